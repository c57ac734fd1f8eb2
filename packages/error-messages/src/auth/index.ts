export type { AuthErrorCode } from "./auth-error-messages";
export { AUTH_ERROR_MESSAGES, isAuthErrorCode } from "./auth-error-messages";
export type { ErrorLogger } from "./message-for-auth-error";
export { messageForAuthError } from "./message-for-auth-error";
