import { vi } from "vitest";
import { transport } from "@/client/api-fetch";

/** One answer of the fake API: a status and a JSON body (none for 204). */
export interface FakeReply {
  status?: number;
  body?: unknown;
}

export interface FakeRoute {
  method: string;
  /** The path with its query string, or a pattern for it. */
  path: string | RegExp;
  /** The answer; a promise holds it back (to see a screen while a request is on its way). */
  reply: (request: { body: unknown; url: string }) => FakeReply | Promise<FakeReply>;
}

/** A recorded request. */
export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers the app's API calls from `routes` by replacing the client's transport (the real `apiFetch` still runs);
 * unknown calls answer 404. Call `restore()` after the test.
 */
export function installFakeApi(routes: FakeRoute[]) {
  const original = transport.fetch;
  const calls: FakeCall[] = [];
  transport.fetch = vi.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === "string" ? candidate.path === url : candidate.path.test(url)),
    );
    const reply = (await route?.reply({ body, url })) ?? {
      status: 404,
      body: { error: { code: "not_found", message: "Not found." } },
    };
    const status = reply.status ?? 200;
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(reply.body ?? {}), {
          status,
          headers: { "content-type": "application/json" },
        });
  });
  return {
    calls,
    restore: () => {
      transport.fetch = original;
    },
  };
}

/** The API's error body. */
export function apiErrorReply(status: number, code: string, message: string): FakeReply {
  return { status, body: { error: { code, message } } };
}
