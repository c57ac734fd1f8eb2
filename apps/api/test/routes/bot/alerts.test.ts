import { type BotAlertPage, BotAlertPageSchema } from "@chartbot/contracts/bot";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAccount } from "../../../src/data/accounts/ensure-account.js";
import { accounts, alerts, subscriptions } from "../../../src/db/schema.js";
import { botBearer, issueBotToken } from "../../support/bot.js";
import { createCommunity } from "../../support/communities.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
let token: string;
let linked: string;
let unlinked: string;
let communityId: string;
const GUILD = "920000000000000001";

beforeAll(async () => {
  t = await createTestApp();
  token = await issueBotToken(t.database.db);
  const account = (uid: string) =>
    ensureAccount(t.database.db, {
      uid,
      email: `${uid}@example.com`,
      emailVerified: true,
      displayName: undefined,
      photoURL: undefined,
    });
  linked = (await account("bot-alerts-linked")).id;
  unlinked = (await account("bot-alerts-unlinked")).id;
  await t.database.db
    .update(accounts)
    .set({ discordUserId: "930000000000000001" })
    .where(eq(accounts.id, linked));
  communityId = await createCommunity(t.database.db, [linked], { guildId: GUILD });
  // Channel alerts go out while their owner holds Price Alerts (alert-holds.test.ts holds them otherwise).
  await t.database.db
    .insert(subscriptions)
    .values({ accountId: linked, addonSlug: "price-alerts", status: "active" });
});
afterAll(() => t?.close());

type AlertValues = Partial<typeof alerts.$inferInsert> & { symbolId: string };
async function alert(values: AlertValues): Promise<string> {
  const [row] = await t.database.db
    .insert(alerts)
    .values({ accountId: linked, tickerInput: values.symbolId, placement: "above", level: 100, ...values })
    .returning({ id: alerts.id });
  return row?.id ?? "";
}

async function page(query = ""): Promise<BotAlertPage> {
  const response = await request(t.app, "GET", `/api/bot/v1/alerts${query}`, { as: token });
  expect(response.statusCode, response.body).toBe(200);
  return BotAlertPageSchema.parse(response.json());
}

async function all(limit: number) {
  const pages: BotAlertPage[] = [];
  let cursor: string | null = null;
  do {
    const next: BotAlertPage = await page(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    pages.push(next);
    cursor = next.nextCursor;
    expect(pages.length).toBeLessThan(100);
  } while (cursor);
  return pages;
}

describe("GET /api/bot/v1/alerts", () => {
  it("groups active, unexpired alerts by symbol, a page of symbols at a time, with where each is delivered", async () => {
    const [btc, eth] = DEFAULT_SYMBOL_IDS as unknown as [string, string];
    const dm = await alert({ symbolId: btc, level: 150_000, message: "high", cooldownMinutes: 60 });
    const channel = await alert({
      symbolId: btc,
      level: 90_000,
      placement: "below",
      communityId,
      channelId: "940000000000000001",
      roleId: "950000000000000001",
    });
    const unlinkedDm = await alert({ symbolId: eth, accountId: unlinked });
    const later = new Date(Date.now() + 3_600_000);
    const expiring = await alert({ symbolId: "symbol:c", expiresAt: later });
    await alert({ symbolId: "symbol:d" });
    await alert({ symbolId: "symbol:e" });
    // None of these is watched: paused, triggered, canceled, expired by status or by time.
    await alert({ symbolId: btc, status: "paused" });
    await alert({ symbolId: btc, status: "triggered", triggeredAt: new Date() });
    await alert({ symbolId: "symbol:only-closed", status: "canceled" });
    await alert({ symbolId: "symbol:only-expired", expiresAt: new Date(Date.now() - 1000) });
    await alert({ symbolId: "symbol:only-expired-status", status: "expired" });

    const pages = await all(2);
    expect(pages.map((p) => p.symbols.map((s) => s.symbolId))).toEqual([
      [btc, eth],
      ["symbol:c", "symbol:d"],
      ["symbol:e"],
    ]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const [first] = pages;
    expect(btc < eth && eth < "symbol:c").toBe(true);
    const bySymbol = new Map(pages.flatMap((p) => p.symbols).map((s) => [s.symbolId, s]));
    expect(first?.symbols.map((s) => s.ticker)).toEqual(["BTCUSD", "ETHUSD"]);
    expect(bySymbol.get("symbol:c")?.ticker).toBe("symbol:c");
    const btcAlerts = bySymbol.get(btc)?.alerts ?? [];
    expect(btcAlerts.map((a) => a.id).sort()).toEqual([dm, channel].sort());
    expect(btcAlerts.find((a) => a.id === dm)).toMatchObject({
      placement: "above",
      level: 150_000,
      message: "high",
      cooldownMinutes: 60,
      lastTriggeredAt: null,
      expiresAt: null,
      delivery: { kind: "direct-message", discordUserId: "930000000000000001" },
    });
    expect(btcAlerts.find((a) => a.id === channel)).toMatchObject({
      placement: "below",
      cooldownMinutes: null,
      delivery: {
        kind: "channel",
        guildId: GUILD,
        channelId: "940000000000000001",
        roleId: "950000000000000001",
      },
    });
    expect(bySymbol.get(eth)?.alerts).toMatchObject([
      { id: unlinkedDm, delivery: { kind: "direct-message", discordUserId: null } },
    ]);
    expect(bySymbol.get("symbol:c")?.alerts).toMatchObject([
      { id: expiring, expiresAt: later.toISOString() },
    ]);

    // One page with everything when the limit allows; the default limit too.
    expect((await page("?limit=5")).nextCursor).toBeNull();
    expect((await page()).symbols).toHaveLength(5);
  });

  it("refuses bad cursors and limits with 400", async () => {
    const feedCursor = Buffer.from(
      JSON.stringify({ v: 1, t: "1", i: "00000000-0000-0000-0000-000000000000" }),
    ).toString("base64url");
    for (const query of [
      "cursor=***",
      "cursor=e30",
      `cursor=${feedCursor}`,
      "limit=0",
      "limit=1001",
      "limit=-1",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/bot/v1/alerts?${query}`,
        headers: botBearer(token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
    }
  });
});
