import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRelativePath } from "./safe-relative-path";

// Strings built from the pieces that open redirects are made of.
const hostilePieces = fc
  .array(
    fc.constantFrom(
      "/",
      "\\",
      "%2F",
      "%2f",
      "%5C",
      "%25",
      "%09",
      "\t",
      " ",
      ".",
      "..",
      ":",
      "@",
      "?",
      "#",
      "evil.com",
      "http:",
    ),
    { maxLength: 8 },
  )
  .map((pieces) => pieces.join(""));

describe("safeRelativePath", () => {
  it.each([
    ["/", "/"],
    ["/account", "/account"],
    ["/communities/123?tab=alerts#new", "/communities/123?tab=alerts#new"],
    ["/a/../b", "/b"],
    ["/search?q=a%20b", "/search?q=a%20b"],
    ["/javascript:alert(1)", "/javascript:alert(1)"],
  ])("accepts the same-site path %j as %j", (input, expected) => {
    expect(safeRelativePath(input)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/path\\to",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>",
    "https://evil.com",
    "http:/evil.com",
    "evil.com",
    "account",
    "%2F%2Fevil.com",
    "/%2F/evil.com",
    "/%2f%2fevil.com",
    "/%5Cevil.com",
    "/%252F%252Fevil.com",
    "/%25252F%25252Fevil.com",
    "/%E0%A4%A",
    "/\t/evil.com",
    "/\n/evil.com",
    "/%09/evil.com",
    "/%0d%0a/evil.com",
    "/\u0000",
    "/\u0085x",
    " /account",
    "/account ",
    "/\u2028/evil.com",
    "/..//evil.com",
    "/.//evil.com",
    "/../%2f",
    "/./%2F/evil.com",
    "",
    `/${"a".repeat(2048)}`,
  ])("rejects the hostile input %j", (input) => {
    expect(safeRelativePath(input)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ["/account"]])("rejects the non-string %j", (input) => {
    expect(safeRelativePath(input)).toBeNull();
  });

  it("never returns a path that leaves the site, whatever the input", () => {
    const base = "https://chartbot.example";
    fc.assert(
      fc.property(
        fc.oneof(
          hostilePieces,
          hostilePieces.map((s) => `/${s}`),
          fc.webUrl(),
          fc.webPath(),
          fc.string({ unit: "binary" }),
        ),
        (input) => {
          const result = safeRelativePath(input);
          if (result === null) return;
          expect(result.startsWith("/")).toBe(true);
          expect(result.startsWith("//")).toBe(false);
          expect(new URL(result, base).origin).toBe(base);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("returns its own output unchanged", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webPath(),
          hostilePieces.map((s) => `/${s}`),
        ),
        (path) => {
          const once = safeRelativePath(path);
          if (once !== null) expect(safeRelativePath(once)).toBe(once);
        },
      ),
    );
  });
});
