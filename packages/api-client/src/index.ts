export {
  type ApiClient,
  ApiClientError,
  type ApiClientOptions,
  type CallOptions,
  createApiClient,
  type RetryPolicy,
  readJson,
} from "./api-client.ts";
export { answerMismatch } from "./check-answer.ts";
