import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { botEndpoints } from "@chartbot/contracts/endpoints/bot";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { diagnosisEndpoints } from "@chartbot/contracts/endpoints/diagnosis";
import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import { routes } from "@chartbot/contracts/routes";
import { afterEach, describe, expect, it } from "vitest";
import { ApiClientError, createApiClient } from "./api-client.ts";

let server: Server | undefined;
afterEach(() => server?.close());

interface Seen {
  line: string;
  body: string;
  contentType: string | undefined;
}

/** A server that answers each request with the next of `answers` (status, headers, body; undefined: none). */
async function serve(answers: [number, Record<string, string>, unknown][]) {
  const seen: Seen[] = [];
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      seen.push({
        line: `${request.method} ${request.url} ${request.headers.authorization}`,
        body,
        contentType: request.headers["content-type"],
      });
      const [status, headers, answer] = answers.shift() ?? [500, {}, {}];
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(answer === undefined ? undefined : JSON.stringify(answer));
    });
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, seen };
}

const GUILD_ID = "900000000000000001";
const guild = { guildId: GUILD_ID, present: true, communityId: null };

describe("createApiClient", () => {
  it("sends the declared method and path, parameters encoded, the JSON body and the token", async () => {
    const { origin, seen } = await serve([[200, {}, guild]]);
    const api = createApiClient({ origin: `${origin}/`, token: "cbb_x" });
    await expect(
      api.call(botEndpoints.reportGuild, { params: { guildId: GUILD_ID }, body: { name: "x", icon: null } }),
    ).resolves.toEqual(guild);
    expect(seen).toEqual([
      {
        line: `PUT /api/bot/v1/guilds/${GUILD_ID} Bearer cbb_x`,
        body: '{"name":"x","icon":null}',
        contentType: "application/json",
      },
    ]);
  });

  it("calls the public API's copy of an endpoint under /api/v1, with the query string", async () => {
    const { origin, seen } = await serve([[204, {}, undefined]]);
    const api = createApiClient({ origin, api: "public", token: "cbt_y" });
    const id = "0f9c3a55-8a3c-4d8e-9a57-0c3e1b9a7a11";
    await expect(api.call(alertEndpoints.delete, { params: { id } })).resolves.toBeUndefined();
    expect(seen[0]?.line).toBe(`DELETE /api/v1/alerts/${id} Bearer cbt_y`);
    await expect(api.call(communityEndpoints.create, { body: {} as never })).rejects.toThrow(
      "POST /communities is not part of the public API",
    );
  });

  it("asks the bot API why the bot would not answer, the command in the query string", async () => {
    const diagnosis = {
      channelId: "900000000000000002",
      channelName: "signals",
      category: null,
      tickerMode: "traditional",
      autoDeleteMinutes: null,
      command: "c btc 4h",
      ticker: null,
      causes: [],
      checkedAt: "2026-01-01T00:00:00.000Z",
    };
    const { origin, seen } = await serve([[200, {}, diagnosis]]);
    const api = createApiClient({ origin, token: "cbb_x" });
    await expect(
      api.call(diagnosisEndpoints.bot, {
        params: { guildId: GUILD_ID },
        query: { channelId: "900000000000000002", command: "c btc 4h" },
      }),
    ).resolves.toEqual(diagnosis);
    expect(seen[0]?.line).toBe(
      `GET /api/bot/v1/communities/${GUILD_ID}/diagnosis?channelId=900000000000000002&command=c+btc+4h Bearer cbb_x`,
    );
  });

  it("drains the bot's notice messages, reports one, and reads and marks notices on the public API", async () => {
    const id = "0f9c3a55-8a3c-4d8e-9a57-0c3e1b9a7a11";
    const message = {
      id,
      discordUserId: "900000000000000900",
      kind: "payment_failed",
      title: "The payment for Price Alerts failed",
      message: "It keeps working until 7 December 2026 at 14:00 UTC.",
      fixUrl: "https://dashboard.chartbot.example/subscriptions",
      fixLabel: "Update the payment",
      occurredAt: "2026-11-30T14:00:00.000Z",
    };
    const { origin, seen } = await serve([
      [200, {}, { items: [message] }],
      [200, {}, { id, status: "failed" }],
      [200, {}, { items: [], nextCursor: null, unread: 0 }],
      [200, {}, { marked: 2, unread: 0 }],
    ]);
    const bot = createApiClient({ origin, token: "cbb_x" });
    await expect(bot.call(noticeEndpoints.botMessages)).resolves.toEqual({ items: [message] });
    await expect(
      bot.call(noticeEndpoints.reportBotMessage, {
        params: { id },
        body: { status: "failed", reason: "Cannot send messages to this user" },
      }),
    ).resolves.toEqual({ id, status: "failed" });
    const mine = createApiClient({ origin, api: "public", token: "cbt_y" });
    await expect(mine.call(noticeEndpoints.list, { query: { unread: "true" } })).resolves.toMatchObject({
      unread: 0,
    });
    await expect(mine.call(noticeEndpoints.markRead, { body: { all: true } })).resolves.toEqual({
      marked: 2,
      unread: 0,
    });
    expect(seen.map((request) => request.line)).toEqual([
      "GET /api/bot/v1/notice-messages Bearer cbb_x",
      `PUT /api/bot/v1/notice-messages/${id} Bearer cbb_x`,
      "GET /api/v1/notices?unread=true Bearer cbt_y",
      "POST /api/v1/notices/read Bearer cbt_y",
    ]);
    expect(seen[1]?.body).toBe('{"status":"failed","reason":"Cannot send messages to this user"}');
    await expect(mine.call(noticeEndpoints.unsubscribe, { body: { token: "x" } })).rejects.toThrow(
      "POST /notices/unsubscribe is not part of the public API",
    );
  });

  it("waits for Retry-After on a 429 and retries a 503, then checks the answer", async () => {
    const { origin, seen } = await serve([
      [429, { "retry-after": "0.05" }, { error: { code: "rate_limited", message: "slow down" } }],
      [503, {}, { error: { code: "unavailable", message: "later" } }],
      [200, {}, guild],
    ]);
    const api = createApiClient({ origin, token: "cbb_x", retry: { maxAttempts: 5, backoffMs: 10 } });
    const started = Date.now();
    await expect(api.call(botEndpoints.reportGuildLeft, { params: { guildId: GUILD_ID } })).resolves.toEqual(
      guild,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(seen.map((request) => request.line)).toEqual(
      Array(3).fill(`DELETE /api/bot/v1/guilds/${GUILD_ID} Bearer cbb_x`),
    );
  });

  it("rejects with the API's error for a 4xx, without retrying", async () => {
    const { origin, seen } = await serve([
      [409, {}, { error: { code: "conflict", message: "This alert is not active." } }],
    ]);
    const api = createApiClient({ origin, token: "cbb_x", retry: { maxAttempts: 5, backoffMs: 10 } });
    const failure = await api.call(botEndpoints.commands).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiClientError);
    expect(failure).toMatchObject({ status: 409, code: "conflict", message: "This alert is not active." });
    expect(seen).toHaveLength(1);
  });

  it("refuses an answer that breaks the contract, naming the field", async () => {
    const { origin } = await serve([[200, {}, { ...guild, guildId: 1 }]]);
    const api = createApiClient({ origin, token: "cbb_x" });
    await expect(
      api.call(botEndpoints.reportGuildLeft, { params: { guildId: GUILD_ID } }),
    ).rejects.toMatchObject({
      code: "invalid_response",
      message: expect.stringMatching(/^DELETE \/guilds\/:guildId 200: guildId: /),
    });
  });

  it("gives up after maxAttempts server errors, and names a missing answer network_error", async () => {
    const { origin, seen } = await serve([]);
    const api = createApiClient({ origin, retry: { maxAttempts: 3, backoffMs: 1 } });
    await expect(api.call(botEndpoints.commands)).rejects.toMatchObject({ status: 500, code: "unknown" });
    expect(seen).toHaveLength(3);
    const closed = createApiClient({ origin: "http://127.0.0.1:9" });
    await expect(closed.call(botEndpoints.commands)).rejects.toMatchObject({
      status: 0,
      code: "network_error",
    });
  });

  it("calls a route without its schemas when answers are not checked, with the cookie setting and a signal", async () => {
    const { origin, seen } = await serve([[200, {}, { payments: true }]]);
    const calls: RequestInit[] = [];
    const fetch: typeof globalThis.fetch = (input, init = {}) => {
      calls.push(init);
      return globalThis.fetch(input, init);
    };
    const api = createApiClient({ origin, checkAnswers: false, credentials: "include", fetch });
    const services = await api.call(routes.services.get, { signal: new AbortController().signal });
    expect(services.payments).toBe(true);
    expect(seen[0]?.line).toBe("GET /api/services undefined");
    expect(calls[0]?.credentials).toBe("include");
    await expect(createApiClient({ origin }).call(routes.services.get)).rejects.toThrow(
      "GET /services: a route has no schemas to check answers with",
    );
  });

  it("takes an error code this version does not know, and an aborted call is network_error", async () => {
    const { origin } = await serve([[418, {}, { error: { code: "teapot", message: "Short and stout." } }]]);
    const api = createApiClient({ origin, retry: { maxAttempts: 3, backoffMs: 1 } });
    await expect(api.call(botEndpoints.commands)).rejects.toMatchObject({ status: 418, code: "teapot" });
    await expect(api.call(botEndpoints.commands, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      status: 0,
      code: "network_error",
    });
  });
});
