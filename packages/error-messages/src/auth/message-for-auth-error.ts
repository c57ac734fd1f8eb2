import { AUTH_ERROR_MESSAGES, isAuthErrorCode } from "./auth-error-messages.ts";

/** Receives errors that have no message of their own, so someone can look into them. */
export type ErrorLogger = (...data: unknown[]) => void;

const AUTH_PREFIX = "auth/";

/**
 * The message to show for a sign-in error such as Firebase's `{ code: "auth/wrong-password", message }`.
 * Codes without their own message get the generic text showing the code as given, and the error is logged.
 */
export function messageForAuthError(error: unknown, log: ErrorLogger = console.error): string {
  const code = readField(error, "code");
  const bareCode = code?.startsWith(AUTH_PREFIX) ? code.slice(AUTH_PREFIX.length) : code;
  if (bareCode !== undefined && isAuthErrorCode(bareCode)) return AUTH_ERROR_MESSAGES[bareCode];

  log(error);
  const message =
    readField(error, "message") ?? (typeof error === "string" && error ? error : "unknown error");
  return `Something went wrong: ${message} (code: ${code ?? "unknown"}). The error is also logged.`;
}

/** A non-empty string or number field of an unknown value, as a string. */
function readField(value: unknown, field: "code" | "message"): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  let raw: unknown;
  try {
    raw = (value as Record<string, unknown>)[field];
  } catch {
    return undefined;
  }
  if (typeof raw === "number") return String(raw);
  return typeof raw === "string" && raw !== "" ? raw : undefined;
}
