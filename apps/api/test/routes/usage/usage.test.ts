import { COMMAND_NAMES } from "@chartbot/command-catalogue";
import { USAGE_REPORT_MAX_BUCKETS, USAGE_RETENTION_DAYS } from "@chartbot/contracts/usage";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBotToken } from "../../../src/data/bot-tokens/bot-tokens.js";
import { purgeUsage } from "../../../src/data/usage/purge-usage.js";
import { alerts, alertTriggers, satellites, usageBuckets } from "../../../src/db/schema.js";
import { createApiToken } from "../../support/api-tokens.js";
import {
  communitySuite,
  createCommunity,
  insertScheduledPost,
  snowflake,
} from "../../support/communities.js";
import { type Caller, request } from "../../support/request.js";

// What the add-ons did: the bot's hourly report (idempotent by bucket, bounded), the figures the API counts
// from the bot's other reports, and the answer the dashboard charts, checked against a count by hand.

const suite = communitySuite();
const [BTCUSD = "", ETHUSD = ""] = DEFAULT_SYMBOL_IDS;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let botToken = "";

beforeAll(async () => {
  botToken = (await createBotToken(suite.t.database.db, "usage test")).token;
});

const db = () => suite.t.database.db;
/** Midnight UTC of today, and `days` days before. */
const midnight = (daysAgo = 0) => Math.floor(Date.now() / DAY) * DAY - daysAgo * DAY;
/** `hours` (and `minutes`) past midnight of `daysAgo` days ago, as ISO. */
const at = (daysAgo: number, hours: number, minutes = 0, seconds = 0) =>
  new Date(midnight(daysAgo) + hours * HOUR + minutes * 60_000 + seconds * 1000).toISOString();
const currentHour = () => new Date(Math.floor(Date.now() / HOUR) * HOUR).toISOString();

const report = (guildId: string, buckets: object[], as: Caller | null = botToken) =>
  request(suite.t.app, "PUT", `/api/bot/v1/guilds/${guildId}/usage`, {
    as: as ?? undefined,
    body: { buckets },
  });

async function stored(communityId: string) {
  const rows = await db().select().from(usageBuckets).where(eq(usageBuckets.communityId, communityId));
  return rows.map((row) => `${row.hour.toISOString()} ${row.metric} ${row.kind} ${row.count}`).sort();
}

describe("PUT /api/bot/v1/guilds/:guildId/usage", () => {
  it("stores each hour's count, and a bucket reported again replaces it rather than adding to it", async () => {
    const guildId = snowflake();
    const communityId = await createCommunity(db(), [suite.ownerId], { guildId });
    const first = [
      { hour: at(1, 10), metric: "commands_answered", kind: "c", count: 5 },
      { hour: at(1, 10), metric: "commands_answered", kind: "p", count: 3 },
      { hour: at(1, 10), metric: "relay_messages_posted", count: 2 },
    ];
    const response = await report(guildId, first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recorded: 3 });
    expect((await report(guildId, first)).statusCode).toBe(200);
    const expected = [
      `${at(1, 10)} commands_answered c 5`,
      `${at(1, 10)} commands_answered p 3`,
      `${at(1, 10)} relay_messages_posted  2`,
    ];
    expect(await stored(communityId)).toEqual(expected);

    // The hour's count grew: the new whole count stands; the current hour may be reported as it goes.
    await report(guildId, [
      { hour: at(1, 10), metric: "commands_answered", kind: "c", count: 6 },
      { hour: currentHour(), metric: "relay_messages_posted", count: 1 },
    ]);
    expect(await stored(communityId)).toEqual(
      [
        `${at(1, 10)} commands_answered c 6`,
        expected[1],
        expected[2],
        `${currentHour()} relay_messages_posted  1`,
      ].sort(),
    );
  });

  it.each([
    ["an hour not on the hour", { hour: at(1, 10, 30) }, "hour"],
    [
      "an hour that has not started",
      { hour: new Date(Date.parse(currentHour()) + HOUR).toISOString() },
      "hour",
    ],
    ["an hour more than 7 days old", { hour: at(8, 0) }, "hour"],
    ["a negative count", { count: -1 }, "count"],
    ["a fractional count", { count: 1.5 }, "count"],
    ["an unknown metric", { metric: "posts_on_time" }, "metric"],
    ["an unknown command", { kind: "rm-rf" }, "kind"],
    ["a kind for relay messages", { metric: "relay_messages_posted", kind: "c" }, "kind"],
    ["an unknown field", { extra: 1 }, "extra"],
  ])("refuses %s with 400, storing nothing", async (_, change, field) => {
    const guildId = snowflake();
    const communityId = await createCommunity(db(), [suite.ownerId], { guildId });
    const good = { hour: at(1, 9), metric: "commands_answered", kind: "c", count: 1 };
    const response = await report(guildId, [good, { ...good, hour: at(1, 8), ...change }]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    expect(response.json().error.message).toContain(field);
    expect(await stored(communityId)).toEqual([]);
  });

  it("refuses the same bucket twice in one report, no buckets, and more than the most allowed", async () => {
    const guildId = snowflake();
    await createCommunity(db(), [suite.ownerId], { guildId });
    const bucket = { hour: at(1, 9), metric: "commands_answered", kind: "c", count: 1 };
    // The same hour written another way is the same bucket.
    const twice = await report(guildId, [
      bucket,
      { ...bucket, hour: at(1, 9).replace(".000Z", "Z"), count: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain("once");
    expect((await report(guildId, [])).statusCode).toBe(400);
    const many = Array.from({ length: USAGE_REPORT_MAX_BUCKETS + 1 }, (_, i) => ({
      hour: at(1 + Math.floor(i / 100), Math.floor(i / 5) % 20),
      metric: "commands_answered",
      kind: COMMAND_NAMES[i % 5],
      count: 1,
    }));
    const tooMany = await report(guildId, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain(String(USAGE_REPORT_MAX_BUCKETS));
    expect((await report(guildId, many.slice(1))).statusCode).toBe(200);
  });

  it("answers 404 for a server with no community, and 401 without a bot token", async () => {
    const bucket = { hour: at(1, 9), metric: "relay_messages_posted", count: 1 };
    const foreign = await report(snowflake(), [bucket]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("not_found");

    const guildId = snowflake();
    const communityId = await createCommunity(db(), [suite.ownerId], { guildId });
    expect((await report(guildId, [bucket], null)).statusCode).toBe(401);
    const { token } = await createApiToken(suite.t.app, suite.owner, "read-write");
    expect((await report(guildId, [bucket], token)).statusCode).toBe(401);
    expect((await report(guildId, [bucket], suite.owner)).statusCode).toBe(401);
    expect(await stored(communityId)).toEqual([]);
  });
});

describe("GET /api/communities/:id/usage", () => {
  /**
   * A community with a week of activity, reported through the bot API as the bot would: the figures expected
   * are counted by hand in the test below.
   */
  async function activeCommunity() {
    const guildId = snowflake();
    const communityId = await createCommunity(db(), [suite.ownerId], { guildId });
    const other = await createCommunity(db(), [suite.ownerId]);

    // Commands and relay messages: yesterday 10:00 chart 5 and price 3, 11:00 chart 2; two days ago 4 relayed.
    const reported = await report(guildId, [
      { hour: at(1, 10), metric: "commands_answered", kind: "c", count: 5 },
      { hour: at(1, 10), metric: "commands_answered", kind: "p", count: 3 },
      { hour: at(1, 11), metric: "commands_answered", kind: "c", count: 2 },
      { hour: at(2, 9), metric: "relay_messages_posted", count: 4 },
    ]);
    expect(reported.statusCode, reported.body).toBe(200);

    // An hourly post created yesterday 08:00, due at 09:00, then an hour after each run.
    const post = await insertScheduledPost(db(), communityId, {
      periodMinutes: 60,
      createdAt: new Date(at(1, 8)),
    });
    const runs = [
      { ranAt: at(1, 9, 0, 10), outcome: "delivered" }, // due 09:00: 10 s after, on time
      { ranAt: at(1, 10, 5), outcome: "delivered" }, // due 10:00:10: almost 5 minutes after, late
      { ranAt: at(1, 11, 5), outcome: "failed", reason: "Missing Access" },
      { ranAt: at(1, 12, 5, 30), outcome: "delivered" }, // due 12:05: 30 s after, on time
    ];
    for (const run of runs) {
      const response = await request(suite.t.app, "POST", `/api/bot/v1/scheduled-posts/${post.id}/runs`, {
        as: botToken,
        body: run,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    // A replayed run counts once.
    await request(suite.t.app, "POST", `/api/bot/v1/scheduled-posts/${post.id}/runs`, {
      as: botToken,
      body: runs[3],
    });

    // Channel alerts: yesterday 3 delivered, 1 failed, 1 pending; 10 days ago 1 delivered; another
    // community's delivered one and a direct message alert's are not this community's.
    const alertOf = async (values: Partial<typeof alerts.$inferInsert>) => {
      const [row] = await db()
        .insert(alerts)
        .values({
          accountId: suite.ownerId,
          tickerInput: "BTCUSD",
          symbolId: BTCUSD,
          placement: "every",
          cooldownMinutes: 60,
          createdAt: new Date(at(20, 0)),
          ...values,
        })
        .returning();
      if (!row) throw new Error("alert insert returned no row");
      return row.id;
    };
    const channelAlert = await alertOf({ communityId, channelId: snowflake() });
    const otherAlert = await alertOf({ communityId: other, channelId: snowflake() });
    const direct = await alertOf({});
    const triggers: [string, string, "delivered" | "failed" | "pending"][] = [
      [channelAlert, at(1, 9), "delivered"],
      [channelAlert, at(1, 10), "delivered"],
      [channelAlert, at(1, 11), "delivered"],
      [channelAlert, at(1, 12), "failed"],
      [channelAlert, at(1, 13), "pending"],
      [channelAlert, at(10, 13), "delivered"],
      [otherAlert, at(1, 9), "delivered"],
      [direct, at(1, 9), "delivered"],
    ];
    await db()
      .insert(alertTriggers)
      .values(
        triggers.map(([alertId, time, delivery], index) => ({
          alertId,
          triggerKey: `t${index}`,
          price: 100_000,
          triggeredAt: new Date(time),
          delivery,
        })),
      );

    // A satellite since three days ago 00:00, with heartbeats in two hours of yesterday (two in the first).
    const [satellite] = await db()
      .insert(satellites)
      .values({ communityId, symbolId: ETHUSD, createdAt: new Date(at(3, 0)) })
      .returning();
    for (const time of [at(1, 10, 15), at(1, 10, 45), at(1, 11, 30)]) {
      const beat = await request(suite.t.app, "POST", `/api/bot/v1/satellites/${satellite?.id}/heartbeats`, {
        as: botToken,
        body: { price: 3000, at: time },
      });
      expect(beat.statusCode, beat.body).toBe(204);
    }
    return communityId;
  }

  it("answers figures that match a count by hand, by day and in total, over 7 and 30 days", async () => {
    const communityId = await activeCommunity();
    const response = await suite.request("GET", `/api/communities/${communityId}/usage`);
    expect(response.statusCode, response.body).toBe(200);
    const usage = response.json();
    const hoursToday = new Date(currentHour()).getUTCHours();
    expect(usage.days).toBe(7);
    expect(usage.from).toBe(at(6, 0));
    expect(usage.daily).toHaveLength(7);
    expect(usage.daily[6].date).toBe(at(0, 0).slice(0, 10));
    expect(usage.totals).toEqual({
      commandsAnswered: 10,
      relayMessagesPosted: 4,
      postsOnTime: 2,
      postsLate: 1,
      postsFailed: 1,
      alertsDelivered: 3,
      alertsFailed: 1,
      satelliteHoursUp: 2,
      satelliteHoursExpected: 3 * 24 + hoursToday,
    });
    expect(usage.daily[5]).toEqual({
      date: at(1, 0).slice(0, 10),
      commandsAnswered: 10,
      relayMessagesPosted: 0,
      postsOnTime: 2,
      postsLate: 1,
      postsFailed: 1,
      alertsDelivered: 3,
      alertsFailed: 1,
      satelliteHoursUp: 2,
      satelliteHoursExpected: 24,
    });
    expect(usage.daily[4]).toMatchObject({ relayMessagesPosted: 4, satelliteHoursExpected: 24 });
    expect(usage.daily[2]).toMatchObject({ satelliteHoursExpected: 0 });
    expect(usage.commands).toEqual([
      { command: "c", count: 7 },
      { command: "p", count: 3 },
    ]);

    const month = (await suite.request("GET", `/api/communities/${communityId}/usage?days=30`)).json();
    expect(month.daily).toHaveLength(30);
    expect(month.totals).toMatchObject({ alertsDelivered: 4, commandsAnswered: 10 });
  });

  it("answers the same to a personal API token under /api/v1", async () => {
    const communityId = await activeCommunity();
    const { token } = await createApiToken(suite.t.app, suite.owner, "read");
    const viaToken = await request(suite.t.app, "GET", `/api/v1/communities/${communityId}/usage?days=30`, {
      as: token,
    });
    expect(viaToken.statusCode, viaToken.body).toBe(200);
    expect(viaToken.json().totals).toEqual(
      (await suite.request("GET", `/api/communities/${communityId}/usage?days=30`)).json().totals,
    );
  });

  it("answers 400 for a period other than 7 or 30 days, and 404 to someone who does not administer it", async () => {
    const communityId = await createCommunity(db(), [suite.ownerId]);
    const bad = await suite.request("GET", `/api/communities/${communityId}/usage?days=14`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("days");
    const stranger = await suite.request(
      "GET",
      `/api/communities/${communityId}/usage`,
      undefined,
      suite.stranger,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it("keeps satellite hours of satellites that were removed out of the uptime", async () => {
    const guildId = snowflake();
    const communityId = await createCommunity(db(), [suite.ownerId], { guildId });
    const [satellite] = await db()
      .insert(satellites)
      .values({ communityId, symbolId: BTCUSD, createdAt: new Date(at(2, 0)) })
      .returning();
    await request(suite.t.app, "POST", `/api/bot/v1/satellites/${satellite?.id}/heartbeats`, {
      as: botToken,
      body: { price: 90_000, at: at(1, 3, 10) },
    });
    const before = (await suite.request("GET", `/api/communities/${communityId}/usage`)).json();
    expect(before.totals.satelliteHoursUp).toBe(1);
    await db()
      .delete(satellites)
      .where(and(eq(satellites.communityId, communityId)));
    const after = (await suite.request("GET", `/api/communities/${communityId}/usage`)).json();
    expect(after.totals).toMatchObject({ satelliteHoursUp: 0, satelliteHoursExpected: 0 });
  });
});

describe("the hourly purge of usage", () => {
  it(`deletes hours older than ${USAGE_RETENTION_DAYS} days and keeps the rest`, async () => {
    const communityId = await createCommunity(db(), [suite.ownerId]);
    const now = new Date(midnight() + 12 * HOUR);
    const hour = (days: number) => new Date(midnight(days));
    await db()
      .insert(usageBuckets)
      .values([
        {
          communityId,
          hour: hour(USAGE_RETENTION_DAYS + 1),
          metric: "commands_answered",
          kind: "c",
          count: 1,
        },
        {
          communityId,
          hour: hour(USAGE_RETENTION_DAYS - 1),
          metric: "commands_answered",
          kind: "c",
          count: 2,
        },
      ]);
    expect(await purgeUsage(db(), now)).toBeGreaterThanOrEqual(1);
    expect(await stored(communityId)).toEqual([
      `${hour(USAGE_RETENTION_DAYS - 1).toISOString()} commands_answered c 2`,
    ]);
  });
});
