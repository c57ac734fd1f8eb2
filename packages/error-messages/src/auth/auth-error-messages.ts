/** Sign-in messages per provider error code (without the `auth/` prefix), verbatim from spec section 8. */
export const AUTH_ERROR_MESSAGES = Object.freeze({
  "user-not-found": "This account does not exist.",
  "wrong-password": "This password is incorrect.",
  "invalid-email": "The email address is invalid.",
  "email-already-in-use":
    "The email address is already in use by another account. You can sign in with this account or reset your password.",
  "user-disabled": "This account has been disabled.",
  "too-many-requests": "You've made too many requests. Please try again later.",
  "popup-closed-by-user": "The authentication popup window has been closed. Please try again.",
  "user-cancelled": "Authentication attempt has been cancelled.",
  "invalid-credential": "We messed something up. If the issue persists, please contact us.",
  "network-request-failed":
    "A network error has occurred. Please check your internet connection and try again.",
  "internal-error": "An internal error has occurred. Please try again.",
} as const);

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** Whether a code (without the `auth/` prefix) has its own message. */
export function isAuthErrorCode(code: string): code is AuthErrorCode {
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code);
}
