import type { IncomingMessage, ServerResponse } from "node:http";

/** A request as the routes see it: the body read, the Discord route without its `/api/v10` prefix. */
export interface SandboxRequest {
  method: string;
  url: URL;
  /** The path without `/api` or `/api/v{n}`: `/oauth2/token`, `/users/@me`, `/guilds/1/channels`. */
  route: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export async function readRequest(request: IncomingMessage): Promise<SandboxRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const url = new URL(request.url ?? "/", "http://sandbox");
  return {
    method: request.method ?? "GET",
    url,
    route: url.pathname.replace(/^\/api(\/v\d+)?(?=\/)/, "").replace(/\/+$/, "") || "/",
    headers: request.headers,
    body: Buffer.concat(chunks).toString(),
  };
}

/** The request body as a form (Discord's OAuth2 endpoints), also accepting JSON. */
export function formOf(request: SandboxRequest): URLSearchParams {
  if ((request.headers["content-type"] ?? "").includes("application/json")) {
    try {
      const value = JSON.parse(request.body) as Record<string, unknown>;
      return new URLSearchParams(Object.entries(value).map(([k, v]): [string, string] => [k, String(v)]));
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(request.body);
}

export function jsonBody(request: SandboxRequest): Record<string, unknown> {
  if (request.body.trim() === "") return {};
  const value = JSON.parse(request.body) as unknown;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new SyntaxError("The body must be a JSON object");
  }
  return value as Record<string, unknown>;
}

export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, { "content-type": "application/json", ...headers })
    .end(status === 204 ? undefined : JSON.stringify(value));
}

export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string | string[]> = {},
): void {
  response
    .writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
      ...headers,
    })
    .end(html);
}

export function redirect(
  response: ServerResponse,
  location: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(302, { location, "cache-control": "no-store", ...headers }).end();
}

/** Discord's error bodies, as it sends them. */
export const DISCORD_ERRORS = {
  unauthorized: { status: 401, body: { message: "401: Unauthorized", code: 0 } },
  missingAccess: { status: 403, body: { message: "Missing Access", code: 50001 } },
  unknownGuild: { status: 404, body: { message: "Unknown Guild", code: 10004 } },
  unknownMember: { status: 404, body: { message: "Unknown Member", code: 10007 } },
  unknownUser: { status: 404, body: { message: "Unknown User", code: 10013 } },
  unknownChannel: { status: 404, body: { message: "Unknown Channel", code: 10003 } },
  invalidFormBody: { status: 400, body: { message: "Invalid Form Body", code: 50035 } },
  invalidRecipients: { status: 400, body: { message: "Invalid Recipient(s)", code: 50033 } },
  cannotMessageUser: { status: 403, body: { message: "Cannot send messages to this user", code: 50007 } },
  notFound: { status: 404, body: { message: "404: Not Found", code: 0 } },
  methodNotAllowed: { status: 405, body: { message: "405: Method Not Allowed", code: 0 } },
} as const;

export function sendError(response: ServerResponse, error: keyof typeof DISCORD_ERRORS): void {
  const { status, body } = DISCORD_ERRORS[error];
  sendJson(response, status, body);
}

export function cookies(request: SandboxRequest): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name) jar.set(name, decodeURIComponent(value.join("=")));
  }
  return jar;
}

/** A sandbox's page: the document around `body`, with its stylesheet and a badge naming the sandbox. */
export function sandboxPage(options: {
  title: string;
  badge: string;
  style: string;
  body: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>${options.style}</style>
</head>
<body>
<main>
<span class="badge">${escapeHtml(options.badge)}</span>
${options.body}
</main>
${options.script ?? ""}
</body>
</html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}
