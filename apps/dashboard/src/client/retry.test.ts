import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { MAX_RETRIES, retryDelay, shouldRetry } from "./retry";

describe("retryDelay", () => {
  it("waits 1000 ms before the first retry (attempt 0, TanStack's first failureCount)", () => {
    expect(retryDelay(0)).toBe(1000);
  });

  it("then waits 2 to the power of the attempt number times 1000 ms", () => {
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(2)).toBe(4000);
    expect(retryDelay(3)).toBe(8000);
    expect(retryDelay(4)).toBe(16000);
  });

  it("never waits longer than 30000 ms", () => {
    expect(retryDelay(5)).toBe(30000); // 2^5 x 1000 = 32000, capped
    expect(retryDelay(6)).toBe(30000);
    expect(retryDelay(100)).toBe(30000);
    expect(retryDelay(Number.POSITIVE_INFINITY)).toBe(1000);
  });

  it("gives the whole sequence for attempts 0 to 7", () => {
    expect(Array.from({ length: 8 }, (_, attempt) => retryDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("treats a negative or non-numeric attempt as the first", () => {
    expect(retryDelay(-1)).toBe(1000);
    expect(retryDelay(Number.NaN)).toBe(1000);
  });
});

describe("shouldRetry", () => {
  it.each([400, 401, 403, 404, 409, 429])("does not retry a %i answer", (status) => {
    expect(shouldRetry(0, new ApiError(status, "bad_request"))).toBe(false);
  });

  it.each([500, 502, 503])("retries a %i answer up to 3 times", (status) => {
    const error = new ApiError(status, "internal_error");
    expect(Array.from({ length: MAX_RETRIES + 1 }, (_, count) => shouldRetry(count, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("retries network failures and unexpected errors", () => {
    expect(shouldRetry(0, new ApiError(0, "network_error"))).toBe(true);
    expect(shouldRetry(0, new TypeError("Failed to fetch"))).toBe(true);
  });
});

describe("retries in TanStack Query", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls retryDelay with 0, 1, 2 and waits 1 s, 2 s, 4 s between the attempts of a failing query", async () => {
    vi.useFakeTimers();
    const delays: number[] = [];
    const attemptTimes: number[] = [];
    const client = new QueryClient({
      defaultOptions: {
        queries: {
          retry: shouldRetry,
          retryDelay: (attempt: number) => {
            delays.push(attempt);
            return retryDelay(attempt);
          },
        },
      },
    });
    const started = Date.now();
    const observer = new QueryObserver(client, {
      queryKey: ["failing"],
      queryFn: async () => {
        attemptTimes.push(Date.now() - started);
        throw new ApiError(503, "database_unavailable");
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    unsubscribe();
    client.clear();

    // TanStack also asks for a delay when the last failure is final (and then does not wait): look at the first 3.
    expect(delays.slice(0, 3)).toEqual([0, 1, 2]);
    expect(attemptTimes).toEqual([0, 1000, 3000, 7000]);
  });

  it("does not retry a 404", async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay } } });
    const queryFn = vi.fn(async () => {
      throw new ApiError(404, "not_found");
    });
    const observer = new QueryObserver(client, { queryKey: ["missing"], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(10_000);
    unsubscribe();
    client.clear();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
