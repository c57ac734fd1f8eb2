import type { Endpoint } from "@chartbot/contracts/endpoint";

/**
 * Why `answer` is not what the contract says `endpoint` answers with `status` (the first mismatch, with its
 * field: "GET /communities 200: communities.0.name: Invalid input"), or undefined when it is.
 */
export function answerMismatch(endpoint: Endpoint, status: number, answer: unknown): string | undefined {
  const where = `${endpoint.method} ${endpoint.path} ${status}`;
  const schema = endpoint.responses[status];
  if (!schema) return `${where}: the contract declares no such answer`;
  const result = schema.safeParse(answer);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return `${where}: ${issue?.path.join(".") || "answer"}: ${issue?.message ?? "does not match"}`;
}
