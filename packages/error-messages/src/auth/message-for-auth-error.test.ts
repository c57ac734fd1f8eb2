import { describe, expect, it, vi } from "vitest";
import { AUTH_ERROR_MESSAGES } from "./auth-error-messages.ts";
import { messageForAuthError } from "./message-for-auth-error.ts";

// Spec section 8, copied literally: the implementation's table must match it character for character.
const SPEC_MESSAGES: ReadonlyArray<readonly [string, string]> = [
  ["user-not-found", "This account does not exist."],
  ["wrong-password", "This password is incorrect."],
  ["invalid-email", "The email address is invalid."],
  [
    "email-already-in-use",
    "The email address is already in use by another account. You can sign in with this account or reset your password.",
  ],
  ["user-disabled", "This account has been disabled."],
  ["too-many-requests", "You've made too many requests. Please try again later."],
  ["popup-closed-by-user", "The authentication popup window has been closed. Please try again."],
  ["user-cancelled", "Authentication attempt has been cancelled."],
  ["invalid-credential", "We messed something up. If the issue persists, please contact us."],
  [
    "network-request-failed",
    "A network error has occurred. Please check your internet connection and try again.",
  ],
  ["internal-error", "An internal error has occurred. Please try again."],
];

describe("AUTH_ERROR_MESSAGES", () => {
  it("holds exactly the codes and messages of the spec", () => {
    expect(AUTH_ERROR_MESSAGES).toEqual(Object.fromEntries(SPEC_MESSAGES));
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(AUTH_ERROR_MESSAGES)).toBe(true);
  });
});

describe("messageForAuthError", () => {
  it.each(SPEC_MESSAGES)("maps %s to its spec message", (code, message) => {
    const log = vi.fn();
    expect(messageForAuthError({ code, message: "provider text" }, log)).toBe(message);
    expect(log).not.toHaveBeenCalled();
  });

  it.each(SPEC_MESSAGES)("maps auth/%s to its spec message", (code, message) => {
    expect(messageForAuthError({ code: `auth/${code}`, message: "provider text" }, vi.fn())).toBe(message);
  });

  it("uses a plain ASCII apostrophe in You've", () => {
    expect(messageForAuthError({ code: "auth/too-many-requests" }, vi.fn())).toContain("You've made");
  });

  it("formats any other code with its message and the code as given, and logs the error", () => {
    const log = vi.fn();
    const error = { code: "auth/quota-exceeded", message: "Firebase: Error (auth/quota-exceeded)." };
    expect(messageForAuthError(error, log)).toBe(
      "Something went wrong: Firebase: Error (auth/quota-exceeded). (code: auth/quota-exceeded). The error is also logged.",
    );
    expect(log).toHaveBeenCalledWith(error);
  });

  it("keeps a code without the auth/ prefix as given in the fallback", () => {
    expect(messageForAuthError({ code: "quota-exceeded", message: "Quota" }, vi.fn())).toBe(
      "Something went wrong: Quota (code: quota-exceeded). The error is also logged.",
    );
  });

  it("does not match codes of other services or inherited object keys", () => {
    for (const code of [
      "firestore/internal-error",
      "constructor",
      "auth/toString",
      "__proto__",
      "WRONG-PASSWORD",
    ]) {
      expect(messageForAuthError({ code, message: "m" }, vi.fn())).toBe(
        `Something went wrong: m (code: ${code}). The error is also logged.`,
      );
    }
  });

  it("logs to console.error by default", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error("boom");
    messageForAuthError(error);
    expect(spy).toHaveBeenCalledWith(error);
    spy.mockRestore();
  });

  it.each([
    [undefined, "Something went wrong: unknown error (code: unknown). The error is also logged."],
    [null, "Something went wrong: unknown error (code: unknown). The error is also logged."],
    [42, "Something went wrong: unknown error (code: unknown). The error is also logged."],
    ["offline", "Something went wrong: offline (code: unknown). The error is also logged."],
    [{}, "Something went wrong: unknown error (code: unknown). The error is also logged."],
    [{ code: 7, message: "" }, "Something went wrong: unknown error (code: 7). The error is also logged."],
    [new Error("boom"), "Something went wrong: boom (code: unknown). The error is also logged."],
  ])("handles the unusual input %j without throwing", (input, expected) => {
    const log = vi.fn();
    expect(messageForAuthError(input, log)).toBe(expected);
    expect(log).toHaveBeenCalledWith(input);
  });

  it("survives an error whose fields throw when read", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("no");
        },
      },
    );
    expect(messageForAuthError(hostile, vi.fn())).toBe(
      "Something went wrong: unknown error (code: unknown). The error is also logged.",
    );
  });
});
