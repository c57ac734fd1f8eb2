import { expect } from "vitest";
import type { Answer } from "./client-address.js";
import { errorShapeProblem } from "./error-shape.js";

/** What the rate-limit checks look at in an answer: its status, `Retry-After`, and a 429's error shape. */
export function rateLimitSummary(answer: Answer) {
  return {
    status: answer.status,
    retryAfter: answer.headers["retry-after"] as string | undefined,
    problem:
      answer.status === 429
        ? errorShapeProblem({ statusCode: 429, headers: answer.headers, body: answer.body })
        : undefined,
  };
}

/** `allowed` answers of `status`, then 429 up to `total`. */
export const limitedAfter = (allowed: number, total: number, status: number) => [
  ...Array.from({ length: allowed }, () => status),
  ...Array.from({ length: total - allowed }, () => 429),
];

/** Every 429 among `answers` says when to come back (within the minute) and is in the error shape. */
export function expectRateLimitedAnswers(answers: ReturnType<typeof rateLimitSummary>[]): void {
  for (const answer of answers.filter((a) => a.status === 429)) {
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
    expect(answer.problem).toBeUndefined();
  }
}
