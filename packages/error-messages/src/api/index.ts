export type { ApiErrorBody } from "./api-error-body.ts";
export { ApiErrorBodySchema, ApiErrorCodeSchema, apiError, isApiErrorBody } from "./api-error-body.ts";
// The codes' module is public as a whole: its own exports are the list.
export * from "./api-error-codes.ts";
