export {
  type ApiClient,
  ApiClientError,
  type ApiClientOptions,
  type CallArgs,
  createApiClient,
  type RetryPolicy,
  readJson,
} from "./api-client";
export { answerMismatch } from "./check-answer";
