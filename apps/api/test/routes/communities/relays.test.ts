import { LIMITS } from "@chartbot/addons";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { relays } from "../../../src/db/schema.js";
import { createApiToken } from "../../support/api-tokens.js";
import { communitySuite } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite({ discord: true });

const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : JSON.parse(response.body);
};
/** The path of a relay URL (the part after the origin). */
const pathOf = (url: string) => new URL(url).pathname;
const post = (url: string, body: object | string, contentType?: string) =>
  request(suite.t.app, "POST", pathOf(url), {
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type": contentType ?? (typeof body === "string" ? "text/plain" : "application/json"),
    },
  });

describe("webhook relays of a community", () => {
  it("creates numbered relays with a URL shown once, lists them without secrets, and refuses outsiders with 404", async () => {
    const { id, channelId, roleId } = await suite.serverCommunity();
    const base = `/api/communities/${id}/relays`;
    const first = ok(await suite.request("POST", base, { channelId }));
    const second = ok(await suite.request("POST", base, { channelId, roleId }));
    expect(first).toMatchObject({ number: 1, channelId, roleId: null, lastUsedAt: null, recentMessages: [] });
    expect(second).toMatchObject({ number: 2, roleId });
    expect(first.url).toMatch(
      new RegExp(`^${suite.t.app.config.origins.dashboard}/api/relay/${first.id}/[A-Za-z0-9_-]{43}$`),
    );
    const secret = first.url.split("/").at(-1);
    const [stored] = await suite.t.database.db.select().from(relays).where(eq(relays.id, first.id));
    expect(stored?.secretHash).not.toContain(secret);
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const list = ok(await suite.request("GET", base));
    expect(list.limit).toBe(LIMITS.relaysPerCommunity);
    expect(list.relays.map((relay: { number: number }) => relay.number)).toEqual([1, 2]);
    expect(JSON.stringify(list)).not.toContain(secret);

    // Numbers are never given twice: after deleting 2, the next relay is 3.
    ok(await suite.request("DELETE", `${base}/${second.id}`));
    expect(ok(await suite.request("POST", base, { channelId })).number).toBe(3);

    for (const [method, path] of [
      ["GET", base],
      ["POST", `${base}/${first.id}/rotation`],
      ["DELETE", `${base}/${first.id}`],
    ] as const) {
      expect((await suite.request(method, path, undefined, suite.stranger)).statusCode).toBe(404);
    }
  });

  it("refuses a channel or role outside the server with a 400 naming the field", async () => {
    const { id } = await suite.serverCommunity();
    const other = await suite.serverCommunity();
    const base = `/api/communities/${id}/relays`;
    const channel = await suite.request("POST", base, { channelId: other.channelId });
    expect(channel.statusCode).toBe(400);
    expect(channel.json().error.message).toMatch(/^channelId:/);
    const missing = await suite.request("POST", base, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain("channelId");
  });

  it("queues JSON and plain text (204), marks the relay used, and shows each message's parse and state", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const relay = ok(await suite.request("POST", `/api/communities/${id}/relays`, { channelId }));
    expect(
      (
        await post(relay.url, {
          content: "Long BTC at 97,250",
          ticker: "btcusdt",
          chart: "15m",
          role: "@Signals",
        })
      ).statusCode,
    ).toBe(204);
    expect((await post(relay.url, "Plain words, posted as they are")).statusCode).toBe(204);
    const [listed] = ok(await suite.request("GET", `/api/communities/${id}/relays`)).relays;
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.recentMessages).toMatchObject([
      { content: "Plain words, posted as they are", ticker: null, chart: null, role: null, status: "queued" },
      {
        content: "Long BTC at 97,250",
        ticker: { input: "btcusdt", label: expect.stringContaining("BTCUSDT") },
        chart: "15m",
        role: "Signals",
        status: "queued",
      },
    ]);
  });

  it("takes the feature page's TradingView alert message with TradingView's expansions", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const relay = ok(await suite.request("POST", `/api/communities/${id}/relays`, { channelId }));
    // The message as the feature page prints it, with TradingView's placeholders filled in as it fills them.
    const template =
      '{\n  "content": "{{ticker}} crossed {{close}} on the {{interval}} chart",\n  "ticker": "{{exchange}}:{{ticker}}",\n  "chart": "{{interval}}"\n}';
    for (const [interval, timeframe] of [
      ["1", "1m"],
      ["15", "15m"],
      ["60", "1H"],
      ["240", "4H"],
      ["D", "1D"],
      ["1D", "1D"],
      ["W", "1W"],
      ["M", "1M"],
    ]) {
      const body = template
        .replaceAll("{{ticker}}", "BTCUSDT")
        .replaceAll("{{exchange}}", "BINANCE")
        .replaceAll("{{close}}", "97250.5")
        .replaceAll("{{interval}}", interval as string);
      const dry = await request(suite.t.app, "POST", `${pathOf(relay.url)}?dryRun=1`, {
        body,
        headers: { "content-type": "application/json; charset=utf-8" },
      });
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json()).toMatchObject({
        dryRun: true,
        content: `BTCUSDT crossed 97250.5 on the ${interval} chart`,
        ticker: { input: "BINANCE:BTCUSDT", label: "BTCUSDT (Binance)" },
        chart: timeframe,
        channelId,
        tickerMode: "traditional",
      });
    }
    // The dry runs queued nothing.
    const [listed] = ok(await suite.request("GET", `/api/communities/${id}/relays`)).relays;
    expect(listed.recentMessages).toEqual([]);
  });

  it("refuses bad bodies with a clear 4xx naming the field, and an unknown relay or wrong secret alike with 404", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const relay = ok(await suite.request("POST", `/api/communities/${id}/relays`, { channelId }));
    const refused = async (body: object | string, contentType?: string) => {
      const response = await post(relay.url, body, contentType);
      return { status: response.statusCode, message: response.json().error.message as string };
    };
    expect(await refused({ ticker: "btcusdt" })).toMatchObject({
      status: 400,
      message: /^content: is required/,
    });
    expect(await refused({ content: "x".repeat(2001) })).toMatchObject({
      status: 400,
      message: /^content:.*2000/,
    });
    expect(await refused({ content: 5 })).toMatchObject({
      status: 400,
      message: /^content: must be a string/,
    });
    expect(await refused({ content: "a", ticker: "no such $$ thing" })).toMatchObject({
      status: 400,
      message: /^ticker: /,
    });
    expect(await refused({ content: "a", ticker: "btcusdt", chart: "7m" })).toMatchObject({
      status: 400,
      message: /^chart: "7m" is not a timeframe/,
    });
    expect(await refused({ content: "a", chart: "15m" })).toMatchObject({ status: 400, message: /^ticker:/ });
    expect(await refused({ content: "a", colour: "red" })).toMatchObject({ status: 400, message: /colour/ });
    expect(await refused("   ")).toMatchObject({ status: 400, message: /^body:/ });
    expect((await post(relay.url, '{"content": "broken', "application/json")).statusCode).toBe(400);
    expect((await post(relay.url, "content=a", "application/x-www-form-urlencoded")).statusCode).toBe(415);
    const big = await post(relay.url, { content: "a", role: "r".repeat(9000) });
    expect(big.statusCode).toBe(413);

    const wrongSecret = await post(`${relay.url.slice(0, -4)}AAAA`, { content: "a" });
    const unknown = await post(relay.url.replace(relay.id, "00000000-0000-4000-8000-000000000000"), {
      content: "a",
    });
    expect(wrongSecret.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongSecret.json()).toEqual(unknown.json());
  });

  it(`accepts ${LIMITS.relayMessagesPerMinute} messages a minute per relay, then 429 with Retry-After`, async () => {
    const { id, channelId } = await suite.serverCommunity();
    const base = `/api/communities/${id}/relays`;
    const busy = ok(await suite.request("POST", base, { channelId }));
    const quiet = ok(await suite.request("POST", base, { channelId }));
    for (let i = 0; i < LIMITS.relayMessagesPerMinute; i += 1) {
      expect((await post(busy.url, { content: `message ${i}` })).statusCode).toBe(204);
    }
    const limited = await post(busy.url, { content: "one too many" });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post(quiet.url, { content: "another relay" })).statusCode).toBe(204);
  });

  it("ignores cookies and origins: a signed-in browser on another site may post (the secret is the credential), and gets no CORS", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const relay = ok(await suite.request("POST", `/api/communities/${id}/relays`, { channelId }));
    const response = await request(suite.t.app, "POST", pathOf(relay.url), {
      body: JSON.stringify({ content: "From a page" }),
      headers: {
        "content-type": "application/json",
        cookie: "__session=anything",
        origin: suite.t.app.config.origins.dashboard,
      },
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    const elsewhere = await request(suite.t.app, "POST", pathOf(relay.url), {
      body: "From elsewhere",
      headers: {
        "content-type": "text/plain",
        cookie: "__session=anything",
        origin: "https://elsewhere.example",
      },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(204);
  });

  it("rotates: the new URL works and the old one keeps working for the overlap; a delete stops both at once", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const base = `/api/communities/${id}/relays`;
    const relay = ok(await suite.request("POST", base, { channelId }));
    const rotated = ok(await suite.request("POST", `${base}/${relay.id}/rotation`));
    expect(rotated.url).not.toBe(relay.url);
    expect(Date.parse(rotated.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await post(relay.url, { content: "old" })).statusCode).toBe(204);
    expect((await post(rotated.url, { content: "new" })).statusCode).toBe(204);
    // Once the overlap is over, the old secret is refused.
    await suite.t.database.db
      .update(relays)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(relays.id, relay.id));
    expect((await post(relay.url, { content: "old" })).statusCode).toBe(404);
    expect((await post(rotated.url, { content: "new" })).statusCode).toBe(204);

    ok(await suite.request("DELETE", `${base}/${relay.id}`));
    expect((await post(rotated.url, { content: "gone" })).statusCode).toBe(404);
  });

  it("dry-runs a typed body from the dashboard in the channel's mode, and through the public API", async () => {
    const { id, channelId } = await suite.serverCommunity();
    const relay = ok(await suite.request("POST", `/api/communities/${id}/relays`, { channelId }));
    ok(
      await suite.request("PUT", `/api/communities/${id}/channel-overrides/${channelId}`, {
        tickerMode: "crypto",
        autoDeleteMinutes: null,
      }),
    );
    const dry = ok(
      await suite.request("POST", `/api/communities/${id}/relays/${relay.id}/dry-run`, {
        body: '{"content": "Breakout", "ticker": "btc", "chart": "4h"}',
      }),
    );
    expect(dry).toMatchObject({ dryRun: true, content: "Breakout", chart: "4H", tickerMode: "crypto" });
    expect(dry.ticker.input).toBe("btc");
    const text = ok(
      await suite.request("POST", `/api/communities/${id}/relays/${relay.id}/dry-run`, { body: "just text" }),
    );
    expect(text).toMatchObject({ content: "just text", ticker: null });

    const { token } = await createApiToken(suite.t.app, suite.owner, "read-write");
    const viaToken = await request(suite.t.app, "GET", `/api/v1/communities/${id}/relays`, { as: token });
    expect(ok(viaToken).relays).toHaveLength(1);
    const [listed] = ok(await suite.request("GET", `/api/communities/${id}/relays`)).relays;
    expect(listed.recentMessages).toEqual([]);
  });
});
