import { AppErrorCode, FirebaseAppError } from "firebase-admin/app";
import { AuthErrorCode, FirebaseAuthError } from "firebase-admin/auth";

/**
 * Whether `error` is firebase-admin's Auth error `code`. The codes are the SDK's own `AuthErrorCode` values, so
 * a code a new major renames or drops fails the type check instead of silently never matching.
 */
export function isAuthError(error: unknown, code: AuthErrorCode): boolean {
  return error instanceof FirebaseAuthError && error.hasCode(code);
}

/** Answers `undefined` for Firebase's "no such user", rethrows anything else: `getUser(...).catch(userNotFound)`. */
export function undefinedWhenUserNotFound(error: unknown): undefined {
  if (isAuthError(error, AuthErrorCode.USER_NOT_FOUND)) return undefined;
  throw error;
}

/**
 * Whether a failed Firebase call says the check could not be made (Firebase unreachable, too slow, or failing
 * inside), rather than that the credential or request is bad.
 */
export function isFirebaseUnavailable(error: unknown): boolean {
  if (error instanceof FirebaseAppError) {
    return error.hasCode(AppErrorCode.NETWORK_ERROR) || error.hasCode(AppErrorCode.NETWORK_TIMEOUT);
  }
  return isAuthError(error, AuthErrorCode.INTERNAL_ERROR);
}
