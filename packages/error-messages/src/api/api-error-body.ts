import { z } from "zod";
import { API_ERROR_CODES, API_ERROR_MESSAGES, type ApiErrorCode, isServerError } from "./api-error-codes.ts";

export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);

/** The one shape of every API error response: `{ error: { code, message } }`. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: ApiErrorCodeSchema,
    message: z.string().min(1),
  }),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/**
 * Builds an error body; `message` replaces the default user message for 4xx codes only,
 * so internal details of a 5xx can never be sent by accident.
 */
export function apiError(code: ApiErrorCode, message?: string): ApiErrorBody {
  const custom = message && !isServerError(code) ? message : undefined;
  return { error: { code, message: custom ?? API_ERROR_MESSAGES[code] } };
}

/** Whether a value, e.g. a parsed response, is an API error body. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return ApiErrorBodySchema.safeParse(value).success;
}
