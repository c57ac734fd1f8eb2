import { describe, expect, it } from "vitest";
import { isShownResetError } from "./reset-request";

describe("isShownResetError", () => {
  it.each([
    "auth/user-not-found",
    "auth/user-disabled",
    "auth/invalid-credential",
    "auth/internal-error",
    "user-not-found",
  ])("answers %s like a sent link, so accounts cannot be listed", (code) => {
    expect(isShownResetError({ code, message: "Firebase: Error" })).toBe(false);
  });

  it.each([
    "auth/invalid-email",
    "auth/missing-email",
    "auth/network-request-failed",
    "auth/too-many-requests",
    "too-many-requests",
  ])("shows %s, which says nothing about an account", (code) => {
    expect(isShownResetError({ code })).toBe(true);
  });

  it.each([[new Error("boom")], [undefined], ["offline"], [{ code: "" }]])(
    "shows an error that is not a provider answer (%s)",
    (error) => {
      expect(isShownResetError(error)).toBe(true);
    },
  );
});
