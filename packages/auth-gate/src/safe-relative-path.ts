// A host that cannot exist: a path resolved against it and still on it did not leave the site.
const BASE = new URL("https://chartbot.invalid");
const MAX_LENGTH = 2048;
const MAX_DECODE_ROUNDS = 3;

/**
 * The input as a same-site path (`/x?y#z`, normalised), or null when it could send the browser elsewhere.
 * Use it for any redirect target from storage or a query string (`lastPage`, `?next=`). A path whose normal form
 * the checks would refuse is refused too (`/../%2f` normalises to `/%2f`, which decodes to `//`), so what it
 * returns it also accepts, unchanged.
 */
export function safeRelativePath(input: unknown): string | null {
  const once = normalisedPath(input);
  return once !== null && normalisedPath(once) === once ? once : null;
}

/** The input resolved on the site as a path, or null when it is not a plain one (see `safeRelativePath`). */
function normalisedPath(input: unknown): string | null {
  if (typeof input !== "string" || input.length === 0 || input.length > MAX_LENGTH) return null;
  if (hasWhitespace(input)) return null;
  const decoded = decodeFully(input);
  if (decoded === null || !isPlainPath(input) || !isPlainPath(decoded)) return null;
  let url: URL;
  try {
    url = new URL(input, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE.origin || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Starts with one slash and holds nothing a browser would read as a slash or strip. */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && !hasControlCharacter(path);
}

/** Percent-decodes until stable, so `%252F` cannot hide a slash; null when malformed or nested too deep. */
function decodeFully(input: string): string | null {
  let current = input;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function hasWhitespace(text: string): boolean {
  return /\s/u.test(text);
}
