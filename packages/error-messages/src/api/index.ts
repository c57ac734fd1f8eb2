export type { ApiErrorBody } from "./api-error-body";
export { ApiErrorBodySchema, ApiErrorCodeSchema, apiError, isApiErrorBody } from "./api-error-body";
export type { ApiErrorCode } from "./api-error-codes";
export {
  API_ERROR_CODES,
  API_ERROR_MESSAGES,
  API_ERROR_STATUS,
  isServerError,
  statusForApiError,
} from "./api-error-codes";
