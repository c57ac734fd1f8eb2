import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../src/errors.js";
import { VERIFY_TIMEOUT_MS, verifyCredential } from "../src/plugins/authenticate.js";

const REFUSAL = "Your sign-in has expired or is invalid. Please sign in again.";

function firebaseError(code: string): Error {
  return Object.assign(new Error(`firebase says ${code}`), { code });
}

async function outcome(verification: Promise<unknown>): Promise<AppError> {
  const error = await verifyCredential(verification, REFUSAL).then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("verifyCredential", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("passes a successful verification through", async () => {
    await expect(verifyCredential(Promise.resolve({ uid: "u1" }), REFUSAL)).resolves.toEqual({ uid: "u1" });
  });

  it.each(["auth/id-token-expired", "auth/argument-error", "auth/id-token-revoked", "auth/user-disabled"])(
    "refuses the credential with 401 when Firebase answers %s",
    async (code) => {
      const error = await outcome(Promise.reject(firebaseError(code)));
      expect(error.code).toBe("unauthenticated");
      expect(error.status).toBe(401);
      expect(error.userMessage).toBe(REFUSAL);
    },
  );

  it.each(["app/network-error", "app/network-timeout", "auth/internal-error"])(
    "answers 503 auth_unavailable when Firebase cannot be reached (%s), so clients retry",
    async (code) => {
      const error = await outcome(Promise.reject(firebaseError(code)));
      expect(error.code).toBe("auth_unavailable");
      expect(error.status).toBe(503);
    },
  );

  it("answers 503 auth_unavailable once the verification takes longer than the timeout", async () => {
    vi.useFakeTimers();
    const pending = outcome(new Promise(() => {}));
    await vi.advanceTimersByTimeAsync(VERIFY_TIMEOUT_MS);
    const error = await pending;
    expect(error.code).toBe("auth_unavailable");
  });
});
