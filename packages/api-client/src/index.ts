export {
  type ApiClient,
  ApiClientError,
  type ApiClientOptions,
  createApiClient,
  type RetryPolicy,
  readJson,
} from "./api-client";
export { answerMismatch } from "./check-answer";
