import { MAX_PRICE_SYMBOLS, MAX_REPORTED_PRICES, PRICE_HISTORY_HOURS } from "@chartbot/contracts/prices";
import { catalogue } from "@chartbot/symbol-catalogue";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alerts, reportedPrices } from "../../../src/db/schema.js";
import { createApiToken } from "../../support/api-tokens.js";
import { issueBotToken } from "../../support/bot.js";
import { communitySuite } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite();
const db = () => suite.t.database.db;
let botToken = "";
/** Catalogue symbols, one or more per test, so the tests' prices never meet. */
const SYMBOLS = Object.keys(catalogue).slice(0, 40);
let next = 0;
const freshSymbol = () => {
  const id = SYMBOLS[next++];
  if (!id) throw new Error("out of test symbols");
  return id;
};

beforeAll(async () => {
  botToken = await issueBotToken(db(), "prices test");
});

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** Reports `prices` as the bot, or as `as` (null: no credential). */
const report = (prices: unknown[], as: string | null = botToken) =>
  request(suite.t.app, "PUT", "/api/bot/v1/prices", { as: as ?? undefined, body: { prices } });
const storedOf = (symbolId: string) =>
  db()
    .select()
    .from(reportedPrices)
    .where(eq(reportedPrices.symbolId, symbolId))
    .orderBy(reportedPrices.observedAt);

describe("PUT /api/bot/v1/prices", () => {
  it("refuses a report without a bot token, or with a personal API token", async () => {
    const symbolId = freshSymbol();
    expect((await report([{ symbolId, price: 1, observedAt: ago(1) }], null)).statusCode).toBe(401);
    const personal = await createApiToken(suite.t.app, suite.owner, "read-write");
    const answer = await report([{ symbolId, price: 1, observedAt: ago(1) }], personal.token);
    expect(answer.statusCode).toBe(401);
    expect(await storedOf(symbolId)).toEqual([]);
  });

  it("stores a batch once: the same report again counts duplicates and changes nothing", async () => {
    const [a, b] = [freshSymbol(), freshSymbol()];
    const prices = [
      { symbolId: a, price: 100, observedAt: ago(2) },
      { symbolId: a, price: 101, observedAt: ago(1) },
      { symbolId: b, price: 0.5, observedAt: ago(1) },
    ];
    const first = await report(prices);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: 3, duplicates: 0, refused: [] });
    const again = await report(prices.map((entry) => ({ ...entry, price: entry.price * 1.01 })));
    expect(again.json()).toEqual({ recorded: 0, duplicates: 3, refused: [] });
    expect((await storedOf(a)).map((row) => row.price)).toEqual([100, 101]);
    expect((await storedOf(b)).map((row) => row.price)).toEqual([0.5]);
  });

  it.each([
    ["no prices", []],
    ["more prices than allowed", Array.from({ length: MAX_REPORTED_PRICES + 1 }, (_, i) => ({ i }))],
  ])("refuses a report with %s (400)", async (_, prices) => {
    const answer = await report(
      prices.map((_entry, i) => ({ symbolId: SYMBOLS[0], price: 1, observedAt: ago(i / 100) })),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe("validation_failed");
  });

  it("takes a report of the most prices allowed", async () => {
    const symbolId = freshSymbol();
    const prices = Array.from({ length: MAX_REPORTED_PRICES }, (_, i) => ({
      symbolId,
      price: 10 + i / 100,
      observedAt: new Date(Date.now() - 600_000 + i * 1000).toISOString(),
    }));
    expect((await report(prices)).json()).toEqual({
      recorded: MAX_REPORTED_PRICES,
      duplicates: 0,
      refused: [],
    });
  });

  it.each([
    ["a future time", { price: 1, observedAt: new Date(Date.now() + 3_600_000).toISOString() }, "observedAt"],
    [
      "a time older than the history",
      { price: 1, observedAt: ago(PRICE_HISTORY_HOURS * 60 + 5) },
      "observedAt",
    ],
    ["a zero price", { price: 0, observedAt: ago(1) }, "price"],
    ["a negative price", { price: -3, observedAt: ago(1) }, "price"],
    ["a price as text", { price: "12", observedAt: ago(1) }, "price"],
  ])("refuses the whole report for %s, naming the entry (400)", async (_, entry, field) => {
    const symbolId = freshSymbol();
    const answer = await report([
      { symbolId, price: 1, observedAt: ago(2) },
      { symbolId, ...entry },
    ]);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.code).toBe("validation_failed");
    expect(answer.json().error.message).toContain(`prices.1.${field}`);
    expect(await storedOf(symbolId)).toEqual([]);
  });

  it("refuses a price that is not finite (JSON's 1e999) and a symbol the catalogue does not list (400)", async () => {
    const symbolId = freshSymbol();
    const infinite = await request(suite.t.app, "PUT", "/api/bot/v1/prices", {
      as: botToken,
      headers: { "content-type": "application/json" },
      body: `{"prices":[{"symbolId":"${symbolId}","price":1e999,"observedAt":"${ago(1)}"}]}`,
    });
    expect(infinite.statusCode).toBe(400);
    const unknown = await report([{ symbolId: "999999999999999999", price: 1, observedAt: ago(1) }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("prices.0.symbolId");
  });

  it("refuses a jump of more than 2x within an hour of the last price, stores the rest, and accepts it after a gap", async () => {
    const [jumpy, calm] = [freshSymbol(), freshSymbol()];
    await report([{ symbolId: jumpy, price: 100, observedAt: ago(30) }]);
    const answer = await report([
      { symbolId: calm, price: 5, observedAt: ago(1) },
      { symbolId: jumpy, price: 250, observedAt: ago(20) },
      { symbolId: jumpy, price: 45, observedAt: ago(10) },
      { symbolId: jumpy, price: 190, observedAt: ago(5) },
    ]);
    expect(answer.statusCode).toBe(200);
    const result = answer.json();
    expect(result).toMatchObject({ recorded: 2, duplicates: 0 });
    expect(result.refused.map((r: { index: number; reason: string }) => [r.index, r.reason])).toEqual([
      [1, "implausible_jump"],
      [2, "implausible_jump"],
    ]);
    expect((await storedOf(jumpy)).map((row) => row.price)).toEqual([100, 190]);

    const stale = freshSymbol();
    await report([{ symbolId: stale, price: 100, observedAt: ago(180) }]);
    expect((await report([{ symbolId: stale, price: 400, observedAt: ago(1) }])).json()).toMatchObject({
      recorded: 1,
      refused: [],
    });
  });

  it("prunes the symbol's prices older than the kept history in the same write", async () => {
    const symbolId = freshSymbol();
    await db()
      .insert(reportedPrices)
      .values({
        symbolId,
        price: 7,
        observedAt: new Date(Date.now() - (PRICE_HISTORY_HOURS + 1) * 3_600_000),
      });
    await report([{ symbolId, price: 7.1, observedAt: ago(1) }]);
    expect((await storedOf(symbolId)).map((row) => row.price)).toEqual([7.1]);
  });
});

describe("GET /api/prices and /api/alerts/:id/prices", () => {
  it("answers each symbol's latest price with its age, stale after 5 minutes, null when never reported", async () => {
    const [fresh, old, never] = [freshSymbol(), freshSymbol(), freshSymbol()];
    await report([
      { symbolId: fresh, price: 10, observedAt: ago(3) },
      { symbolId: fresh, price: 11, observedAt: ago(1) },
      { symbolId: old, price: 20, observedAt: ago(6) },
    ]);
    const answer = await suite.request("GET", `/api/prices?symbols=${never},${fresh},${old}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const [n, f, o] = answer.json().prices;
    expect(n).toEqual({ symbolId: never, price: null, observedAt: null, ageSeconds: null, stale: true });
    expect(f).toMatchObject({ symbolId: fresh, price: 11, stale: false });
    expect(f.ageSeconds).toBeGreaterThanOrEqual(59);
    expect(f.ageSeconds).toBeLessThan(120);
    expect(o).toMatchObject({ symbolId: old, price: 20, stale: true });
  });

  it("refuses an unknown symbol, too many symbols and no credential", async () => {
    const unknown = await suite.request("GET", "/api/prices?symbols=nope");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("nope");
    const many = Array.from(
      { length: MAX_PRICE_SYMBOLS + 1 },
      (_, i) => SYMBOLS[i % SYMBOLS.length] + String(i),
    );
    expect((await suite.request("GET", `/api/prices?symbols=${many.join(",")}`)).statusCode).toBe(400);
    const anonymous = await request(suite.t.app, "GET", `/api/prices?symbols=${SYMBOLS[0]}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers the same to a personal API token under /api/v1", async () => {
    const symbolId = freshSymbol();
    await report([{ symbolId, price: 3, observedAt: ago(1) }]);
    const { token } = await createApiToken(suite.t.app, suite.owner, "read");
    const answer = await request(suite.t.app, "GET", `/api/v1/prices?symbols=${symbolId}`, { as: token });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().prices[0]).toMatchObject({ symbolId, price: 3, stale: false });
  });

  it("answers an alert's recent prices oldest first with its level, only to its owner", async () => {
    const symbolId = freshSymbol();
    const [alert] = await db()
      .insert(alerts)
      .values({ accountId: suite.ownerId, tickerInput: "X", symbolId, placement: "above", level: 12 })
      .returning();
    await report([
      { symbolId, price: 10, observedAt: ago(3) },
      { symbolId, price: 11, observedAt: ago(2) },
    ]);
    const answer = await suite.request("GET", `/api/alerts/${alert?.id}/prices`);
    expect(answer.statusCode, answer.body).toBe(200);
    const series = answer.json();
    expect(series).toMatchObject({ symbolId, level: 12, latest: { price: 11, stale: false } });
    expect(series.points.map((point: { price: number }) => point.price)).toEqual([10, 11]);
    const stranger = await suite.request("GET", `/api/alerts/${alert?.id}/prices`, undefined, suite.stranger);
    expect(stranger.statusCode).toBe(404);
  });
});

describe("GET /api/alerts?sort=closest", () => {
  it("lists alerts closest to firing first, those without a level or a fresh price after them, page by page", async () => {
    const [near, far, stale] = [freshSymbol(), freshSymbol(), freshSymbol()];
    await report([
      { symbolId: near, price: 100, observedAt: ago(1) },
      { symbolId: far, price: 100, observedAt: ago(1) },
      { symbolId: stale, price: 100, observedAt: ago(10) },
    ]);
    const insert = (tickerInput: string, values: Partial<typeof alerts.$inferInsert>) =>
      db()
        .insert(alerts)
        .values({ accountId: suite.strangerId, tickerInput, symbolId: near, placement: "above", ...values });
    await insert("FAR", { symbolId: far, level: 150 });
    await insert("NEAR-BELOW", { symbolId: near, placement: "below", level: 97 });
    await insert("STALE", { symbolId: stale, level: 101 });
    await insert("MOVE", {
      symbolId: near,
      placement: "percent_move",
      level: null,
      percent: 5,
      window: "1h",
    });
    await insert("NEAR", { symbolId: near, level: 102 });

    const tickers: string[] = [];
    let cursor: string | null = null;
    do {
      const answer = await suite.request(
        "GET",
        `/api/alerts?sort=closest&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        undefined,
        suite.stranger,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json();
      tickers.push(...page.items.map((alert: { ticker: string }) => alert.ticker));
      cursor = page.nextCursor;
    } while (cursor);
    // The ones without a distance newest first, as in every order.
    expect(tickers).toEqual(["NEAR", "NEAR-BELOW", "FAR", "MOVE", "STALE"]);
  });
});
