import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { BotGuildSchema } from "@chartbot/contracts/bot";
import { afterEach, describe, expect, it } from "vitest";
import { BotApiError, botApiClient } from "../src/api-client";

let server: Server | undefined;
afterEach(() => server?.close());

/** A server that answers each request with the next of `answers` (status, headers, body). */
async function serve(answers: [number, Record<string, string>, unknown][]) {
  const seen: string[] = [];
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers.authorization}`);
    const [status, headers, body] = answers.shift() ?? [500, {}, {}];
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, seen };
}

const guild = { guildId: "900000000000000001", present: true, communityId: null };

describe("botApiClient", () => {
  it("waits for Retry-After on a 429 and retries a 503, then validates the answer", async () => {
    const { url, seen } = await serve([
      [429, { "retry-after": "0.05" }, { error: { code: "rate_limited", message: "slow down" } }],
      [503, {}, { error: { code: "unavailable", message: "later" } }],
      [200, {}, guild],
    ]);
    const api = botApiClient({ apiUrl: url, token: "cbb_x", backoffMs: 10 });
    const started = Date.now();
    await expect(api.request("PUT", "/guilds/1", BotGuildSchema, { name: "x", icon: null })).resolves.toEqual(
      guild,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(seen).toEqual(Array(3).fill("PUT /api/bot/v1/guilds/1 Bearer cbb_x"));
  });

  it("throws the API's error for a 4xx without retrying", async () => {
    const { url, seen } = await serve([
      [409, {}, { error: { code: "conflict", message: "This alert is not active." } }],
    ]);
    const api = botApiClient({ apiUrl: url, token: "cbb_x", backoffMs: 10 });
    const failure = await api.request("GET", "/x", BotGuildSchema).catch((error) => error);
    expect(failure).toBeInstanceOf(BotApiError);
    expect(failure).toMatchObject({ status: 409, code: "conflict" });
    expect(seen).toHaveLength(1);
  });

  it("refuses an answer that does not match the contract", async () => {
    const { url } = await serve([[200, {}, { guildId: 1 }]]);
    const api = botApiClient({ apiUrl: url, token: "cbb_x" });
    await expect(api.request("GET", "/x", BotGuildSchema)).rejects.toThrow(/does not match the contract/);
  });

  it("gives up after maxAttempts server errors", async () => {
    const { url, seen } = await serve([]);
    const api = botApiClient({ apiUrl: url, token: "cbb_x", maxAttempts: 3, backoffMs: 1 });
    await expect(api.request("GET", "/x", BotGuildSchema)).rejects.toMatchObject({ status: 500 });
    expect(seen).toHaveLength(3);
  });
});
