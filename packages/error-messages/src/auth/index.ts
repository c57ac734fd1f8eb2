export type { AuthErrorCode } from "./auth-error-messages.ts";
export { AUTH_ERROR_MESSAGES, isAuthErrorCode } from "./auth-error-messages.ts";
export type { ErrorLogger } from "./message-for-auth-error.ts";
export { messageForAuthError } from "./message-for-auth-error.ts";
