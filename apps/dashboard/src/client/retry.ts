import { ApiError } from "./api-error";

/** Longest wait between two attempts (spec section 9). */
export const MAX_RETRY_DELAY_MS = 30_000;
/** Retries after the first failure, before a query gives up. */
export const MAX_RETRIES = 3;

/**
 * The wait before retry number `attempt`, in milliseconds (spec section 9): 1000 ms for the first attempt,
 * then 2 to the power of the attempt number times 1000 ms, capped at 30000 ms.
 *
 * `attempt` is TanStack Query's `failureCount` as passed to `retryDelay`: 0 before the first retry, 1 before the
 * second, and so on. The sequence is 1000, 2000, 4000, 8000, 16000, 30000, 30000, ...
 */
export function retryDelay(attempt: number): number {
  if (!Number.isFinite(attempt) || attempt <= 0) return 1000;
  return Math.min(2 ** attempt * 1000, MAX_RETRY_DELAY_MS);
}

/**
 * Whether a failed request is tried again: never for client errors (4xx, including 429), which a retry would
 * not fix; up to `MAX_RETRIES` times for server and network errors. `failureCount` starts at 0.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}
