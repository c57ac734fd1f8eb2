import fc from "fast-check";

/** The host every hostile target tries to reach. */
export const EVIL_HOST = "evil.example";

/**
 * Redirect targets that try to leave the site: other hosts, protocol-relative and backslash forms,
 * script and data URLs, percent-encoded (once and twice) slashes and backslashes, tabs and newlines
 * (which browsers strip), userinfo and fragment tricks, look-alike hosts.
 */
export const HOSTILE_TARGETS = [
  `https://${EVIL_HOST}/`,
  `http://${EVIL_HOST}`,
  `https://${EVIL_HOST}/account/action`,
  `//${EVIL_HOST}`,
  `///${EVIL_HOST}`,
  `////${EVIL_HOST}/path`,
  `/\\${EVIL_HOST}`,
  `\\\\${EVIL_HOST}`,
  `\\/${EVIL_HOST}`,
  `/\\/${EVIL_HOST}`,
  `/..//${EVIL_HOST}`,
  `/./\\${EVIL_HOST}`,
  `/%2e%2e//${EVIL_HOST}`,
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "javascript:%61lert(1)",
  "%6A%61%76%61%73%63%72%69%70%74:alert(1)",
  "/javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  `%2F%2F${EVIL_HOST}`,
  `/%2F%2F${EVIL_HOST}`,
  `/%2f%2f${EVIL_HOST}`,
  `%252F%252F${EVIL_HOST}`,
  `/%252F%252F${EVIL_HOST}`,
  `/%25252F%25252F${EVIL_HOST}`,
  `/%5C${EVIL_HOST}`,
  `/%5C%5C${EVIL_HOST}`,
  `%5C%5C${EVIL_HOST}`,
  `/\t/${EVIL_HOST}`,
  `/\n/${EVIL_HOST}`,
  `/\r\n/${EVIL_HOST}`,
  `\t//${EVIL_HOST}`,
  ` //${EVIL_HOST}`,
  `/%09/${EVIL_HOST}`,
  `/%0A/${EVIL_HOST}`,
  `/%0D%0A/${EVIL_HOST}`,
  `/\u0000/${EVIL_HOST}`,
  `/\u3000/${EVIL_HOST}`,
  `/\uff0f${EVIL_HOST}`,
  `https://localhost:3001@${EVIL_HOST}/account/action`,
  `http://localhost:3001@${EVIL_HOST}/account/action`,
  `//localhost:3001@${EVIL_HOST}`,
  `https://${EVIL_HOST}#@localhost:3001/account/action`,
  `https://${EVIL_HOST}?@localhost:3001/account/action`,
  `https://localhost:3001.${EVIL_HOST}/account/action`,
  `http://localhost:3001.${EVIL_HOST}/account/action`,
  `https://${EVIL_HOST}\\@localhost:3001/account/action`,
  `http://${EVIL_HOST}\\@localhost:3001/account/action`,
  `https:${EVIL_HOST}`,
  `http:/${EVIL_HOST}`,
  `https:/\\${EVIL_HOST}`,
  `http:\\\\${EVIL_HOST}`,
  `//${EVIL_HOST}%00.chartbot.example`,
  `//ｅｖｉｌ.example`,
  `https://${EVIL_HOST}%2F@localhost:3001/account/action`,
  `https://chartbot.example.${EVIL_HOST}/`,
  `https://chartbot.example@${EVIL_HOST}/`,
  `https://user:pass@chartbot.example/`,
] as const;

/** Fragments hostile targets are made of, for generated variants. */
const PARTS = [
  "/",
  "//",
  "\\",
  "%2F",
  "%2f",
  "%5C",
  "%252F",
  "\t",
  "\n",
  "\r",
  " ",
  "@",
  "#",
  "?",
  ":",
  ".",
  "..",
  "http:",
  "https:",
  "javascript:",
  "data:",
  EVIL_HOST,
  "localhost:3001",
  "chartbot.example",
  "account/action",
  "pro",
] as const;

/** Generated targets: hostile fragments in any order, mixed with the corpus. */
export const hostileTargets: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom<string>(...HOSTILE_TARGETS),
  fc.array(fc.constantFrom<string>(...PARTS), { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
);

/** Where a browser would go from a page on `base` given `target` as a link. */
export function resolvedOrigin(target: string, base: string): string | undefined {
  try {
    return new URL(target, base).origin;
  } catch {
    return undefined;
  }
}
