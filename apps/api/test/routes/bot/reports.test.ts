import { REPORTED_TIME_SKEW_MINUTES } from "@chartbot/contracts/bot";
import { MAX_CONSECUTIVE_POST_FAILURES } from "@chartbot/contracts/scheduled-posts";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createBotToken } from "../../../src/data/bot-tokens/bot-tokens.js";
import {
  alerts,
  alertTriggers,
  botGuilds,
  communities,
  satellites,
  scheduledPosts,
} from "../../../src/db/schema.js";
import { insertAlert as insertAlertRow } from "../../support/alerts.js";
import {
  communitySuite,
  createCommunity,
  grantAddon,
  insertScheduledPost,
  snowflake,
} from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite();
const [BTCUSD = ""] = DEFAULT_SYMBOL_IDS;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
let botToken = "";

beforeAll(async () => {
  botToken = (await createBotToken(suite.t.database.db, "reports test")).token;
});

const db = () => suite.t.database.db;
/** Before the fixed report times of these tests (2026-03-02), so those reports come after creation. */
const LONG_AGO = new Date("2026-03-01T00:00:00.000Z");

const insertAlert = (values: Partial<typeof alerts.$inferInsert> = {}) =>
  insertAlertRow(db(), { accountId: suite.ownerId, createdAt: LONG_AGO, ...values });

/** A post of the community, created before the fixed report times unless `values` say otherwise. */
const insertPost = (communityId: string, values: Partial<typeof scheduledPosts.$inferInsert> = {}) =>
  insertScheduledPost(db(), communityId, { createdAt: LONG_AGO, ...values });

const trigger = (triggerId: string, price = 101_000, triggeredAt = "2026-03-02T15:00:00.000Z") => ({
  triggerId,
  price,
  triggeredAt,
});

describe("bot API authentication of reports", () => {
  it("refuses reports without a bot token", async () => {
    const response = await suite.t.app.inject({
      method: "POST",
      url: `/api/bot/v1/satellites/${UNKNOWN_ID}/heartbeats`,
      payload: { price: 1, at: new Date().toISOString() },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("PUT and DELETE /api/bot/v1/guilds/:guildId", () => {
  it("records a server without a community, then gives a community its name and connects it again", async () => {
    const lonely = snowflake();
    const joined = await request(suite.t.app, "PUT", `/api/bot/v1/guilds/${lonely}`, {
      as: botToken,
      body: { name: "Lonely", icon: null },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ guildId: lonely, present: true, communityId: null });

    const guildId = snowflake();
    const id = await createCommunity(db(), [suite.ownerId], {
      guildId,
      name: "Old name",
      disconnectedAt: new Date(Date.now() - 86_400_000),
    });
    const back = await request(suite.t.app, "PUT", `/api/bot/v1/guilds/${guildId}`, {
      as: botToken,
      body: { name: "  New name ", icon: "a1b2" },
    });
    expect(back.json()).toEqual({ guildId, present: true, communityId: id });
    const [community] = await db().select().from(communities).where(eq(communities.id, id));
    expect(community).toMatchObject({
      name: "New name",
      iconUrl: `https://cdn.discordapp.com/icons/${guildId}/a1b2.png`,
      disconnectedAt: null,
    });
    const settings = await suite.request("GET", `/api/communities/${id}`);
    expect(settings.json()).toMatchObject({ name: "New name", status: "connected" });

    const left = await request(suite.t.app, "DELETE", `/api/bot/v1/guilds/${guildId}`, { as: botToken });
    expect(left.json()).toEqual({ guildId, present: false, communityId: id });
    const [gone] = await db().select().from(communities).where(eq(communities.id, id));
    expect(gone?.disconnectedAt).toBeInstanceOf(Date);
    const list = (await suite.request("GET", "/api/communities")).json().communities;
    expect(list.find((c: { id: string }) => c.id === id)).toMatchObject({ status: "disconnected" });
    const settingsGone = (await suite.request("GET", `/api/communities/${id}`)).json();
    expect(settingsGone.connection).toMatchObject({ status: "disconnected" });

    // Leaving again keeps the first time it left (the retention counts from there).
    await request(suite.t.app, "DELETE", `/api/bot/v1/guilds/${guildId}`, { as: botToken });
    const [still] = await db().select().from(communities).where(eq(communities.id, id));
    expect(still?.disconnectedAt).toEqual(gone?.disconnectedAt);
    const [row] = await db().select().from(botGuilds).where(eq(botGuilds.guildId, guildId));
    expect(row?.leftAt).toBeInstanceOf(Date);
  });

  it("refuses a bad server id or body with a clear 400", async () => {
    const badId = await request(suite.t.app, "PUT", "/api/bot/v1/guilds/not-a-snowflake", {
      as: botToken,
      body: { name: "X", icon: null },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.code).toBe("validation_failed");
    const noName = await request(suite.t.app, "PUT", `/api/bot/v1/guilds/${snowflake()}`, {
      as: botToken,
      body: { name: " ", icon: null, extra: 1 },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toMatch(/name/);
  });
});

describe("POST /api/bot/v1/alerts/:id/triggers", () => {
  it("turns a one-shot alert triggered once, and answers a replay with the recorded trigger", async () => {
    const alert = await insertAlert();
    const first = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
      as: botToken,
      body: trigger("t-1"),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      alertStatus: "triggered",
      trigger: {
        price: 101_000,
        triggeredAt: "2026-03-02T15:00:00.000Z",
        delivery: "pending",
        failureReason: null,
      },
    });
    const replay = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
      as: botToken,
      body: trigger("t-1", 99),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    const another = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
      as: botToken,
      body: trigger("t-2"),
    });
    expect(another.statusCode).toBe(409);
    expect(another.json().error).toEqual({ code: "conflict", message: "This alert is not active." });
    const [row] = await db().select().from(alerts).where(eq(alerts.id, alert.id));
    expect(row).toMatchObject({ status: "triggered", triggeredAt: new Date("2026-03-02T15:00:00.000Z") });
    expect(await db().select().from(alertTriggers).where(eq(alertTriggers.alertId, alert.id))).toHaveLength(
      1,
    );
  });

  it("keeps a repeating alert active, one history entry per trigger", async () => {
    const alert = await insertAlert({ cooldownMinutes: 30 });
    for (const [key, at] of [
      ["r-1", "2026-03-02T15:00:00.000Z"],
      ["r-2", "2026-03-02T16:00:00.000Z"],
    ] as const) {
      const response = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
        as: botToken,
        body: trigger(key, 100_500, at),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().alertStatus).toBe("active");
    }
    const [row] = await db().select().from(alerts).where(eq(alerts.id, alert.id));
    expect(row).toMatchObject({ status: "active", triggeredAt: new Date("2026-03-02T16:00:00.000Z") });
    expect(await db().select().from(alertTriggers).where(eq(alertTriggers.alertId, alert.id))).toHaveLength(
      2,
    );
  });

  it("records ten concurrent reports of one trigger once", async () => {
    const alert = await insertAlert({ cooldownMinutes: 5 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
          as: botToken,
          body: trigger("same"),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(responses.map((r) => r.json().trigger.id)).size).toBe(1);
    expect(await db().select().from(alertTriggers).where(eq(alertTriggers.alertId, alert.id))).toHaveLength(
      1,
    );
  });

  it("refuses a new trigger of a paused or expired alert with 409", async () => {
    for (const values of [{ status: "paused" as const }, { expiresAt: new Date(Date.now() - 60_000) }]) {
      const alert = await insertAlert(values);
      const response = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
        as: botToken,
        body: trigger("late"),
      });
      expect(response.statusCode, JSON.stringify(values)).toBe(409);
      expect(await db().select().from(alertTriggers).where(eq(alertTriggers.alertId, alert.id))).toEqual([]);
    }
  });

  it.each([
    ["above", 100_000, 99_999.5, "price: 99999.5 is not at or above the alert's level of 100000"],
    ["below", 100_000, 100_000.5, "price: 100000.5 is not at or below the alert's level of 100000"],
  ] as const)(
    "refuses an %s %s alert fired at %s with 409, changing nothing",
    async (placement, level, price, words) => {
      const alert = await insertAlert({ placement, level });
      const response = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
        as: botToken,
        body: trigger("wrong-side", price),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: "conflict",
        message: `${words}, so the alert cannot have fired at it.`,
      });
      expect(await db().select().from(alertTriggers).where(eq(alertTriggers.alertId, alert.id))).toEqual([]);
      const [row] = await db().select().from(alerts).where(eq(alerts.id, alert.id));
      expect(row).toEqual(alert);
    },
  );

  it.each([
    ["above", 100_000, [100_000, 100_000.5]],
    ["below", 100_000, [100_000, 99_999.5]],
    // One price cannot tell a crossing: the price right after one is on either side of the level.
    ["crosses", 100_000, [99_000, 100_000, 101_000]],
  ] as const)(
    "records an %s %s alert fired at each price that meets it: %s",
    async (placement, level, prices) => {
      const alert = await insertAlert({ placement, level, cooldownMinutes: 5 });
      for (const [index, price] of prices.entries()) {
        const response = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
          as: botToken,
          body: trigger(`meets-${index}`, price),
        });
        expect(response.statusCode, `${price}: ${response.body}`).toBe(201);
        expect(response.json().trigger.price).toBe(price);
      }
    },
  );

  it("records a percent move fired at any price, up or down: its window's start price is not reported", async () => {
    const alert = await insertAlert({
      placement: "percent_move",
      level: null,
      percent: 5,
      window: "1h",
      cooldownMinutes: 5,
    });
    for (const [index, price] of [0.5, 100_000, 2e9].entries()) {
      const response = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
        as: botToken,
        body: trigger(`move-${index}`, price),
      });
      expect(response.statusCode, `${price}: ${response.body}`).toBe(201);
    }
  });

  it("answers 404 for an unknown alert and 400 for bad reports", async () => {
    const unknown = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${UNKNOWN_ID}/triggers`, {
      as: botToken,
      body: trigger("x"),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("not_found");
    const alert = await insertAlert();
    for (const body of [
      trigger("has space"),
      trigger("ok", -1),
      { ...trigger("ok"), triggeredAt: "yesterday" },
      { price: 1, triggeredAt: "2026-03-02T15:00:00.000Z" },
      { ...trigger("ok"), extra: true },
    ]) {
      const response = await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
        as: botToken,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    expect(
      (
        await request(suite.t.app, "POST", "/api/bot/v1/alerts/not-a-uuid/triggers", {
          as: botToken,
          body: trigger("ok"),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("PUT /api/bot/v1/alerts/:id/triggers/:triggerId/delivery", () => {
  it("records delivery or failure with the reason, shown in the alert's history and list", async () => {
    const alert = await insertAlert({ cooldownMinutes: 10 });
    await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
      as: botToken,
      body: trigger("d-1", 100_100, "2026-03-02T15:00:00.000Z"),
    });
    await request(suite.t.app, "POST", `/api/bot/v1/alerts/${alert.id}/triggers`, {
      as: botToken,
      body: trigger("d-2", 100_200, "2026-03-02T15:30:00.000Z"),
    });
    const failed = await request(suite.t.app, "PUT", `/api/bot/v1/alerts/${alert.id}/triggers/d-2/delivery`, {
      as: botToken,
      body: {
        status: "failed",
        reason: "Cannot send messages to this user",
      },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({
      delivery: "failed",
      failureReason: "Cannot send messages to this user",
    });
    expect(
      (
        await request(suite.t.app, "PUT", `/api/bot/v1/alerts/${alert.id}/triggers/d-1/delivery`, {
          as: botToken,
          body: { status: "delivered" },
        })
      ).statusCode,
    ).toBe(200);

    const history = await suite.request("GET", `/api/alerts/${alert.id}/triggers?limit=1`);
    expect(history.statusCode).toBe(200);
    expect(history.json().items).toEqual([
      expect.objectContaining({
        price: 100_200,
        delivery: "failed",
        failureReason: "Cannot send messages to this user",
      }),
    ]);
    const older = await suite.request(
      "GET",
      `/api/alerts/${alert.id}/triggers?cursor=${history.json().nextCursor}`,
    );
    expect(older.json()).toMatchObject({
      items: [{ price: 100_100, delivery: "delivered", failureReason: null }],
      nextCursor: null,
    });
    const listed = (await suite.request("GET", "/api/alerts"))
      .json()
      .items.find((item: { id: string }) => item.id === alert.id);
    expect(listed.lastTrigger).toEqual(history.json().items[0]);
    expect(listed.triggeredAt).toBe("2026-03-02T15:30:00.000Z");
  });

  it("answers 404 for an unknown trigger and 400 for a failure without a reason", async () => {
    const alert = await insertAlert();
    expect(
      (
        await request(suite.t.app, "PUT", `/api/bot/v1/alerts/${alert.id}/triggers/nope/delivery`, {
          as: botToken,
          body: { status: "delivered" },
        })
      ).statusCode,
    ).toBe(404);
    const noReason = await request(
      suite.t.app,
      "PUT",
      `/api/bot/v1/alerts/${alert.id}/triggers/nope/delivery`,
      { as: botToken, body: { status: "failed" } },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toMatch(/reason/);
    const twoLines = await request(
      suite.t.app,
      "PUT",
      `/api/bot/v1/alerts/${alert.id}/triggers/nope/delivery`,
      {
        as: botToken,
        body: {
          status: "failed",
          reason: "a\nb",
        },
      },
    );
    expect(twoLines.statusCode).toBe(400);
  });
});

describe("GET /api/alerts/:id/triggers", () => {
  it("is the owner's only: another account's alert or an unknown one is a 404", async () => {
    const alert = await insertAlert();
    expect(
      (await suite.request("GET", `/api/alerts/${alert.id}/triggers`, undefined, suite.stranger)).statusCode,
    ).toBe(404);
    expect((await suite.request("GET", `/api/alerts/${UNKNOWN_ID}/triggers`)).statusCode).toBe(404);
    const empty = await suite.request("GET", `/api/alerts/${alert.id}/triggers`);
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
  });
});

describe("POST /api/bot/v1/scheduled-posts/:id/runs", () => {
  it(`pauses a post after ${MAX_CONSECUTIVE_POST_FAILURES} failures in a row, ignores replays, and resumes by PATCH`, async () => {
    const communityId = await createCommunity(db(), [suite.ownerId]);
    await grantAddon(db(), suite.ownerId, communityId, "scheduled-posting");
    const post = await insertPost(communityId, { timeZone: "America/New_York", startTime: "09:00" });
    const run = (minute: number, outcome: "delivered" | "failed", reason?: string) =>
      request(suite.t.app, "POST", `/api/bot/v1/scheduled-posts/${post.id}/runs`, {
        as: botToken,
        body: {
          ranAt: `2026-03-02T15:${String(minute).padStart(2, "0")}:00.000Z`,
          outcome,
          ...(reason && { reason }),
        },
      });

    // The answer says when to run it next: on the hour, every hour from 09:00 New York time (EST: 14:00Z).
    expect((await run(0, "failed", "Missing Access in #signals")).json()).toEqual({
      consecutiveFailures: 1,
      paused: false,
      pauseReason: null,
      nextRunAt: expect.stringMatching(/T\d\d:00:00\.000Z$/),
    });
    // The same run again, or an older one, changes nothing.
    expect((await run(0, "failed", "Missing Access in #signals")).json().consecutiveFailures).toBe(1);
    expect((await run(0, "delivered")).json().consecutiveFailures).toBe(1);
    expect((await run(1, "delivered")).json().consecutiveFailures).toBe(0);
    await run(2, "failed", "Missing Access in #signals");
    await run(3, "failed", "Missing Access in #signals");
    const third = await run(4, "failed", "Missing Access in #signals");
    expect(third.json()).toEqual({
      consecutiveFailures: 3,
      paused: true,
      pauseReason: "Paused after 3 failed runs in a row: Missing Access in #signals",
      nextRunAt: null,
    });

    // The bot reads it paused from its configuration (and the change feed).
    const [{ guildId } = { guildId: "" }] = await db()
      .select({ guildId: communities.guildId })
      .from(communities)
      .where(eq(communities.id, communityId));
    const config = await suite.t.app.inject({
      url: `/api/bot/v1/communities/${guildId}`,
      headers: { authorization: `Bearer ${botToken}` },
    });
    expect(config.json().scheduledPosts).toEqual([expect.objectContaining({ id: post.id, paused: true })]);

    const listed = (await suite.request("GET", `/api/communities/${communityId}/scheduled-posts`)).json();
    expect(listed.scheduledPosts[0]).toMatchObject({
      lastRunAt: "2026-03-02T15:04:00.000Z",
      lastOutcome: "failed",
      lastFailureReason: "Missing Access in #signals",
      consecutiveFailures: 3,
      pausedAt: expect.any(String),
      pauseReason: "Paused after 3 failed runs in a row: Missing Access in #signals",
      nextRunAt: null,
    });

    const resumed = await suite.request(
      "PATCH",
      `/api/communities/${communityId}/scheduled-posts/${post.id}`,
      {
        paused: false,
      },
    );
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({
      consecutiveFailures: 0,
      pausedAt: null,
      pauseReason: null,
      nextRunAt: expect.any(String),
    });
    const paused = await suite.request(
      "PATCH",
      `/api/communities/${communityId}/scheduled-posts/${post.id}`,
      {
        paused: true,
      },
    );
    expect(paused.json()).toMatchObject({ pausedAt: expect.any(String), pauseReason: null, nextRunAt: null });
  });

  it("answers 404 for an unknown post and 400 for bad reports", async () => {
    const ranAt = new Date().toISOString();
    expect(
      (
        await request(suite.t.app, "POST", `/api/bot/v1/scheduled-posts/${UNKNOWN_ID}/runs`, {
          as: botToken,
          body: { ranAt, outcome: "delivered" },
        })
      ).statusCode,
    ).toBe(404);
    for (const body of [
      { ranAt, outcome: "failed" },
      { ranAt, outcome: "exploded" },
      { ranAt: "now", outcome: "delivered" },
      { ranAt, outcome: "failed", reason: "x".repeat(301) },
    ]) {
      const response = await request(suite.t.app, "POST", `/api/bot/v1/scheduled-posts/${UNKNOWN_ID}/runs`, {
        as: botToken,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
  });
});

describe("POST /api/bot/v1/satellites/:id/heartbeats", () => {
  it("records the price and time and ignores an older heartbeat", async () => {
    const communityId = await createCommunity(db(), [suite.ownerId]);
    const [satellite] = await db()
      .insert(satellites)
      .values({ communityId, symbolId: BTCUSD, createdAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    if (!satellite) throw new Error("no satellite");
    const list = async () =>
      (await suite.request("GET", `/api/communities/${communityId}/satellites`)).json().satellites[0];
    expect(await list()).toMatchObject({ active: true, lastPrice: null, lastHeartbeatAt: null });

    const at = new Date(Date.now() - 1000).toISOString();
    const beat = await request(suite.t.app, "POST", `/api/bot/v1/satellites/${satellite.id}/heartbeats`, {
      as: botToken,
      body: { price: 97_000.5, at },
    });
    expect(beat.statusCode, beat.body).toBe(204);
    const late = await request(suite.t.app, "POST", `/api/bot/v1/satellites/${satellite.id}/heartbeats`, {
      as: botToken,
      body: {
        price: 1,
        at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(late.statusCode).toBe(204);
    expect(await list()).toMatchObject({ lastPrice: 97_000.5, lastHeartbeatAt: at });
  });

  it("answers 404 for an unknown satellite and 400 for a bad heartbeat", async () => {
    const at = new Date().toISOString();
    expect(
      (
        await request(suite.t.app, "POST", `/api/bot/v1/satellites/${UNKNOWN_ID}/heartbeats`, {
          as: botToken,
          body: { price: 1, at },
        })
      ).statusCode,
    ).toBe(404);
    for (const body of [
      { price: 0, at },
      { price: "1", at },
      { price: 1 },
      { price: 1, at: "soon" },
      // Valid ISO 8601, but the database has no year 0: refused, never a 500.
      { price: 1, at: "0000-02-29T20:58:50Z" },
    ]) {
      const response = await request(suite.t.app, "POST", `/api/bot/v1/satellites/${UNKNOWN_ID}/heartbeats`, {
        as: botToken,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
  });
});

describe("times the bot reports", () => {
  /** An ISO time this many minutes from now. */
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  let key = 0;
  const kinds = [
    {
      report: "a trigger",
      field: "triggeredAt",
      thing: "alert",
      accepted: 201,
      create: async () => (await insertAlert({ createdAt: new Date(), cooldownMinutes: 5 })).id,
      send: (id: string, at: string) =>
        request(suite.t.app, "POST", `/api/bot/v1/alerts/${id}/triggers`, {
          as: botToken,
          body: trigger(`k-${++key}`, 101_000, at),
        }),
      stored: async (id: string) => [
        await db().select().from(alerts).where(eq(alerts.id, id)),
        await db().select().from(alertTriggers).where(eq(alertTriggers.alertId, id)),
      ],
    },
    {
      report: "a post run",
      field: "ranAt",
      thing: "scheduled post",
      accepted: 200,
      create: async () =>
        (await insertPost(await createCommunity(db(), [suite.ownerId]), { createdAt: new Date() })).id,
      send: (id: string, at: string) =>
        request(suite.t.app, "POST", `/api/bot/v1/scheduled-posts/${id}/runs`, {
          as: botToken,
          body: { ranAt: at, outcome: "delivered" },
        }),
      stored: (id: string) => db().select().from(scheduledPosts).where(eq(scheduledPosts.id, id)),
    },
    {
      report: "a heartbeat",
      field: "at",
      thing: "satellite",
      accepted: 204,
      create: async () => {
        const communityId = await createCommunity(db(), [suite.ownerId]);
        const [row] = await db().insert(satellites).values({ communityId, symbolId: BTCUSD }).returning();
        if (!row) throw new Error("no satellite");
        return row.id;
      },
      send: (id: string, at: string) =>
        request(suite.t.app, "POST", `/api/bot/v1/satellites/${id}/heartbeats`, {
          as: botToken,
          body: { price: 97_000, at },
        }),
      stored: (id: string) => db().select().from(satellites).where(eq(satellites.id, id)),
    },
  ];

  it.each(kinds)(
    `refuses $report dated more than ${REPORTED_TIME_SKEW_MINUTES} minutes ahead with 400 naming $field, changing nothing, so later reports still count`,
    async ({ field, create, send, stored, accepted }) => {
      const id = await create();
      const before = await stored(id);
      for (const at of ["9999-12-31T23:59:59.999Z", inMinutes(REPORTED_TIME_SKEW_MINUTES + 1)]) {
        const response = await send(id, at);
        expect(response.statusCode, at).toBe(400);
        expect(response.json().error).toEqual({
          code: "validation_failed",
          message: `${field}: must not be in the future (at most ${REPORTED_TIME_SKEW_MINUTES} minutes ahead of the API's clock)`,
        });
      }
      expect(await stored(id)).toEqual(before);
      expect((await send(id, inMinutes(0))).statusCode).toBe(accepted);
    },
  );

  it.each(kinds)(
    "refuses $report dated before its $thing was created with 400 naming $field, changing nothing",
    async ({ field, thing, create, send, stored }) => {
      const id = await create();
      const before = await stored(id);
      for (const at of [inMinutes(-60), "2000-01-01T00:00:00.000Z"]) {
        const response = await send(id, at);
        expect(response.statusCode, at).toBe(400);
        expect(response.json().error.code).toBe("validation_failed");
        expect(response.json().error.message).toMatch(
          new RegExp(`^${field}: must not be before the ${thing} was created \\(\\d{4}-.+Z\\)$`),
        );
      }
      expect(await stored(id)).toEqual(before);
    },
  );

  it.each(kinds)(
    `takes $report within ${REPORTED_TIME_SKEW_MINUTES} minutes of the clocks' skew either way`,
    async ({ create, send, accepted }) => {
      const id = await create();
      // A bot clock a little slow reports just before creation; a little fast, just ahead of now.
      for (const at of [
        inMinutes(-(REPORTED_TIME_SKEW_MINUTES - 1)),
        inMinutes(REPORTED_TIME_SKEW_MINUTES - 1),
      ]) {
        const response = await send(id, at);
        expect(response.statusCode, `${at}: ${response.body}`).toBe(accepted);
      }
    },
  );
});
