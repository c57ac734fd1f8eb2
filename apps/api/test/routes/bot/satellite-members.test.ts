import { MAX_REPORTED_SATELLITES, REPORTED_TIME_SKEW_MINUTES } from "@chartbot/contracts/bot";
import { SATELLITE_STALE_AFTER_SECONDS } from "@chartbot/contracts/satellites";
import { DEFAULT_SYMBOL_IDS, listSymbols } from "@chartbot/symbol-catalogue";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBotToken } from "../../../src/data/bot-tokens/bot-tokens.js";
import { satellites } from "../../../src/db/schema.js";
import { communitySuite, createCommunity, grantAddon, snowflake } from "../../support/communities.js";
import { request } from "../../support/request.js";

// A satellite's way into its server, as the dashboard shows it: added (waiting for its invite) -> in the server
// (the bot's membership report) and running while heartbeats arrive -> stale -> removed, or without a slot.

const suite = communitySuite();
const [BTCUSD = "", ETHUSD = ""] = DEFAULT_SYMBOL_IDS;
const PAID = listSymbols().find((symbol) => !(DEFAULT_SYMBOL_IDS as readonly string[]).includes(symbol.id));
let botToken = "";

beforeAll(async () => {
  botToken = (await createBotToken(suite.t.database.db, "satellite members test")).token;
});

const db = () => suite.t.database.db;
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function communityWithSatellites(symbolIds: string[]) {
  const guildId = snowflake();
  const communityId = await createCommunity(db(), [suite.ownerId], { guildId });
  const created = new Date(Date.now() - 10 * 60_000);
  const rows = await db()
    .insert(satellites)
    .values(symbolIds.map((symbolId) => ({ communityId, symbolId, createdAt: created })))
    .returning();
  return { guildId, communityId, ids: rows.map((row) => row.id) };
}

const report = (guildId: string, body: Record<string, unknown>) =>
  request(suite.t.app, "PUT", `/api/bot/v1/guilds/${guildId}/satellites`, { as: botToken, body });

async function states(communityId: string): Promise<Record<string, string>> {
  const response = await suite.request("GET", `/api/communities/${communityId}/satellites`);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as { satellites: { ticker: string; state: string }[] };
  return Object.fromEntries(list.satellites.map((satellite) => [satellite.ticker, satellite.state]));
}

describe("PUT /api/bot/v1/guilds/:guildId/satellites and the satellites' states", () => {
  it("moves a satellite from its invite to running, stale and removed, and back in with its invite", async () => {
    const { guildId, communityId, ids } = await communityWithSatellites([BTCUSD, ETHUSD]);
    const [btc = ""] = ids;
    expect(await states(communityId)).toEqual({ BTCUSD: "waiting_for_invite", ETHUSD: "waiting_for_invite" });

    const joined = await report(guildId, { applicationIds: [BTCUSD], at: secondsAgo(5) });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().satellites).toHaveLength(2);
    expect(joined.json().satellites).toEqual(
      expect.arrayContaining([
        { id: btc, symbolId: BTCUSD, member: true },
        { id: ids[1], symbolId: ETHUSD, member: false },
      ]),
    );
    expect(await states(communityId)).toEqual({ BTCUSD: "running", ETHUSD: "waiting_for_invite" });

    const beat = await request(suite.t.app, "POST", `/api/bot/v1/satellites/${btc}/heartbeats`, {
      as: botToken,
      body: { price: 91_250.5, at: secondsAgo(1) },
    });
    expect(beat.statusCode).toBe(204);
    expect(await states(communityId)).toMatchObject({ BTCUSD: "running" });

    // No heartbeat for the stale time, though it is still in the server.
    const long = new Date(Date.now() - (SATELLITE_STALE_AFTER_SECONDS + 5) * 1000);
    await db()
      .update(satellites)
      .set({ joinedAt: long, lastHeartbeatAt: long })
      .where(eq(satellites.id, btc));
    expect(await states(communityId)).toMatchObject({ BTCUSD: "stale" });

    expect((await report(guildId, { applicationIds: [], at: secondsAgo(3) })).statusCode).toBe(200);
    expect(await states(communityId)).toEqual({ BTCUSD: "removed", ETHUSD: "waiting_for_invite" });

    expect((await report(guildId, { applicationIds: [ETHUSD, BTCUSD], at: secondsAgo(2) })).statusCode).toBe(
      200,
    );
    expect(await states(communityId)).toEqual({ BTCUSD: "running", ETHUSD: "running" });
  });

  it("ignores a report older than the last one, and leaves satellites added after it alone", async () => {
    const { guildId, communityId } = await communityWithSatellites([BTCUSD]);
    expect((await report(guildId, { applicationIds: [BTCUSD], at: secondsAgo(10) })).statusCode).toBe(200);
    const late = await report(guildId, { applicationIds: [], at: secondsAgo(20) });
    expect(late.statusCode).toBe(200);
    expect(late.json().satellites).toEqual([expect.objectContaining({ symbolId: BTCUSD, member: true })]);
    expect(await states(communityId)).toEqual({ BTCUSD: "running" });

    // ETHUSD is added now: a report read an hour ago cannot say it left or joined.
    const added = await suite.request("POST", `/api/communities/${communityId}/satellites`, {
      symbolId: ETHUSD,
    });
    expect(added.statusCode, added.body).toBe(201);
    await report(guildId, { applicationIds: [ETHUSD], at: secondsAgo(3600 + 600) });
    expect(await states(communityId)).toEqual({ BTCUSD: "running", ETHUSD: "waiting_for_invite" });
  });

  it("shows a paid satellite without a slot as such, in the server or not, and running again with one", async () => {
    if (!PAID) throw new Error("the catalogue has no paid symbol");
    const { guildId, communityId } = await communityWithSatellites([PAID.id]);
    await report(guildId, { applicationIds: [PAID.id], at: secondsAgo(1) });
    const ticker = Object.keys(await states(communityId))[0] ?? "";
    expect(await states(communityId)).toEqual({ [ticker]: "no_slot" });
    await grantAddon(db(), suite.ownerId, communityId, "price-satellite-bots", { slots: 1 });
    expect(await states(communityId)).toEqual({ [ticker]: "running" });
  });

  it("gives each satellite its own invite: its application, the server locked, only Change Nickname", async () => {
    const { guildId, communityId } = await communityWithSatellites([ETHUSD]);
    const response = await suite.request("GET", `/api/communities/${communityId}/satellites`);
    const [satellite] = response.json().satellites;
    const invite = new URL(satellite.inviteUrl);
    expect(invite.pathname).toMatch(/\/oauth2\/authorize$/);
    expect(Object.fromEntries(invite.searchParams)).toEqual({
      client_id: ETHUSD,
      scope: "bot",
      permissions: (1n << 26n).toString(),
      guild_id: guildId,
      disable_guild_select: "true",
    });
  });

  it("answers 404 for a server without a community", async () => {
    const response = await report(snowflake(), { applicationIds: [BTCUSD], at: secondsAgo(1) });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: "not_found",
      message: "No community is set up for this server.",
    });
  });

  it.each([
    [
      "an id that is no satellite application",
      { applicationIds: ["123456789012345678"] },
      "applicationIds.0",
    ],
    ["a non-id", { applicationIds: ["BTCUSD"] }, "applicationIds.0"],
    ["an id named twice", { applicationIds: [BTCUSD, BTCUSD] }, "applicationIds"],
    [
      "more ids than the most allowed",
      { applicationIds: Array.from({ length: MAX_REPORTED_SATELLITES + 1 }, () => BTCUSD) },
      "applicationIds",
    ],
    [
      "a time in the future",
      { at: new Date(Date.now() + (REPORTED_TIME_SKEW_MINUTES + 1) * 60_000).toISOString() },
      "at",
    ],
    ["no time", { at: undefined }, "at"],
    ["an unknown field", { member: true }, ""],
  ])("refuses %s with a 400 naming it, changing nothing", async (_what, change, field) => {
    const { guildId, communityId } = await communityWithSatellites([BTCUSD]);
    const response = await report(guildId, { applicationIds: [BTCUSD], at: secondsAgo(1), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    if (field) expect(response.json().error.message).toContain(field);
    expect(await states(communityId)).toEqual({ BTCUSD: "waiting_for_invite" });
  });

  it("refuses a report without the bot's token", async () => {
    const { guildId } = await communityWithSatellites([BTCUSD]);
    const response = await request(suite.t.app, "PUT", `/api/bot/v1/guilds/${guildId}/satellites`, {
      body: { applicationIds: [], at: secondsAgo(1) },
    });
    expect(response.statusCode).toBe(401);
  });
});
