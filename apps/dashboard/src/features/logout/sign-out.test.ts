import { describe, expect, it } from "vitest";
import { destinationAfterLogout } from "./sign-out";

const WEB = "http://localhost:3000";

describe("destinationAfterLogout", () => {
  it("returns to a marketing page or a dashboard path given as next", () => {
    expect(destinationAfterLogout("http://localhost:3000/pro?x=1", WEB)).toBe(
      "http://localhost:3000/pro?x=1",
    );
    expect(destinationAfterLogout("/subscriptions", WEB)).toBe("/subscriptions");
  });

  it("goes to /login without next or with a hostile one", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "javascript:alert(1)",
      "/%2F%2Fevil",
    ]) {
      expect(destinationAfterLogout(next, WEB), String(next)).toBe("/login");
    }
  });
});
