import { AppErrorCode, FirebaseAppError } from "firebase-admin/app";
import { AuthErrorCode, FirebaseAuthError } from "firebase-admin/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../../src/errors.js";
import { createIdentity } from "../../src/identity/identity.js";
import { VERIFY_TIMEOUT_MS, verifyCredential } from "../../src/plugins/authenticate.js";

const REFUSAL = "Your sign-in has expired or is invalid. Please sign in again.";

/** The errors firebase-admin throws: `auth/<code>` from the Auth API, `app/<code>` from its HTTP client. */
function authError(code: AuthErrorCode): Error {
  return new FirebaseAuthError({ code, message: `firebase says auth/${code}` });
}

function appError(code: AppErrorCode): Error {
  return new FirebaseAppError({ code, message: `firebase says app/${code}` });
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

  it.each([
    authError(AuthErrorCode.ID_TOKEN_EXPIRED),
    authError(AuthErrorCode.INVALID_ARGUMENT),
    authError(AuthErrorCode.ID_TOKEN_REVOKED),
    authError(AuthErrorCode.USER_DISABLED),
  ])("refuses the credential with 401 when Firebase answers %s", async (failure) => {
    const error = await outcome(Promise.reject(failure));
    expect(error.code).toBe("unauthenticated");
    expect(error.status).toBe(401);
    expect(error.userMessage).toBe(REFUSAL);
  });

  it.each([
    appError(AppErrorCode.NETWORK_ERROR),
    appError(AppErrorCode.NETWORK_TIMEOUT),
    authError(AuthErrorCode.INTERNAL_ERROR),
  ])(
    "answers 503 auth_unavailable when Firebase cannot be reached (%s), so clients retry",
    async (failure) => {
      const error = await outcome(Promise.reject(failure));
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

describe("verifyCredential with firebase-admin's own failures", () => {
  it("answers 503 auth_unavailable when nothing answers at the Auth service's address", async () => {
    const previous = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9" });
    try {
      const error = await outcome(identity.auth.getUser("anyone"));
      expect(error.code).toBe("auth_unavailable");
    } finally {
      await identity.close();
      if (previous === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = previous;
    }
  });
});
