import { API_ERROR_MESSAGES, type ApiErrorCode } from "@chartbot/error-messages/api";

/** A code of the API, or one of the client's own: the server could not be reached or answered nonsense. */
export type ApiClientErrorCode = ApiErrorCode | "network_error" | "invalid_response";

const CLIENT_MESSAGES: Record<Exclude<ApiClientErrorCode, ApiErrorCode>, string> = {
  network_error: "We could not reach the server. Please check your connection and try again.",
  invalid_response: "The server sent an unexpected answer. Please try again.",
};

/** The default user message of a code. */
export function messageForApiErrorCode(code: ApiClientErrorCode): string {
  return code in CLIENT_MESSAGES
    ? CLIENT_MESSAGES[code as keyof typeof CLIENT_MESSAGES]
    : API_ERROR_MESSAGES[code as ApiErrorCode];
}

/** A failed API call: the HTTP status (0 when no answer arrived), the API's error code and its user message. */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    /** The HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly code: ApiClientErrorCode,
    message: string = messageForApiErrorCode(code),
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The message to show for any error thrown by an API call. */
export function messageForError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messageForApiErrorCode("internal_error");
}
