import { type BotChanges, BotChangesSchema, BotCommunitySchema } from "@chartbot/contracts/bot";
import { DEFAULT_SYMBOL_IDS, findByTicker } from "@chartbot/symbol-catalogue";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import {
  channelOverrides,
  communities,
  satellites,
  scheduledPosts,
  subscriptions,
  tradingviewLayouts,
} from "../../../src/db/schema.js";
import { issueBotToken, waitForFeedWatermark } from "../../support/bot.js";
import { communitySuite, createCommunity, grantAddon } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite();
let token: string;
beforeAll(async () => {
  token = await issueBotToken(suite.t.database.db);
});

const db = () => suite.t.database.db;

async function changes(cursor?: string, limit?: number): Promise<BotChanges> {
  const query = new URLSearchParams();
  if (cursor !== undefined) query.set("cursor", cursor);
  if (limit !== undefined) query.set("limit", String(limit));
  const response = await request(suite.t.app, "GET", `/api/bot/v1/changes?${query}`, { as: token });
  expect(response.statusCode, response.body).toBe(200);
  return BotChangesSchema.parse(response.json());
}

/** Follows the feed from `cursor` until `more` is false; every page's communities and the last cursor. */
async function drain(cursor?: string, limit = 100) {
  const pages: BotChanges[] = [];
  let next = cursor;
  for (;;) {
    const page = await changes(next, limit);
    pages.push(page);
    next = page.cursor;
    if (!page.more) break;
    expect(pages.length).toBeLessThan(1000);
  }
  return { pages, communities: pages.flatMap((page) => page.communities), cursor: next as string };
}

const settled = () => waitForFeedWatermark(db());

/** The ids the feed brings after `cursor` once every change so far is deliverable, and the cursor after them. */
async function changedSince(cursor: string, options: { settle?: boolean } = {}) {
  if (options.settle !== false) await settled();
  const result = await drain(cursor);
  return { ids: result.communities.map((c) => c.id), communities: result.communities, cursor: result.cursor };
}

const paidSymbol = () => {
  const symbol = findByTicker("SOLUSDT").find((s) => s.exchange === "binance");
  if (!symbol) throw new Error("SOLUSDT not in the catalogue");
  return symbol.id;
};

describe("GET /api/bot/v1/communities/:guildId", () => {
  it("answers a community's whole configuration, with the add-ons its slots give and which satellites run", async () => {
    const id = await createCommunity(db(), [suite.ownerId], {
      name: "Whole",
      tickerMode: "crypto",
      autoDeleteMinutes: 30,
      chartIndicators: ["RSI", "NotAnIndicatorAnyMore"],
      setupCompletedAt: new Date(),
    });
    const [row] = await db().select().from(communities).where(eq(communities.id, id));
    const guildId = row?.guildId ?? "";
    await grantAddon(db(), suite.ownerId, id, "price-satellite-bots", { slots: 1 });
    const [btc] = DEFAULT_SYMBOL_IDS;
    await db()
      .insert(satellites)
      .values({ communityId: id, symbolId: btc as string });
    await db().insert(satellites).values({ communityId: id, symbolId: paidSymbol() });
    await db()
      .insert(satellites)
      .values({ communityId: id, symbolId: findByTicker("XRPUSDT")[0]?.id ?? "" });
    await db()
      .insert(channelOverrides)
      .values({ communityId: id, channelId: "123", tickerMode: "traditional" });
    await db()
      .insert(scheduledPosts)
      .values({
        communityId: id,
        command: "chart",
        arguments: "BTCUSD",
        channelId: "456",
        periodMinutes: 60,
        timeZone: "Europe/Paris",
        days: ["mon", "fri"],
        startTime: "08:30",
        skipHolidays: true,
      });
    await db()
      .insert(tradingviewLayouts)
      .values({ communityId: id, label: "Main", url: "https://www.tradingview.com/chart/abc/", wide: true });

    const response = await request(suite.t.app, "GET", `/api/bot/v1/communities/${guildId}`, { as: token });
    expect(response.statusCode, response.body).toBe(200);
    const community = BotCommunitySchema.parse(response.json());
    expect(community).toMatchObject({
      id,
      guildId,
      name: "Whole",
      status: "connected",
      setupCompleted: true,
      tickerMode: "crypto",
      autoDeleteMinutes: 30,
      charting: { theme: "dark", indicators: ["RSI"] },
      channelOverrides: [{ channelId: "123", tickerMode: "traditional", autoDeleteMinutes: null }],
      scheduledPosts: [
        {
          command: "chart",
          arguments: "BTCUSD",
          channelId: "456",
          periodMinutes: 60,
          paused: false,
          timeZone: "Europe/Paris",
          days: ["mon", "fri"],
          startTime: "08:30",
          skipHolidays: true,
          marketHoursOnly: false,
          skipWeekends: false,
        },
      ],
      layouts: [{ label: "Main", url: "https://www.tradingview.com/chart/abc/", theme: "dark", wide: true }],
      addons: [{ slug: "price-satellite-bots", slots: 1 }],
    });
    // The bot is told when to run the post: a Monday or Friday, on the half hour (08:30 and hourly) in Paris.
    const nextRun = community.scheduledPosts[0]?.nextRunAt ?? "";
    expect(Date.parse(nextRun)).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat("en-US", {
        timeZone: "Europe/Paris",
        weekday: "short",
        minute: "2-digit",
      }).format(new Date(nextRun)),
    ).toMatch(/^(Mon|Fri), 30$/);
    // The free one runs, and the oldest paid one the single slot covers; the next paid one does not.
    expect(community.satellites.map((s) => [s.ticker, s.active])).toEqual([
      ["BTCUSD", true],
      ["SOLUSDT", true],
      ["XRPUSDT", false],
    ]);
  });

  it("answers 404 for a server with no community and 400 for a malformed server id", async () => {
    const missing = await request(suite.t.app, "GET", "/api/bot/v1/communities/999999999999999999", {
      as: token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: "not_found" } });
    const bad = await request(suite.t.app, "GET", "/api/bot/v1/communities/not-a-snowflake", { as: token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: "validation_failed" } });
  });
});

describe("GET /api/bot/v1/changes", () => {
  it("a full sync pages through every community once, oldest change first; then nothing new keeps the cursor", async () => {
    const created: string[] = [];
    for (let i = 0; i < 7; i += 1) created.push(await createCommunity(db(), [], { name: `Full ${i}` }));
    await settled();
    const full = await drain(undefined, 3);
    const ids = full.communities.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of created) expect(ids).toContain(id);
    expect(full.pages.length).toBeGreaterThanOrEqual(3);
    for (const page of full.pages.slice(0, -1)) {
      expect(page.more).toBe(true);
      expect(page.communities).toHaveLength(3);
    }
    expect(full.pages.at(-1)?.more).toBe(false);
    // The ones created in order come in that order (each insert its own, later, transaction).
    expect(ids.filter((id) => created.includes(id))).toEqual(created);

    const again = await changes(full.cursor);
    expect(again).toEqual({ communities: [], cursor: full.cursor, more: false });
  });

  it("an incremental sync brings exactly the community changed, whatever the bot reads of it changed", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1)
      ids.push(await createCommunity(db(), [suite.ownerId], { name: `Inc ${i}` }));
    const [settings, override, satellite, post, layout, slot, subscription, disconnect] = ids as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const subscriptionId = await grantAddon(db(), suite.ownerId, subscription, "scheduled-posting");
    await db()
      .insert(scheduledPosts)
      .values({ communityId: post, command: "chart", channelId: "1", periodMinutes: 60 });
    await settled();
    let cursor = (await drain()).cursor;

    const expectOnly = async (id: string, check: (c: BotChanges["communities"][number]) => void) => {
      const result = await changedSince(cursor);
      expect(result.ids).toEqual([id]);
      check(result.communities[0] as BotChanges["communities"][number]);
      cursor = result.cursor;
      expect((await changedSince(cursor)).ids).toEqual([]);
    };

    // Settings, changed by the dashboard's own route.
    const patched = await suite.request("PATCH", `/api/communities/${settings}`, { tickerMode: "crypto" });
    expect(patched.statusCode, patched.body).toBe(200);
    await expectOnly(settings, (c) => expect(c.tickerMode).toBe("crypto"));

    // Channel overrides, changed by the dashboard's own routes.
    const overrideUrl = `/api/communities/${override}/channel-overrides/100000000000000077`;
    const added = await suite.request("PUT", overrideUrl, { tickerMode: null, autoDeleteMinutes: 0 });
    expect(added.statusCode, added.body).toBe(201);
    await expectOnly(override, (c) =>
      expect(c.channelOverrides).toEqual([
        { channelId: "100000000000000077", tickerMode: null, autoDeleteMinutes: 0 },
      ]),
    );
    const edited = await suite.request("PUT", overrideUrl, { tickerMode: "crypto", autoDeleteMinutes: 0 });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectOnly(override, (c) => expect(c.channelOverrides[0]?.tickerMode).toBe("crypto"));
    expect((await suite.request("DELETE", overrideUrl)).statusCode).toBe(204);
    await expectOnly(override, (c) => expect(c.channelOverrides).toEqual([]));
    // A direct write (no route) moves the feed too.
    await db()
      .insert(channelOverrides)
      .values({ communityId: override, channelId: "78", autoDeleteMinutes: 5 });
    await expectOnly(override, (c) => expect(c.channelOverrides).toHaveLength(1));

    await db()
      .insert(satellites)
      .values({ communityId: satellite, symbolId: DEFAULT_SYMBOL_IDS[0] as string });
    await expectOnly(satellite, (c) => expect(c.satellites).toHaveLength(1));
    await db().delete(satellites).where(eq(satellites.communityId, satellite));
    await expectOnly(satellite, (c) => expect(c.satellites).toEqual([]));

    await db()
      .update(scheduledPosts)
      .set({ pausedAt: new Date() })
      .where(eq(scheduledPosts.communityId, post));
    await expectOnly(post, (c) => expect(c.scheduledPosts[0]?.paused).toBe(true));
    // So is a change of its time zone, days, start time or holiday skipping.
    for (const change of [
      { timeZone: "Asia/Tokyo" },
      { days: ["tue" as const] },
      { startTime: "10:00" },
      { skipHolidays: true },
    ]) {
      await db().update(scheduledPosts).set(change).where(eq(scheduledPosts.communityId, post));
      await expectOnly(post, (c) => expect(c.scheduledPosts[0]).toMatchObject(change));
    }
    // A run report alone (last run, failures) is not configuration: the feed stays quiet.
    await db()
      .update(scheduledPosts)
      .set({ lastRunAt: new Date(), consecutiveFailures: 1 })
      .where(eq(scheduledPosts.communityId, post));
    expect((await changedSince(cursor)).ids).toEqual([]);

    await db()
      .insert(tradingviewLayouts)
      .values({ communityId: layout, label: "L", url: "https://www.tradingview.com/chart/x/" });
    await expectOnly(layout, (c) => expect(c.layouts.map((l) => l.label)).toEqual(["L"]));

    await grantAddon(db(), suite.ownerId, slot, "tradingview-layouts");
    await expectOnly(slot, (c) => expect(c.addons.map((a) => a.slug)).toEqual(["tradingview-layouts"]));

    await db().update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, subscriptionId));
    await expectOnly(subscription, (c) => expect(c.addons).toEqual([]));

    await db().update(communities).set({ disconnectedAt: new Date() }).where(eq(communities.id, disconnect));
    await expectOnly(disconnect, (c) => expect(c.status).toBe("disconnected"));
  });

  it.runIf(process.env.DATABASE_URL)(
    "a change in a transaction still open while the feed is read comes on a later call, even after later commits",
    async () => {
      const late = await createCommunity(db(), [], { name: "Late" });
      const early = await createCommunity(db(), [], { name: "Early" });
      await settled();
      let cursor = (await drain()).cursor;
      const [row] = await db().select({ name: sql<string>`current_database()` }).from(communities).limit(1);
      const name = row?.name ?? "";
      const url = new URL(process.env.DATABASE_URL as string);
      url.pathname = `/${name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query("begin");
        await other.query("update communities set name = 'Late, renamed' where id = $1", [late]);
        // A later transaction commits while the first is still open.
        await db().update(communities).set({ name: "Early, renamed" }).where(eq(communities.id, early));
        const during = await changedSince(cursor, { settle: false });
        expect(during.ids).toEqual([]);
        expect(during.cursor).toBe(cursor);
        await other.query("commit");
        const after = await changedSince(cursor);
        expect(after.ids.sort()).toEqual([late, early].sort());
        expect(after.communities.find((c) => c.id === late)?.name).toBe("Late, renamed");
        cursor = after.cursor;
        expect((await changedSince(cursor)).ids).toEqual([]);
      } finally {
        await other.end();
      }
    },
  );

  it("refuses bad cursors and limits with 400", async () => {
    const alertsCursor = Buffer.from(JSON.stringify({ v: 1, s: "binance:BTCUSDT" })).toString("base64url");
    const otherVersion = Buffer.from(
      JSON.stringify({ v: 2, t: "1", i: "00000000-0000-0000-0000-000000000000" }),
    ).toString("base64url");
    const notNumber = Buffer.from(
      JSON.stringify({ v: 1, t: "1; drop table", i: "00000000-0000-0000-0000-000000000000" }),
    ).toString("base64url");
    for (const query of [
      "cursor=%%%",
      "cursor=bm90IGpzb24",
      `cursor=${alertsCursor}`,
      `cursor=${otherVersion}`,
      `cursor=${notNumber}`,
      "limit=0",
      "limit=501",
      "limit=ten",
    ]) {
      const response = await request(suite.t.app, "GET", `/api/bot/v1/changes?${query}`, { as: token });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
    }
  });
});
