import { getBrowserStorage, type StorageLike } from "@chartbot/browser-storage";
import { useEffect, useRef } from "react";
import { decideRedirect } from "../decide-redirect";
import { applyLastPageAction, readLastPage, writeLastPage } from "../last-page";
import { lastPageFor } from "../routes";

export interface UseAuthGateOptions {
  /** The current pathname, e.g. from `usePathname()`. */
  path: string;
  /**
   * The current query string, with or without its `?` (e.g. `useSearchParams().toString()`): remembered with
   * the page, so the user returns to `/subscriptions?addon=x` and not `/subscriptions`. @default ""
   */
  search?: string;
  /** Whether the auth provider has reported its initial state; nothing happens before. */
  authLoaded: boolean;
  /**
   * Fetches the current user's ID token, null when signed out; a rejection counts as no token.
   * Keep it stable per user (`useCallback` on the user): a new function runs the gate again.
   */
  getIdToken: () => Promise<string | null>;
  /** Whether the signed-in user's email is verified. */
  emailVerified: boolean;
  /** Navigates on the client, e.g. `router.replace`. */
  navigate: (to: string) => void;
  /** Where lastPage is kept; null for none. @default the browser's localStorage */
  storage?: StorageLike | null;
}

/** Runs the sign-in redirect rules on every page view once auth has loaded. */
export function useAuthGate(options: UseAuthGateOptions): void {
  const { path, search = "", authLoaded, getIdToken, emailVerified, storage } = options;
  // The latest navigate without re-running the gate when a caller passes a new arrow each render.
  const navigateRef = useRef(options.navigate);
  useEffect(() => {
    navigateRef.current = options.navigate;
  });

  useEffect(() => {
    if (!authLoaded) return;
    const target = storage === undefined ? getBrowserStorage() : storage;
    const lastPage = readLastPage(target);
    const page = withQuery(path, search);
    // Spec step 1 comes before the token fetch, so the page is remembered even if that never settles.
    const remembered = lastPageFor(page);
    if (remembered !== null) writeLastPage(target, remembered);

    let cancelled = false;
    void fetchToken(getIdToken).then((token) => {
      if (cancelled) return;
      const decision = decideRedirect({
        path: page,
        authLoaded,
        hasToken: Boolean(token),
        emailVerified,
        lastPage,
      });
      applyLastPageAction(target, decision.lastPage);
      if (decision.redirect !== null) navigateRef.current(decision.redirect);
    });
    return () => {
      cancelled = true;
    };
  }, [path, search, authLoaded, getIdToken, emailVerified, storage]);
}

/** `path` with the query string appended (its `?` optional); the path alone when the query is empty. */
function withQuery(path: string, search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  return query === "" ? path : `${path}?${query}`;
}

async function fetchToken(getIdToken: () => Promise<string | null>): Promise<string | null> {
  try {
    return await getIdToken();
  } catch {
    return null;
  }
}
