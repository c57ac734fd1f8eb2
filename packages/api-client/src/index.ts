export {
  type ApiClient,
  ApiClientError,
  type ApiClientOptions,
  createApiClient,
  type RetryPolicy,
  readJson,
} from "./api-client.ts";
export { answerMismatch } from "./check-answer.ts";
