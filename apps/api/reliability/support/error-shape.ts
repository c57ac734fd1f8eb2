/** The parts of an HTTP response the checks look at. */
export interface ResponseLike {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/**
 * What is wrong with an error response, or undefined when it is `{ error: { code, message } }` in JSON,
 * both non-empty strings, nothing else, and no stack trace or source path in the message.
 */
export function errorShapeProblem(response: ResponseLike): string | undefined {
  const type = String(response.headers["content-type"] ?? "");
  if (!type.startsWith("application/json")) return `content-type ${type || "missing"}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return "body is not JSON";
  }
  if (typeof body !== "object" || body === null || Object.keys(body).join() !== "error") {
    return `body is not { error }: ${response.body.slice(0, 200)}`;
  }
  const error = (body as { error: unknown }).error as Record<string, unknown> | null;
  if (typeof error !== "object" || error === null || Object.keys(error).sort().join() !== "code,message") {
    return `error is not { code, message }: ${response.body.slice(0, 200)}`;
  }
  if (typeof error.code !== "string" || !/^[a-z_]+$/.test(error.code))
    return `bad code ${String(error.code)}`;
  if (typeof error.message !== "string" || error.message.length === 0) return "empty message";
  if (/\bat .+:\d+:\d+|node_modules|\/src\/|\.ts:\d+/.test(error.message))
    return `message leaks internals: ${error.message}`;
  return undefined;
}
