import type { MaybeStorage } from "@chartbot/browser-storage";
import { writeLastPage } from "./last-page";
import { isAuthPage, normalisePath } from "./routes";
import { safeRelativePath } from "./safe-relative-path";

/** Where to go after signing in, from a `?next=` parameter. */
export type NextTarget = { kind: "path"; path: string } | { kind: "external"; url: string };

/** sessionStorage key of a marketing page to return to after signing in. */
export const EXTERNAL_RETURN_KEY = "chartbot:returnTo";

/**
 * Reads `?next=`: a same-site path (checked with `safeRelativePath`; sign-in pages are refused), or an absolute
 * http(s) URL on the marketing site's origin. Anything else (other hosts, `javascript:`, `//host`) is null.
 */
export function parseNextTarget(value: string | null | undefined, webOrigin: string): NextTarget | null {
  if (!value) return null;
  if (value.startsWith("/")) {
    const path = safeRelativePath(value);
    if (path === null || isAuthPage(normalisePath(path))) return null;
    return { kind: "path", path };
  }
  const url = externalUrlOn(value, webOrigin);
  return url === null ? null : { kind: "external", url };
}

function externalUrlOn(value: string, webOrigin: string): string | null {
  if (value.length > 2048 || /[\s\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.origin !== webOrigin) return null;
  // Re-check the path part, so the URL cannot smuggle anything the same-site check refuses.
  const path = safeRelativePath(`${url.pathname}${url.search}${url.hash}`);
  return path === null ? null : `${url.origin}${path}`;
}

/**
 * Remembers a `next` target: a path becomes the gate's lastPage (so the gate returns there after sign-in),
 * a marketing URL is kept for this tab until sign-in completes.
 */
export function rememberNextTarget(
  target: NextTarget,
  storage: { local: MaybeStorage; session: MaybeStorage },
): void {
  try {
    if (target.kind === "path") {
      writeLastPage(storage.local, target.path.slice(1));
      storage.session?.removeItem(EXTERNAL_RETURN_KEY);
    } else {
      storage.session?.setItem(EXTERNAL_RETURN_KEY, target.url);
    }
  } catch {
    // Storage may be blocked: the user then lands on the default page, which is fine.
  }
}

/** The marketing page remembered for this tab, removed as it is read; re-validated, null when none. */
export function takeExternalReturn(storage: MaybeStorage, webOrigin: string): string | null {
  try {
    const value = storage?.getItem(EXTERNAL_RETURN_KEY) ?? null;
    storage?.removeItem(EXTERNAL_RETURN_KEY);
    return value === null ? null : externalUrlOn(value, webOrigin);
  } catch {
    return null;
  }
}
