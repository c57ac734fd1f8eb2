import type { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, alerts, communities, communityAdmins, subscriptions } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { addTestServer, startFakeDiscord } from "../../support/discord.js";
import { bearer, createTestUser, type TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let discord: FakeDiscord;
beforeAll(async () => {
  discord = await startFakeDiscord();
  t = await createTestApp(discord.env);
});
afterAll(async () => {
  await t?.close();
  await discord?.stop();
});

/** A verified user whose account row exists, with its id. */

/** Gives the account the Price Alerts add-on (channel and webhook delivery). */
const withPriceAlerts = (accountId: string) =>
  t.database.db.insert(subscriptions).values({ accountId, addonSlug: "price-alerts", status: "active" });

const snowflake = () => String(100_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));

describe("POST /api/alerts", () => {
  it("creates an alert with the ticker as typed and the catalogue symbol it resolved to", async () => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: {
        ticker: " aapl ",
        placement: "above",
        level: 250.5,
        message: "  Apple breakout  ",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ticker: "aapl",
      symbol: { ticker: "AAPL", provider: "Twelvedata", exchange: "NASDAQ", name: "Apple Inc." },
      placement: "above",
      level: 250.5,
      message: "Apple breakout",
      communityId: null,
      channelId: null,
      roleId: null,
      status: "active",
      triggeredAt: null,
    });
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, response.json().id));
    expect(row).toMatchObject({ accountId: user.accountId, tickerInput: "aapl", symbolId: row?.symbolId });
    expect(response.json().symbolId).toBe(row?.symbolId);
  });

  /** A community of the user's whose server is in the fake Discord, with the bot, a channel and a role. */
  async function administeredServer(accountId: string) {
    const server = addTestServer(discord.world);
    const [community] = await t.database.db
      .insert(communities)
      .values({ guildId: server.guildId, name: "Traders" })
      .returning();
    if (!community) throw new Error("no community");
    await t.database.db.insert(communityAdmins).values({ communityId: community.id, accountId });
    // Channel alerts need the Price Alerts add-on.
    await withPriceAlerts(accountId);
    return { ...server, communityId: community.id };
  }

  it("sends the alert to a channel of a community the user administers, mentioning a role", async () => {
    const user = await createTestAccount(t);
    const { communityId, channelId, roleId } = await administeredServer(user.accountId);
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: {
        ticker: "EURUSD",
        placement: "below",
        level: 1.05,
        communityId,
        channelId,
        roleId,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ communityId, channelId, roleId });
  });

  it("refuses a channel or role of another server, a voice channel, and @everyone unless chosen", async () => {
    const user = await createTestAccount(t);
    const mine = await administeredServer(user.accountId);
    const other = addTestServer(discord.world);
    const voice = discord.world.addChannel(mine.guildId, { name: "Voice", type: 2 });
    const alert = { ticker: "EURUSD", placement: "below", level: 1.01, communityId: mine.communityId };
    for (const [body, field] of [
      [{ channelId: other.channelId }, "channelId"],
      [{ channelId: voice.id }, "channelId"],
      [{ channelId: mine.channelId, roleId: other.roleId }, "roleId"],
      [{ channelId: mine.channelId, roleId: mine.guildId }, "roleId"],
      [{ channelId: mine.channelId, roleId: mine.guildId, mentionEveryone: false }, "roleId"],
    ] as const) {
      const response = await request(t.app, "POST", "/api/alerts", { as: user, body: { ...alert, ...body } });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "validation_failed",
        message: expect.stringMatching(new RegExp(`^${field}: `)),
      });
    }
    expect(await t.database.db.select().from(alerts).where(eq(alerts.accountId, user.accountId))).toEqual([]);
    const everyone = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: {
        ...alert,
        channelId: mine.channelId,
        roleId: mine.guildId,
        mentionEveryone: true,
      },
    });
    expect(everyone.statusCode).toBe(201);
    expect(everyone.json()).toMatchObject({ roleId: mine.guildId });
  });

  it("answers 404 for a community the user does not administer, and creates nothing", async () => {
    const user = await createTestAccount(t);
    await withPriceAlerts(user.accountId);
    const [community] = await t.database.db
      .insert(communities)
      .values({ guildId: snowflake(), name: "Someone else's" })
      .returning();
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: {
        ticker: "AAPL",
        placement: "above",
        level: 300,
        communityId: community?.id,
        channelId: snowflake(),
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("not_found");
    expect(await t.database.db.select().from(alerts).where(eq(alerts.accountId, user.accountId))).toEqual([]);
  });

  it.each([
    ["a missing level", { ticker: "AAPL", placement: "above" }, "level"],
    ["a level of 0", { ticker: "AAPL", placement: "above", level: 0 }, "level"],
    ["a negative level", { ticker: "AAPL", placement: "above", level: -5 }, "level"],
    ["a level in a string", { ticker: "AAPL", placement: "above", level: "100" }, "level"],
    ["a level of 1e400 (Infinity)", { ticker: "AAPL", placement: "above", level: "1e400" }, "level"],
    ["a level above 1e12", { ticker: "AAPL", placement: "above", level: 1e13 }, "level"],
    ["an unknown placement", { ticker: "AAPL", placement: "at", level: 1 }, "placement"],
    ["an empty ticker", { ticker: "   ", placement: "above", level: 1 }, "ticker"],
    ["a ticker too long", { ticker: "A".repeat(65), placement: "above", level: 1 }, "ticker"],
    [
      "a message too long",
      { ticker: "AAPL", placement: "above", level: 1, message: "x".repeat(201) },
      "message",
    ],
    ["a control character", { ticker: "AAPL", placement: "above", level: 1, message: "a\u0007b" }, "message"],
    ["an unknown mode", { ticker: "AAPL", placement: "above", level: 1, mode: "stocks" }, "mode"],
    ["an unknown field", { ticker: "AAPL", placement: "above", level: 1, extra: true }, ""],
    [
      "a channel id that is not a snowflake",
      { ticker: "AAPL", placement: "above", level: 1, channelId: "abc" },
      "",
    ],
    [
      "a channel without a community",
      { ticker: "AAPL", placement: "above", level: 1, channelId: snowflake() },
      "",
    ],
    [
      "a community that is not a uuid",
      { ticker: "AAPL", placement: "above", level: 1, communityId: "1" },
      "",
    ],
    [
      "a role without a channel",
      { ticker: "AAPL", placement: "above", level: 1, roleId: snowflake() },
      "roleId",
    ],
  ])("answers 400 validation_failed for %s", async (_name, body, field) => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "POST", "/api/alerts", { as: user, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    expect(response.json().error.message).toContain(field);
  });

  it("answers 400 for malformed JSON, with the error shape", async () => {
    const user = await createTestAccount(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      headers: { ...bearer(user), "content-type": "application/json" },
      payload: '{"ticker": "AAPL", "level": 1e400,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("bad_request");
  });

  it("answers 400 for a JSON level of 1e400, which parses to Infinity", async () => {
    const user = await createTestAccount(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      headers: { ...bearer(user), "content-type": "application/json" },
      payload: '{"ticker": "AAPL", "placement": "above", "level": 1e400}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "validation_failed" });
    expect(response.json().error.message).toMatch(/^level: /);
  });

  it("accepts a level with many decimals", async () => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: {
        ticker: "BTCUSDT",
        placement: "below",
        level: 0.000012345678901,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().level).toBe(0.000012345678901);
  });

  it("refuses an invalid ticker with 400 and an explanation", async () => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: { ticker: "BTC USD", placement: "above", level: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "validation_failed",
      message: expect.stringMatching(/^ticker: "BTC USD" is not a valid ticker\./),
    });
  });

  it("answers 401 without a token and 403 for an unverified user", async () => {
    const body = { ticker: "AAPL", placement: "above", level: 1 };
    expect((await request(t.app, "POST", "/api/alerts", { body })).statusCode).toBe(401);
    const unverified = await createTestUser(t.app.identity.auth, { verified: false });
    for (const [method, url] of [
      ["GET", "/alerts"],
      ["GET", "/alerts/resolve?ticker=AAPL"],
      ["POST", "/alerts"],
      ["PATCH", "/alerts/00000000-0000-4000-8000-000000000000"],
      ["DELETE", "/alerts/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const response = await request(t.app, method, `/api${url}`, {
        as: unverified,
        body: method === "POST" ? body : { status: "paused" },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe("email_not_verified");
    }
  });
});

describe("ticker resolution when creating an alert", () => {
  it("completes BTC to a BTC pair in crypto mode", async () => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: {
        ticker: "BTC",
        placement: "above",
        level: 100_000,
        mode: "crypto",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().ticker).toBe("BTC");
    expect(response.json().symbol.ticker).toMatch(/^BTCUSDT?$/);
  });

  it("uses the account's ticker mode when the body gives none", async () => {
    const user = await createTestAccount(t);
    await t.database.db.update(accounts).set({ tickerMode: "crypto" }).where(eq(accounts.id, user.accountId));
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: { ticker: "ETH", placement: "above", level: 5000 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().symbol).toMatchObject({ assetClass: "crypto" });
    expect(response.json().symbol.ticker).toMatch(/^ETHUSD/);
  });

  it("refuses BTC in traditional mode with ticker_not_found listing the suggestions", async () => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: { ticker: "BTC", placement: "above", level: 1 },
    });
    expect(response.statusCode).toBe(404);
    const { error } = response.json();
    expect(error.code).toBe("ticker_not_found");
    expect(error.message).toMatch(/^No market matches "BTC"\. Did you mean .*BTCUSD \(CoinGecko\).*\?$/);
    expect(error.message).toContain("BTCUSDT (Binance)");
  });

  it("says plainly when nothing resembles the ticker", async () => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: { ticker: "QQQQQZ", placement: "above", level: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: "ticker_not_found",
      message: expect.stringMatching(/^No market matches "QQQQQZ"\./),
    });
  });

  it.each(["traditional", "crypto"] as const)("resolves AAPL to the Apple stock in %s mode", async (mode) => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: {
        ticker: "AAPL",
        placement: "below",
        level: 150,
        mode,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().symbol).toMatchObject({ ticker: "AAPL", exchange: "NASDAQ" });
  });
});

describe("GET /api/alerts/resolve", () => {
  it("tells which market a ticker means in the account's mode", async () => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "GET", "/api/alerts/resolve?ticker=aapl", { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ticker: "aapl",
      mode: "traditional",
      ok: true,
      reason: null,
      symbol: { ticker: "AAPL", exchange: "NASDAQ", provider: "Twelvedata", name: "Apple Inc." },
      completed: false,
      suggestions: [],
      message: "AAPL (NASDAQ): Apple Inc.",
    });
  });

  it("completes a partial pair in crypto mode and lists the alternatives", async () => {
    const user = await createTestAccount(t);
    const response = await request(t.app, "GET", "/api/alerts/resolve?ticker=BTC&mode=crypto", { as: user });
    expect(response.json()).toMatchObject({ ok: true, mode: "crypto", completed: true });
    expect(response.json().symbol.ticker).toMatch(/^BTCUSDT?$/);
    expect(response.json().alternatives.length).toBeGreaterThan(0);
  });

  it("answers suggestions when nothing matches, empty and invalid input included", async () => {
    const user = await createTestAccount(t);
    const notFound = (
      await request(t.app, "GET", "/api/alerts/resolve?ticker=BTC&mode=traditional", { as: user })
    ).json();
    expect(notFound).toMatchObject({ ok: false, reason: "not-found", symbol: null, completed: false });
    expect(notFound.suggestions.map((s: { ticker: string }) => s.ticker)).toContain("BTCUSD");
    expect(notFound.message).toMatch(/^No market matches "BTC"\. Did you mean /);
    expect((await request(t.app, "GET", "/api/alerts/resolve?ticker=", { as: user })).json()).toMatchObject({
      ok: false,
      reason: "empty",
    });
    expect(
      (await request(t.app, "GET", "/api/alerts/resolve?ticker=BTC%20USD", { as: user })).json(),
    ).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });

  it("answers 400 without a ticker or with an unknown mode", async () => {
    const user = await createTestAccount(t);
    for (const url of ["/alerts/resolve", "/alerts/resolve?ticker=BTC&mode=stocks"]) {
      const response = await request(t.app, "GET", `/api${url}`, { as: user });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
  });
});

describe("GET /api/alerts", () => {
  it("lists only the user's own alerts, newest first, with their status and symbol", async () => {
    const user = await createTestAccount(t);
    const other = await createTestAccount(t);
    await request(t.app, "POST", "/api/alerts", {
      as: other,
      body: { ticker: "TSLA", placement: "above", level: 1 },
    });
    for (const level of [100, 200, 300]) {
      expect(
        (
          await request(t.app, "POST", "/api/alerts", {
            as: user,
            body: { ticker: "NVDA", placement: "above", level },
          })
        ).statusCode,
      ).toBe(201);
    }
    const response = await request(t.app, "GET", "/api/alerts", { as: user });
    expect(response.statusCode).toBe(200);
    const listed = response.json().items as { level: number; status: string; symbol: { ticker: string } }[];
    expect(listed.map((alert) => alert.level)).toEqual([300, 200, 100]);
    expect(listed.every((alert) => alert.status === "active" && alert.symbol.ticker === "NVDA")).toBe(true);
  });

  it("answers an empty list to a new user", async () => {
    const user = await createTestAccount(t);
    expect((await request(t.app, "GET", "/api/alerts", { as: user })).json()).toEqual({
      items: [],
      nextCursor: null,
      counts: { active: 0, paused: 0, triggered: 0, canceled: 0, expired: 0 },
    });
  });
});

describe("near-duplicate alerts", () => {
  const create = (user: TestUser, level: number, placement = "above", ticker = "MSFT") =>
    request(t.app, "POST", "/api/alerts", { as: user, body: { ticker, placement, level } });

  it("refuses a level within 0.1% of an open alert on the same symbol and side", async () => {
    const user = await createTestAccount(t);
    expect((await create(user, 100)).statusCode).toBe(201);
    for (const level of [100, 100.09, 99.91]) {
      const response = await create(user, level);
      expect(response.statusCode, String(level)).toBe(409);
      expect(response.json().error.code).toBe("duplicate_alert");
      expect(response.json().error.message).toContain("MSFT (NASDAQ) above 100");
    }
  });

  it("accepts a level just outside 0.1%, the other side, or another symbol", async () => {
    const user = await createTestAccount(t);
    expect((await create(user, 100)).statusCode).toBe(201);
    expect((await create(user, 100.11)).statusCode).toBe(201);
    expect((await create(user, 99.89)).statusCode).toBe(201);
    expect((await create(user, 100, "below")).statusCode).toBe(201);
    expect((await create(user, 100, "above", "AMZN")).statusCode).toBe(201);
  });

  it("counts a paused alert but not a triggered one, and the same symbol typed differently", async () => {
    const user = await createTestAccount(t);
    const paused = (await create(user, 50)).json();
    await request(t.app, "PATCH", `/api/alerts/${paused.id}`, { as: user, body: { status: "paused" } });
    const again = await request(t.app, "POST", "/api/alerts", {
      as: user,
      body: {
        ticker: "nasdaq:msft",
        placement: "above",
        level: 50.01,
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain("a paused alert");
    await t.database.db.update(alerts).set({ status: "triggered" }).where(eq(alerts.id, paused.id));
    expect((await create(user, 50)).statusCode).toBe(201);
  });

  it("does not compare with another user's alerts", async () => {
    const [first, second] = [await createTestAccount(t), await createTestAccount(t)];
    expect((await create(first, 42)).statusCode).toBe(201);
    expect((await create(second, 42)).statusCode).toBe(201);
  });
});

describe("PATCH /api/alerts/:id", () => {
  it("pauses an active alert and resumes it; repeating a state changes nothing", async () => {
    const user = await createTestAccount(t);
    const { id } = (
      await request(t.app, "POST", "/api/alerts", {
        as: user,
        body: { ticker: "SPY", placement: "below", level: 400 },
      })
    ).json();
    const paused = await request(t.app, "PATCH", `/api/alerts/${id}`, {
      as: user,
      body: { status: "paused" },
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id, status: "paused" });
    expect(
      (await request(t.app, "PATCH", `/api/alerts/${id}`, { as: user, body: { status: "paused" } })).json()
        .status,
    ).toBe("paused");
    const resumed = await request(t.app, "PATCH", `/api/alerts/${id}`, {
      as: user,
      body: { status: "active" },
    });
    expect(resumed.json()).toMatchObject({ id, status: "active" });
  });

  it.each([
    ["triggered", "has already triggered"],
    ["canceled", "has been canceled"],
    ["expired", "has expired"],
  ] as const)("answers 409 conflict for a %s alert and leaves it as it is", async (status, says) => {
    const user = await createTestAccount(t);
    const { id } = (
      await request(t.app, "POST", "/api/alerts", {
        as: user,
        body: { ticker: "QQQ", placement: "above", level: 500 },
      })
    ).json();
    await t.database.db.update(alerts).set({ status }).where(eq(alerts.id, id));
    for (const wanted of ["paused", "active"]) {
      const response = await request(t.app, "PATCH", `/api/alerts/${id}`, {
        as: user,
        body: { status: wanted },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: "conflict",
        message: `This alert ${says}, so it can no longer be ${wanted === "paused" ? "paused" : "resumed"}. Create a new alert instead.`,
      });
    }
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row?.status).toBe(status);
  });

  it("refuses other target states and bad ids with 400", async () => {
    const user = await createTestAccount(t);
    const { id } = (
      await request(t.app, "POST", "/api/alerts", {
        as: user,
        body: { ticker: "DIA", placement: "above", level: 1 },
      })
    ).json();
    for (const body of [
      { status: "triggered" },
      { status: "canceled" },
      {},
      { status: "paused", ticker: "QQQ" },
    ]) {
      const response = await request(t.app, "PATCH", `/api/alerts/${id}`, { as: user, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    expect(
      (await request(t.app, "PATCH", "/api/alerts/not-a-uuid", { as: user, body: { status: "paused" } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("another user's alert", () => {
  it("is invisible: 404 on update and delete, absent from the list, and left unchanged", async () => {
    const owner = await createTestAccount(t);
    const intruder = await createTestAccount(t);
    const { id } = (
      await request(t.app, "POST", "/api/alerts", {
        as: owner,
        body: { ticker: "AMD", placement: "above", level: 200 },
      })
    ).json();
    for (const [method, body] of [
      ["PATCH", { status: "paused" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await request(t.app, method, `/api/alerts/${id}`, { as: intruder, body });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({
        error: { code: "not_found", message: "This alert does not exist." },
      });
    }
    expect((await request(t.app, "GET", "/api/alerts", { as: intruder })).json().items).toEqual([]);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row?.status).toBe("active");
  });
});

describe("DELETE /api/alerts/:id", () => {
  it("deletes the alert; deleting it again answers 404", async () => {
    const user = await createTestAccount(t);
    const { id } = (
      await request(t.app, "POST", "/api/alerts", {
        as: user,
        body: { ticker: "META", placement: "above", level: 700 },
      })
    ).json();
    const response = await request(t.app, "DELETE", `/api/alerts/${id}`, { as: user });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await request(t.app, "DELETE", `/api/alerts/${id}`, { as: user })).statusCode).toBe(404);
    expect((await request(t.app, "GET", "/api/alerts", { as: user })).json().items).toEqual([]);
  });
});
