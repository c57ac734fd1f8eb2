import { describe, expect, it } from "vitest";
import { isRecentSignIn, RECENT_SIGN_IN_MS } from "./recent-sign-in";

describe("isRecentSignIn", () => {
  const now = Date.parse("2026-11-25T10:00:00Z");

  it("is recent within the API's window, with a margin for the trip to Discord", () => {
    expect(isRecentSignIn(new Date(now - 60_000).toUTCString(), now)).toBe(true);
    expect(isRecentSignIn(new Date(now - RECENT_SIGN_IN_MS + 60_000).toUTCString(), now)).toBe(true);
    expect(isRecentSignIn(new Date(now - RECENT_SIGN_IN_MS + 10_000).toUTCString(), now)).toBe(false);
    expect(isRecentSignIn(new Date(now - 3_600_000).toUTCString(), now)).toBe(false);
  });

  it("is not recent when the time is missing or unreadable", () => {
    expect(isRecentSignIn(undefined, now)).toBe(false);
    expect(isRecentSignIn("yesterday-ish", now)).toBe(false);
  });
});
