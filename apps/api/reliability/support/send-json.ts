import { errorShapeProblem } from "./error-shape.js";

/** An answer of the API over HTTP: its status, body text and content type. */
export interface JsonAnswer {
  status: number;
  text: string;
  contentType: string | undefined;
  /** Its `Retry-After` header, if it has one. */
  retryAfter: string | undefined;
  json(): { error?: { code?: string; message?: string } } & Record<string, unknown>;
}

/** Sends `body` as JSON text over HTTP to `apiUrl` with the given headers (a credential); the answer. */
export async function sendJson(
  apiUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<JsonAnswer> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined && { "content-type": "application/json" }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    contentType: response.headers.get("content-type") ?? undefined,
    retryAfter: response.headers.get("retry-after") ?? undefined,
    json: () => JSON.parse(text),
  };
}

/** What is wrong with the answer's error shape (see `errorShapeProblem`), or undefined. */
export const answerShapeProblem = (answer: JsonAnswer) =>
  errorShapeProblem({
    statusCode: answer.status,
    headers: { "content-type": answer.contentType },
    body: answer.text,
  });
