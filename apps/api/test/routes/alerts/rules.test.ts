import type { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireAlerts } from "../../../src/data/alerts/expire-alerts.js";
import { alerts, alertTests, communities, subscriptions } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { issueBotToken } from "../../support/bot.js";
import { addTestServer, startFakeDiscord } from "../../support/discord.js";
import { EMBEDDED_INTERNAL_WEBHOOKS } from "../../support/embedded-ipv4-webhooks.js";
import type { TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let discord: FakeDiscord;
let botToken = "";
beforeAll(async () => {
  discord = await startFakeDiscord();
  t = await createTestApp(discord.env);
  botToken = await issueBotToken(t.database.db, "alert rules test");
});
afterAll(async () => {
  await t?.close();
  await discord?.stop();
});

const withPriceAlerts = (accountId: string) =>
  t.database.db.insert(subscriptions).values({ accountId, addonSlug: "price-alerts", status: "active" });
/** Asks the API to create an alert, as the dashboard does; its response. */
const postAlert = (user: TestUser, body: object) => request(t.app, "POST", "/api/alerts", { as: user, body });
/** Creates an alert through the API; its answer (the alert). */
const createAlert = async (user: TestUser, body: object) => (await postAlert(user, body)).json();
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** Every alert the bot reads, by id (all pages). */
async function botAlerts() {
  const found = new Map<string, Record<string, unknown>>();
  let cursor: string | null = null;
  do {
    const response = await request(
      t.app,
      "GET",
      `/api/bot/v1/alerts?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
      { as: botToken },
    );
    expect(response.statusCode).toBe(200);
    const page = response.json();
    for (const symbol of page.symbols) for (const alert of symbol.alerts) found.set(alert.id, alert);
    cursor = page.nextCursor;
  } while (cursor);
  return found;
}

describe("conditions", () => {
  it("stores crosses and percent moves and gives the bot what it evaluates", async () => {
    const user = await createTestAccount(t);
    const crosses = await postAlert(user, { ticker: "AAPL", placement: "crosses", level: 200 });
    expect(crosses.statusCode).toBe(201);
    expect(crosses.json()).toMatchObject({ placement: "crosses", level: 200, percent: null, window: null });
    const move = await postAlert(user, {
      ticker: "AAPL",
      placement: "percent_move",
      percent: 5,
      window: "24h",
    });
    expect(move.statusCode).toBe(201);
    expect(move.json()).toMatchObject({ placement: "percent_move", level: null, percent: 5, window: "24h" });

    const seen = await botAlerts();
    expect(seen.get(crosses.json().id)).toMatchObject({
      placement: "crosses",
      level: 200,
      windowMinutes: null,
    });
    expect(seen.get(move.json().id)).toMatchObject({
      placement: "percent_move",
      level: null,
      percent: 5,
      window: "24h",
      windowMinutes: 1440,
    });
  });

  it.each([
    [{ placement: "percent_move", percent: 5 }, "window: "],
    [{ placement: "percent_move", window: "1h" }, "percent: "],
    [{ placement: "percent_move", percent: 5, window: "1h", level: 10 }, "level: "],
    [{ placement: "percent_move", percent: 0, window: "1h" }, "percent: "],
    [{ placement: "percent_move", percent: 101, window: "1h" }, "percent: "],
    [{ placement: "percent_move", percent: 5, window: "2h" }, "window: "],
    [{ placement: "above", level: 10, percent: 5 }, "percent: "],
    [{ placement: "crosses" }, "level: "],
    [{ placement: "above", level: 10, expiresAt: "2020-01-01T00:00:00Z" }, "expiresAt: "],
    [{ placement: "above", level: 10, expiresAt: "tomorrow" }, "expiresAt: "],
    [{ placement: "above", level: 10, cooldownMinutes: 1 }, "cooldownMinutes: "],
    [{ placement: "above", level: 10, cooldownMinutes: 20_000 }, "cooldownMinutes: "],
    [{ placement: "every" }, "cooldownMinutes: "],
    [{ placement: "every", cooldownMinutes: 90 }, "cooldownMinutes: "],
    [{ placement: "every", cooldownMinutes: 240, level: 10 }, "level: "],
  ])("refuses %j with 400 naming the field", async (rule, field) => {
    const user = await createTestAccount(t);
    const response = await postAlert(user, { ticker: "MSFT", ...rule });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    expect(response.json().error.message).toContain(field);
    expect(await t.database.db.select().from(alerts).where(eq(alerts.accountId, user.accountId))).toEqual([]);
  });
});

describe("scheduled price updates (every N hours)", () => {
  it("posts the price on a schedule: stored with its period, fed to the bot, any price reported, repeating", async () => {
    const user = await createTestAccount(t);
    const created = await postAlert(user, { ticker: "AAPL", placement: "every", cooldownMinutes: 240 });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      placement: "every",
      level: null,
      percent: null,
      window: null,
      cooldownMinutes: 240,
      status: "active",
    });
    expect((await botAlerts()).get(id)).toMatchObject({
      placement: "every",
      level: null,
      cooldownMinutes: 240,
    });

    // Whatever the price, the update is due: the report is taken and the alert keeps its schedule.
    for (const [triggerId, price] of [
      ["e-1", 1],
      ["e-2", 1_000_000],
    ] as const) {
      const report = await request(t.app, "POST", `/api/bot/v1/alerts/${id}/triggers`, {
        as: botToken,
        body: { triggerId, price, triggeredAt: new Date().toISOString() },
      });
      expect(report.statusCode, report.body).toBe(201);
      expect(report.json().alertStatus).toBe("active");
    }

    // The same period of the same market is the same alert; another period is another.
    const again = await postAlert(user, { ticker: "AAPL", placement: "every", cooldownMinutes: 240 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain("every 4 hours");
    expect(
      (await postAlert(user, { ticker: "AAPL", placement: "every", cooldownMinutes: 60 })).statusCode,
    ).toBe(201);
    // An edit of the period is checked as a rule: it must stay whole hours, and not repeat another alert.
    const edit = (body: object) => request(t.app, "PATCH", `/api/alerts/${id}`, { as: user, body });
    expect((await edit({ cooldownMinutes: 45 })).statusCode).toBe(400);
    expect((await edit({ cooldownMinutes: 60 })).statusCode).toBe(409);
    const weekly = await edit({ cooldownMinutes: 10_080 });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.json()).toMatchObject({ placement: "every", cooldownMinutes: 10_080 });
  });
});

describe("expiry and repetition", () => {
  it("stores an expiry and a cooldown; a repeating alert stays active after a trigger", async () => {
    const user = await createTestAccount(t);
    const expiresAt = inAnHour();
    const created = await postAlert(user, {
      ticker: "NVDA",
      placement: "below",
      level: 50,
      expiresAt,
      cooldownMinutes: 60,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ expiresAt, cooldownMinutes: 60 });
    const { id } = created.json();
    const first = await request(t.app, "POST", `/api/bot/v1/alerts/${id}/triggers`, {
      as: botToken,
      body: {
        triggerId: "r-1",
        price: 49,
        triggeredAt: new Date().toISOString(),
      },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().alertStatus).toBe("active");
    expect((await request(t.app, "GET", `/api/alerts/${id}`, { as: user })).json()).toMatchObject({
      status: "active",
    });
    expect((await botAlerts()).has(id)).toBe(true);

    const once = await createAlert(user, { ticker: "NVDA", placement: "above", level: 500 });
    const fired = await request(t.app, "POST", `/api/bot/v1/alerts/${once.id}/triggers`, {
      as: botToken,
      body: {
        triggerId: "o-1",
        price: 501,
        triggeredAt: new Date().toISOString(),
      },
    });
    expect(fired.json().alertStatus).toBe("triggered");
  });

  it("expires alerts past their expiry: shown expired at once, marked by the hourly job, left out for the bot", async () => {
    const user = await createTestAccount(t);
    const { id } = await createAlert(user, {
      ticker: "TSLA",
      placement: "above",
      level: 900,
      expiresAt: inAnHour(),
    });
    await t.database.db
      .update(alerts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(alerts.id, id));
    expect((await request(t.app, "GET", `/api/alerts/${id}`, { as: user })).json().status).toBe("expired");
    expect((await botAlerts()).has(id)).toBe(false);
    // Before the sweep too, the list counts it as expired, and it neither blocks the same alert again nor
    // takes a place under the limit.
    const listed = (await request(t.app, "GET", "/api/alerts", { as: user })).json();
    expect(listed.counts).toMatchObject({ active: 0, expired: 1 });
    const again = await postAlert(user, { ticker: "TSLA", placement: "above", level: 900 });
    expect(again.statusCode).toBe(201);
    await request(t.app, "DELETE", `/api/alerts/${again.json().id}`, { as: user });
    expect(await expireAlerts(t.database.db, new Date())).toContain(id);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row?.status).toBe("expired");
    const edit = await request(t.app, "PATCH", `/api/alerts/${id}`, { as: user, body: { level: 950 } });
    expect(edit.statusCode).toBe(409);
  });
});

describe("delivery", () => {
  it("needs the Price Alerts add-on for a webhook or a channel (402)", async () => {
    const user = await createTestAccount(t);
    const response = await postAlert(user, {
      ticker: "AAPL",
      placement: "above",
      level: 1,
      webhookUrl: "https://93.184.216.34/hook",
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().error.code).toBe("addon_required");
    expect(response.json().error.message).toMatch(/Price Alerts/);
  });

  it.each([
    ["http://93.184.216.34/hook", /https/],
    ["https://localhost/hook", /loopback/],
    ["https://[::ffff:10.0.0.1]/", /private/],
    ["https://10.1.2.3/hook", /private/],
    ["https://169.254.169.254/latest/meta-data", /link-local/],
    ["https://100.64.0.1/x", /carrier-grade NAT/],
    ["https://[fe80::1]/x", /link-local/],
    ["https://[fd00::1]/x", /private/],
    ["https://0.0.0.0/x", /unspecified/],
  ])("refuses the webhook %s with 400", async (webhookUrl, reason) => {
    const user = await createTestAccount(t);
    await withPriceAlerts(user.accountId);
    const response = await postAlert(user, {
      ticker: "AAPL",
      placement: "above",
      level: 1,
      webhookUrl,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "validation_failed",
      message: expect.stringMatching(reason),
    });
    expect(response.json().error.message).toMatch(/^webhookUrl: /);
  });

  it("refuses every IPv6 form of an internal IPv4 address on create and on edit, changing nothing", async () => {
    const user = await createTestAccount(t);
    await withPriceAlerts(user.accountId);
    const created = await postAlert(user, { ticker: "AAPL", placement: "above", level: 5 });
    expect(created.statusCode).toBe(201);
    const rowsBefore = await t.database.db.select().from(alerts).where(eq(alerts.accountId, user.accountId));
    for (const [webhookUrl, refusal] of EMBEDDED_INTERNAL_WEBHOOKS) {
      const create = await postAlert(user, {
        ticker: "AAPL",
        placement: "above",
        level: 6,
        webhookUrl,
      });
      const edit = await request(t.app, "PATCH", `/api/alerts/${created.json().id}`, {
        as: user,
        body: { webhookUrl },
      });
      for (const [what, response] of [
        ["create", create],
        ["edit", edit],
      ] as const) {
        expect(response.statusCode, `${what} ${webhookUrl}: ${response.body}`).toBe(400);
        expect(response.json().error.code).toBe("validation_failed");
        expect(response.json().error.message, `${what} ${webhookUrl}`).toMatch(/^webhookUrl: /);
        expect(response.json().error.message, `${what} ${webhookUrl}`).toMatch(refusal);
      }
    }
    expect(await t.database.db.select().from(alerts).where(eq(alerts.accountId, user.accountId))).toEqual(
      rowsBefore,
    );
  });

  it("accepts a public https webhook and hands it to the bot; never with a channel too", async () => {
    const user = await createTestAccount(t);
    await withPriceAlerts(user.accountId);
    const webhookUrl = "https://93.184.216.34/hooks/secret-token";
    const created = await postAlert(user, {
      ticker: "AMZN",
      placement: "above",
      level: 1,
      webhookUrl,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ delivery: "webhook", webhookUrl, communityId: null });
    expect((await botAlerts()).get(created.json().id)).toMatchObject({
      delivery: { kind: "webhook", url: webhookUrl },
    });
    const both = await postAlert(user, {
      ticker: "AMZN",
      placement: "above",
      level: 2,
      webhookUrl,
      communityId: "7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
      channelId: "123456789012345678",
    });
    expect(both.statusCode).toBe(400);
  });

  it("refuses another user's community on create and on edit with 404, changing nothing", async () => {
    const user = await createTestAccount(t);
    await withPriceAlerts(user.accountId);
    const server = addTestServer(discord.world);
    const [foreign] = await t.database.db
      .insert(communities)
      .values({ guildId: server.guildId, name: "Not yours" })
      .returning();
    const target = { communityId: foreign?.id, channelId: server.channelId };
    const create = await postAlert(user, {
      ticker: "AAPL",
      placement: "above",
      level: 3,
      ...target,
    });
    expect(create.statusCode).toBe(404);
    const { id } = await createAlert(user, { ticker: "AAPL", placement: "above", level: 3 });
    const edit = await request(t.app, "PATCH", `/api/alerts/${id}`, { as: user, body: target });
    expect(edit.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row).toMatchObject({ communityId: null, channelId: null });
  });
});

describe("editing an alert", () => {
  it("edits the condition, message, expiry, repetition and delivery, validated as on create", async () => {
    const user = await createTestAccount(t);
    await withPriceAlerts(user.accountId);
    const { id } = await createAlert(user, { ticker: "META", placement: "above", level: 500 });

    const edited = await request(t.app, "PATCH", `/api/alerts/${id}`, {
      as: user,
      body: {
        level: 520,
        message: "Meta breakout",
        cooldownMinutes: 30,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      placement: "above",
      level: 520,
      message: "Meta breakout",
      cooldownMinutes: 30,
    });

    const move = await request(t.app, "PATCH", `/api/alerts/${id}`, {
      as: user,
      body: {
        placement: "percent_move",
        percent: 3,
        window: "1h",
      },
    });
    expect(move.statusCode).toBe(200);
    expect(move.json()).toMatchObject({ placement: "percent_move", level: null, percent: 3, window: "1h" });
    expect(move.json().message).toBe("Meta breakout");

    for (const bad of [
      { placement: "above" },
      { expiresAt: "2001-01-01T00:00:00Z" },
      { webhookUrl: "https://127.0.0.1/x" },
      { percent: 500, window: "1h", placement: "percent_move" },
    ]) {
      const response = await request(t.app, "PATCH", `/api/alerts/${id}`, { as: user, body: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const hook = await request(t.app, "PATCH", `/api/alerts/${id}`, {
      as: user,
      body: {
        webhookUrl: "https://93.184.216.34/h",
        expiresAt: null,
        cooldownMinutes: null,
      },
    });
    expect(hook.json()).toMatchObject({ delivery: "webhook", cooldownMinutes: null, expiresAt: null });
    const dm = await request(t.app, "PATCH", `/api/alerts/${id}`, { as: user, body: { webhookUrl: null } });
    expect(dm.json()).toMatchObject({ delivery: "direct-message", webhookUrl: null });
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, id));
    expect(row).toMatchObject({ placement: "percent_move", percent: 3, window: "1h", webhookUrl: null });
  });

  it("refuses an edit that duplicates another open alert with 409", async () => {
    const user = await createTestAccount(t);
    await postAlert(user, { ticker: "AAPL", placement: "above", level: 300 });
    const { id } = await createAlert(user, { ticker: "AAPL", placement: "above", level: 400 });
    const response = await request(t.app, "PATCH", `/api/alerts/${id}`, {
      as: user,
      body: { placement: "above", level: 300.1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("duplicate_alert");
  });
});

describe("Send test", () => {
  it("round-trips through the bot API: requested, picked up with its target, reported, shown", async () => {
    const user = await createTestAccount(t);
    await withPriceAlerts(user.accountId);
    const webhookUrl = "https://93.184.216.34/hooks/test";
    const { id } = await createAlert(user, {
      ticker: "AAPL",
      placement: "below",
      level: 7,
      webhookUrl,
      message: "hi",
    });

    const requested = await request(t.app, "POST", `/api/alerts/${id}/test`, { as: user });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({ status: "pending", failureReason: null });
    const again = await request(t.app, "POST", `/api/alerts/${id}/test`, { as: user });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe("rate_limited");
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);

    const pending = await request(t.app, "GET", "/api/bot/v1/alert-tests", { as: botToken });
    expect(pending.statusCode).toBe(200);
    const mine = pending.json().items.find((item: { alertId: string }) => item.alertId === id);
    expect(mine).toMatchObject({
      id: requested.json().id,
      ticker: "AAPL",
      message: "hi",
      delivery: { kind: "webhook", url: webhookUrl },
    });

    const failed = await request(t.app, "PUT", `/api/bot/v1/alert-tests/${mine.id}`, {
      as: botToken,
      body: { status: "failed", reason: "HTTP 410 Gone" },
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: "failed", failureReason: "HTTP 410 Gone" });
    const replay = await request(t.app, "PUT", `/api/bot/v1/alert-tests/${mine.id}`, {
      as: botToken,
      body: { status: "delivered" },
    });
    expect(replay.json().status).toBe("failed");

    expect((await request(t.app, "GET", `/api/alerts/${id}`, { as: user })).json().test).toMatchObject({
      status: "failed",
      failureReason: "HTTP 410 Gone",
    });
    const later = (await request(t.app, "GET", "/api/bot/v1/alert-tests", { as: botToken })).json().items;
    expect(later.some((item: { id: string }) => item.id === mine.id)).toBe(false);
  });

  it("answers 404 for another user's alert and for an unknown test", async () => {
    const owner = await createTestAccount(t);
    const other = await createTestAccount(t);
    const { id } = await createAlert(owner, { ticker: "AAPL", placement: "above", level: 8 });
    expect((await request(t.app, "POST", `/api/alerts/${id}/test`, { as: other })).statusCode).toBe(404);
    expect(await t.database.db.select().from(alertTests).where(eq(alertTests.alertId, id))).toEqual([]);
    const unknown = await request(
      t.app,
      "PUT",
      "/api/bot/v1/alert-tests/00000000-0000-4000-8000-000000000000",
      {
        as: botToken,
        body: {
          status: "delivered",
        },
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("filters, sorting and paging", () => {
  /** Every alert id of the list with `query`, one page of `limit` at a time, following the cursors. */
  async function allPages(user: TestUser, query: string, limit = 2) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await request(
        t.app,
        "GET",
        `/api/alerts?limit=${limit}${query ? `&${query}` : ""}${cursor ? `&cursor=${cursor}` : ""}`,
        { as: user },
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      ids.push(...page.items.map((item: { id: string }) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  it("filters by condition and delivery, sorts by ticker and level, and pages each order exactly", async () => {
    const user = await createTestAccount(t);
    await withPriceAlerts(user.accountId);
    const make = async (body: object) => {
      const response = await postAlert(user, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const msft = await make({ ticker: "MSFT", placement: "above", level: 300 });
    const aapl = await make({ ticker: "aapl", placement: "below", level: 150 });
    const tsla = await make({ ticker: "TSLA", placement: "crosses", level: 150.5 });
    const move = await make({ ticker: "AMZN", placement: "percent_move", percent: 2, window: "4h" });
    const hook = await make({
      ticker: "NVDA",
      placement: "above",
      level: 1,
      webhookUrl: "https://93.184.216.34/h",
    });

    expect(await allPages(user, "")).toEqual([hook, move, tsla, aapl, msft]);
    expect(await allPages(user, "sort=ticker")).toEqual([aapl, move, msft, hook, tsla]);
    expect(await allPages(user, "sort=level")).toEqual([hook, aapl, tsla, msft, move]);
    expect(await allPages(user, "condition=percent_move")).toEqual([move]);
    expect(await allPages(user, "delivery=webhook")).toEqual([hook]);
    expect(await allPages(user, "delivery=direct-message&sort=level")).toEqual([aapl, tsla, msft, move]);

    // A cursor of one order is refused in another.
    const first = (await request(t.app, "GET", "/api/alerts?limit=2&sort=ticker", { as: user })).json();
    const mixed = await request(t.app, "GET", `/api/alerts?limit=2&sort=level&cursor=${first.nextCursor}`, {
      as: user,
    });
    expect(mixed.statusCode).toBe(400);
    expect((await request(t.app, "GET", "/api/alerts?sort=price", { as: user })).statusCode).toBe(400);
  });
});
