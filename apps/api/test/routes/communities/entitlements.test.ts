import { communityEntitlements } from "@chartbot/addons";
import { BotCommunitySchema } from "@chartbot/contracts/bot";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { communities } from "../../../src/db/schema.js";
import { issueBotToken } from "../../support/bot.js";
import { communitySuite, createCommunity, ELEVEN_INDICATORS, grantAddon } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite();
let botToken: string;
beforeAll(async () => {
  botToken = await issueBotToken(suite.t.database.db);
});

const db = () => suite.t.database.db;
const patch = (id: string, charting: object) =>
  suite.request("PATCH", `/api/communities/${id}`, { charting });
const FOUR = ["SMA", "EMA", "RSI", "MACD"];

async function freeCommunity(): Promise<string> {
  return createCommunity(db(), [suite.ownerId]);
}

async function advancedCommunity(): Promise<string> {
  const id = await createCommunity(db(), [suite.ownerId]);
  await grantAddon(db(), suite.ownerId, id, "advanced-charting");
  return id;
}

async function botConfiguration(id: string) {
  const [row] = await db()
    .select({ guildId: communities.guildId })
    .from(communities)
    .where(eq(communities.id, id));
  const response = await request(suite.t.app, "GET", `/api/bot/v1/communities/${row?.guildId}`, {
    as: botToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return BotCommunitySchema.parse(response.json());
}

describe("PATCH /api/communities/:id without Advanced Charting", () => {
  it.each([
    ["a 1 minute timeframe", { timeframe: "1m" }, "use the 1 minute timeframe"],
    ["Heikin Ashi charts", { chartType: "heikin-ashi" }, "use Heikin Ashi charts"],
    ["Renko charts", { chartType: "renko" }, "use Renko charts"],
    ["line break charts", { chartType: "line-break" }, "use Line break charts"],
    ["4 indicators", { indicators: FOUR }, "draw more than 3 indicators per chart"],
  ])(
    "refuses %s with 402 addon_required naming Advanced Charting, and changes nothing",
    async (_, charting, what) => {
      const id = await freeCommunity();
      const response = await patch(id, { theme: "light", ...charting });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        error: {
          code: "addon_required",
          message: `Advanced Charting is not active in this community. Assign an Advanced Charting slot to it on the Subscriptions page to ${what}.`,
        },
      });
      const read = await suite.request("GET", `/api/communities/${id}`);
      expect(read.json().charting).toEqual({
        theme: "dark",
        timeframe: "1H",
        chartType: "candles",
        indicators: [],
      });
    },
  );

  it("accepts the free timeframes, chart types and 3 indicators, and says what is free", async () => {
    const id = await freeCommunity();
    const response = await patch(id, {
      timeframe: "15m",
      chartType: "area",
      indicators: ["SMA", "EMA", "RSI"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().charting).toMatchObject({
      timeframe: "15m",
      chartType: "area",
      indicators: ["SMA", "EMA", "RSI"],
    });
    expect(response.json().entitlements).toEqual(communityEntitlements([]));
    expect(response.json().entitlements.charting.indicatorsPerChart).toBe(3);
  });

  it("refuses a canceled Advanced Charting slot like none at all", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    await grantAddon(db(), suite.ownerId, id, "advanced-charting", { status: "canceled" });
    expect((await patch(id, { timeframe: "1M" })).statusCode).toBe(402);
  });
});

describe("PATCH /api/communities/:id with Advanced Charting", () => {
  it("accepts every timeframe, the new chart types and up to 10 indicators", async () => {
    const id = await advancedCommunity();
    const response = await patch(id, {
      timeframe: "1m",
      chartType: "renko",
      indicators: ["SMA", "EMA", "WMA", "VWAP", "Ichimoku", "SuperTrend", "RSI", "MACD", "ATR", "ADX"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().charting).toMatchObject({ timeframe: "1m", chartType: "renko" });
    expect(response.json().charting.indicators).toHaveLength(10);
    expect(response.json().entitlements.charting.indicatorsPerChart).toBe(10);
    expect((await patch(id, { chartType: "line-break" })).json().charting.chartType).toBe("line-break");
  });

  it("still refuses more than 10 indicators as invalid", async () => {
    const id = await advancedCommunity();
    expect((await patch(id, { indicators: ELEVEN_INDICATORS })).statusCode).toBe(400);
  });
});

describe("a lapsed Advanced Charting", () => {
  it("gives the bot and the settings screen the free fallback, keeps the saved choice, and restores it", async () => {
    const id = await createCommunity(db(), [suite.ownerId], {
      chartTimeframe: "1m",
      chartType: "heikin-ashi",
      chartIndicators: FOUR,
    });
    const lapsed = await botConfiguration(id);
    expect(lapsed.charting).toMatchObject({
      timeframe: "1H",
      chartType: "candles",
      indicators: ["SMA", "EMA", "RSI"],
    });
    expect(lapsed.entitlements).toEqual(communityEntitlements([]));
    const settings = await suite.request("GET", `/api/communities/${id}`);
    expect(settings.json().charting).toEqual(lapsed.charting);

    // Changing something else keeps the saved choice for when the add-on is back.
    expect(
      (await suite.request("PATCH", `/api/communities/${id}`, { tickerMode: "crypto" })).statusCode,
    ).toBe(200);
    await grantAddon(db(), suite.ownerId, id, "advanced-charting");
    const back = await botConfiguration(id);
    expect(back.charting).toMatchObject({ timeframe: "1m", chartType: "heikin-ashi", indicators: FOUR });
    expect(back.entitlements.charting.chartTypes).toContain("heikin-ashi");
    expect(back.entitlements).toEqual(communityEntitlements([{ slug: "advanced-charting", slots: 1 }]));
  });
});
