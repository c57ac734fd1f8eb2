import { LIMITS } from "@chartbot/addons";
import { SATELLITE_STALE_AFTER_SECONDS } from "@chartbot/contracts/satellites";
import { MAX_CONSECUTIVE_POST_FAILURES } from "@chartbot/contracts/scheduled-posts";
import { DEFAULT_SYMBOL_IDS, listSymbols } from "@chartbot/symbol-catalogue";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runBotLicenses } from "../../../src/commands/bot-licenses.js";
import { catalogueTicker } from "../../../src/data/catalogue-symbols.js";
import { communities, notices, satellites } from "../../../src/db/schema.js";
import { HOURLY_JOBS } from "../../../src/jobs/hourly-jobs.js";
import { issueBotToken } from "../../support/bot.js";
import { communitySuite, grantAddon, insertScheduledPost, snowflake } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite({ discord: true });
const db = () => suite.t.database.db;
let botToken: string;
beforeAll(async () => {
  botToken = await issueBotToken(db());
});

const bot = (method: "GET" | "POST", path: string, body?: object) =>
  request(suite.t.app, method, `/api/bot/v1${path}`, { as: botToken, body });

/** The community's notices of `kind`, oldest first. */
const noticesOf = (communityId: string, kind: (typeof notices.$inferSelect)["kind"]) =>
  db()
    .select()
    .from(notices)
    .where(and(eq(notices.communityId, communityId), eq(notices.kind, kind)))
    .orderBy(asc(notices.occurredAt), asc(notices.id));

const nameOf = async (communityId: string) => {
  const [row] = await db().select().from(communities).where(eq(communities.id, communityId));
  return row?.name ?? "";
};

/** A community of the owner, with the stranger as a second admin: both hear of its trouble. */
const sharedCommunity = () => suite.serverCommunity([suite.ownerId, suite.strangerId]);

const runJob = async (name: string, now: Date) => {
  const job = HOURLY_JOBS.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return job.run(db(), now, suite.t.app.log, suite.t.app);
};

describe("post_paused", () => {
  it("raises one notice per recipient when failures pause a post, even for 1,000 concurrent reports, and again after a resume", async () => {
    const { id, channelId } = await sharedCommunity();
    await grantAddon(db(), suite.ownerId, id, "scheduled-posting");
    const post = await insertScheduledPost(db(), id, {
      command: "c",
      arguments: "BTCUSD 4H",
      channelId,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    let minute = 0;
    // Retries stop before the test's timeout: a report still refused then fails the test, and no retry outlives
    // it to hold the pool's clients from the tests after it.
    const retryUntil = Date.now() + 50_000;
    // A failed run as the bot reports it, again after a 503 (1,000 transactions queued on the post's row can
    // outwait the pool's connection timeout on a busy machine), as the bot retries.
    const fail = async () => {
      minute += 1;
      const body = {
        ranAt: new Date(Date.UTC(2026, 2, 2, 0, minute)).toISOString(),
        outcome: "failed",
        reason: "Missing Permissions",
      };
      for (;;) {
        const response = await bot("POST", `/scheduled-posts/${post.id}/runs`, body);
        if (response.statusCode !== 503 || Date.now() > retryUntil) return response;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    for (let i = 1; i < MAX_CONSECUTIVE_POST_FAILURES; i += 1) {
      expect((await fail()).json().paused).toBe(false);
    }
    expect(await noticesOf(id, "post_paused")).toEqual([]);

    const reports = await Promise.all(Array.from({ length: 1000 }, () => fail()));
    expect(new Set(reports.map((report) => report.statusCode))).toEqual(new Set([200]));
    const raised = await noticesOf(id, "post_paused");
    expect(raised.map((notice) => notice.accountId).sort()).toEqual([suite.ownerId, suite.strangerId].sort());
    const [first] = raised;
    const name = await nameOf(id);
    expect(first).toMatchObject({
      cause: `post_paused:${post.id}`,
      title: `Scheduled post "c BTCUSD 4H" paused in ${name}`,
      fixPath: `/communities/${id}/scheduled-posts`,
      fixLabel: "Resume the post",
      resolvedAt: null,
    });
    expect(first?.message).toContain(`"c BTCUSD 4H" in channel ${channelId} of ${name}`);
    expect(first?.message).toContain(`failed ${MAX_CONSECUTIVE_POST_FAILURES} times in a row`);
    expect(first?.message).toContain("Missing Permissions");

    // The owner's bell lists it, with the community's name.
    const bell = (await suite.request("GET", "/api/notices?unread=true")).json();
    expect(bell.items).toContainEqual(
      expect.objectContaining({ kind: "post_paused", communityId: id, communityName: name }),
    );

    // Resumed (the diagnosis' `resume_post` fix sends the same PATCH): resolved, for both recipients.
    const resumed = await suite.request("PATCH", `/api/communities/${id}/scheduled-posts/${post.id}`, {
      paused: false,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const afterResume = await noticesOf(id, "post_paused");
    expect(afterResume.every((notice) => notice.resolvedAt !== null)).toBe(true);

    // Failing again pauses it again: a second notice each.
    for (let i = 0; i < MAX_CONSECUTIVE_POST_FAILURES; i += 1) await fail();
    const again = await noticesOf(id, "post_paused");
    expect(again).toHaveLength(4);
    expect(again.filter((notice) => notice.resolvedAt === null)).toHaveLength(2);

    // Deleting the post resolves them.
    const deleted = await suite.request("DELETE", `/api/communities/${id}/scheduled-posts/${post.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await noticesOf(id, "post_paused")).every((notice) => notice.resolvedAt !== null)).toBe(true);
  });
});

const [BTCUSD] = DEFAULT_SYMBOL_IDS;
const PAID = listSymbols()
  .map((symbol) => symbol.id)
  .filter((symbolId) => !(DEFAULT_SYMBOL_IDS as readonly string[]).includes(symbolId));

describe("satellite_stale", () => {
  it("is raised by the hourly sweep for a satellite in its server without heartbeats, and resolved by its next heartbeat", async () => {
    const { id } = await sharedCommunity();
    const now = new Date();
    const joinedAt = new Date(now.getTime() - 60 * 60_000);
    const [satellite] = await db()
      .insert(satellites)
      .values({
        communityId: id,
        symbolId: BTCUSD as string,
        createdAt: new Date(now.getTime() - 2 * 60 * 60_000),
        joinedAt,
        lastHeartbeatAt: new Date(now.getTime() - 10 * 60_000),
      })
      .returning();
    if (!satellite) throw new Error("no satellite");
    // A satellite that just reported is not stale.
    await db()
      .insert(satellites)
      .values({ communityId: id, symbolId: DEFAULT_SYMBOL_IDS[1] as string, joinedAt, lastHeartbeatAt: now });

    // One in a disconnected community (the bot left its server) is not said to be stale.
    const gone = await suite.serverCommunity([suite.ownerId], { disconnectedAt: now });
    await db()
      .insert(satellites)
      .values({ communityId: gone.id, symbolId: BTCUSD as string, createdAt: joinedAt, joinedAt });

    const counts = await runJob("satellite-notices", now);
    expect(await noticesOf(gone.id, "satellite_stale")).toEqual([]);
    expect(counts.raisedStale).toBeGreaterThanOrEqual(2);
    const raised = await noticesOf(id, "satellite_stale");
    expect(raised.map((notice) => notice.accountId).sort()).toEqual([suite.ownerId, suite.strangerId].sort());
    const ticker = catalogueTicker(satellite.symbolId);
    expect(raised[0]).toMatchObject({
      cause: `satellite_stale:${satellite.id}`,
      title: `Price satellite ${ticker} stopped updating in ${await nameOf(id)}`,
      fixPath: `/communities/${id}/satellites`,
      fixLabel: "See the satellites",
    });
    expect(raised[0]?.message).toContain(`more than ${SATELLITE_STALE_AFTER_SECONDS / 60} minutes`);

    // The sweep again: still one open notice each.
    await runJob("satellite-notices", new Date(now.getTime() + 60_000));
    expect(await noticesOf(id, "satellite_stale")).toHaveLength(2);

    const beat = await bot("POST", `/satellites/${satellite.id}/heartbeats`, {
      price: 97_000,
      at: new Date().toISOString(),
    });
    expect(beat.statusCode, beat.body).toBe(204);
    expect((await noticesOf(id, "satellite_stale")).every((notice) => notice.resolvedAt !== null)).toBe(true);
  });
});

describe("satellite_without_slot", () => {
  it("is raised when the slot covering a paid satellite goes, resolved when it comes back or the satellite is removed", async () => {
    const { id } = await sharedCommunity();
    const subscriptionId = await grantAddon(db(), suite.ownerId, id, "price-satellite-bots", { slots: 2 });
    const symbolId = PAID[0] as string;
    const added = await suite.request("POST", `/api/communities/${id}/satellites`, { symbolId });
    expect(added.statusCode, added.body).toBe(201);
    const satelliteId: string = added.json().id;
    const second = await suite.request("POST", `/api/communities/${id}/satellites`, {
      symbolId: PAID[1] as string,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(await noticesOf(id, "satellite_without_slot")).toEqual([]);

    // One slot left: the newer paid satellite has none.
    const slots = (communityIds: (string | null)[]) =>
      suite.request("PUT", `/api/subscriptions/${subscriptionId}/slots`, {
        assignments: communityIds.map((communityId) => ({ communityId })),
      });
    expect((await slots([id])).statusCode).toBe(200);
    const raised = await noticesOf(id, "satellite_without_slot");
    expect(raised.map((notice) => notice.accountId).sort()).toEqual([suite.ownerId, suite.strangerId].sort());
    const ticker = catalogueTicker(PAID[1] as string);
    expect(raised[0]).toMatchObject({
      cause: `satellite_without_slot:${second.json().id}`,
      title: `Price satellite ${ticker} has no paid slot in ${await nameOf(id)}`,
      fixPath: `/communities/${id}/satellites`,
    });

    // The slot back: resolved. Taken again, then the uncovered satellite removed: resolved too, and the sweep
    // finds nothing left to say.
    expect((await slots([id, id])).statusCode).toBe(200);
    expect((await noticesOf(id, "satellite_without_slot")).every((notice) => notice.resolvedAt)).toBe(true);
    expect((await slots([id])).statusCode).toBe(200);
    expect((await noticesOf(id, "satellite_without_slot")).filter((n) => !n.resolvedAt)).toHaveLength(2);
    const removed = await suite.request("DELETE", `/api/communities/${id}/satellites/${second.json().id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await noticesOf(id, "satellite_without_slot")).every((notice) => notice.resolvedAt)).toBe(true);

    // A lapse no request saw (the subscription's row changed under it): the hourly sweep raises it.
    expect((await slots([])).statusCode).toBe(200);
    const open = (await noticesOf(id, "satellite_without_slot")).filter((notice) => !notice.resolvedAt);
    expect(open.map((notice) => notice.cause)).toEqual([
      `satellite_without_slot:${satelliteId}`,
      `satellite_without_slot:${satelliteId}`,
    ]);
    await db().update(notices).set({ resolvedAt: new Date() }).where(eq(notices.communityId, id));
    await runJob("satellite-notices", new Date());
    expect((await noticesOf(id, "satellite_without_slot")).filter((n) => !n.resolvedAt)).toHaveLength(2);
  });
});

describe("relay_refusing", () => {
  it("is raised once by refused messages (over the minute, unreadable, the bot's failure) and resolved by a delivery", async () => {
    const { id, channelId } = await sharedCommunity();
    const relay = (await suite.request("POST", `/api/communities/${id}/relays`, { channelId })).json();
    const post = (body: object) => request(suite.t.app, "POST", new URL(relay.url).pathname, { body });

    for (let i = 0; i < LIMITS.relayMessagesPerMinute; i += 1) {
      expect((await post({ content: `message ${i}` })).statusCode).toBe(204);
    }
    const refused = await Promise.all(Array.from({ length: 50 }, () => post({ content: "one too many" })));
    expect(refused.every((response) => response.statusCode === 429)).toBe(true);
    const raised = await noticesOf(id, "relay_refusing");
    expect(raised.map((notice) => notice.accountId).sort()).toEqual([suite.ownerId, suite.strangerId].sort());
    expect(raised[0]).toMatchObject({
      cause: `relay_refusing:${relay.id}`,
      title: `Webhook relay ${relay.number} is refusing messages in ${await nameOf(id)}`,
      fixPath: `/communities/${id}/relays`,
      fixLabel: "See the relay",
    });
    expect(raised[0]?.message).toContain(
      `more than ${LIMITS.relayMessagesPerMinute} messages came in one minute`,
    );
    expect(raised[0]?.message).toContain(`relay ${relay.number} (to channel ${channelId})`);

    // A delivery resolves it; a failure the bot reports raises it again, with the bot's reason.
    const feed = (await bot("GET", "/relay-messages?limit=100")).json();
    const mine = feed.messages.filter((message: { relayId: string }) => message.relayId === relay.id);
    expect(mine.length).toBeGreaterThan(1);
    const ack = (acknowledgements: object[]) =>
      bot("POST", "/relay-messages/acknowledgements", { acknowledgements });
    expect((await ack([{ id: mine[0].id, status: "delivered" }])).statusCode).toBe(200);
    expect((await noticesOf(id, "relay_refusing")).every((notice) => notice.resolvedAt)).toBe(true);
    expect((await ack([{ id: mine[1].id, status: "failed", reason: "Missing Access" }])).statusCode).toBe(
      200,
    );
    const failed = (await noticesOf(id, "relay_refusing")).filter((notice) => !notice.resolvedAt);
    expect(failed).toHaveLength(2);
    expect(failed[0]?.message).toContain("the bot could not post a message in its channel (Missing Access)");

    // Deleted, the relay refuses nothing any more.
    const deleted = await suite.request("DELETE", `/api/communities/${id}/relays/${relay.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await noticesOf(id, "relay_refusing")).every((notice) => notice.resolvedAt)).toBe(true);
  });

  it("is raised by a message the relay cannot read, not by a dry run's", async () => {
    const { id, channelId } = await sharedCommunity();
    const relay = (await suite.request("POST", `/api/communities/${id}/relays`, { channelId })).json();
    const dryRun = await request(suite.t.app, "POST", `${new URL(relay.url).pathname}?dryRun=1`, {
      body: {},
    });
    expect(dryRun.statusCode).toBe(400);
    expect(await noticesOf(id, "relay_refusing")).toEqual([]);
    const refused = await request(suite.t.app, "POST", new URL(relay.url).pathname, { body: {} });
    expect(refused.statusCode).toBe(400);
    const [notice] = await noticesOf(id, "relay_refusing");
    expect(notice?.message).toContain("a message could not be read (");
  });
});

describe("bot_license_step", () => {
  const staff = (...argv: string[]) => runBotLicenses(db(), argv, () => undefined);

  it("notifies each step staff reach, supersedes the earlier step, and notifies again after an edit restarts the review", async () => {
    const { id } = await sharedCommunity();
    await grantAddon(db(), suite.ownerId, id, "bot-license");
    const applicationId = snowflake();
    const submission = {
      name: "Alpha Charts",
      avatarUrl: null,
      applicationId,
      token: `${Buffer.from(applicationId).toString("base64url")}.GaBcDe.Zx9-Qw_8erTy7uIo6pAs5dFg4hJ`,
    };
    const saved = await suite.request("PUT", `/api/communities/${id}/licensed-bot`, submission);
    expect(saved.statusCode, saved.body).toBe(200);
    // The admins' own submission does not notify.
    expect(await noticesOf(id, "bot_license_step")).toEqual([]);

    await staff("set-status", id, "in_review");
    const inReview = await noticesOf(id, "bot_license_step");
    expect(inReview.map((notice) => notice.accountId).sort()).toEqual(
      [suite.ownerId, suite.strangerId].sort(),
    );
    const name = await nameOf(id);
    expect(inReview[0]).toMatchObject({
      cause: `bot_license_step:${id}:${applicationId}:in_review`,
      title: `Your licensed bot Alpha Charts is in review in ${name}`,
      fixPath: `/communities/${id}/bot-license`,
      fixLabel: "See the Bot License",
      resolvedAt: null,
    });

    await staff("set-status", id, "live");
    const live = await noticesOf(id, "bot_license_step");
    expect(live).toHaveLength(4);
    expect(live.filter((notice) => !notice.resolvedAt).map((notice) => notice.cause)).toEqual([
      `bot_license_step:${id}:${applicationId}:live`,
      `bot_license_step:${id}:${applicationId}:live`,
    ]);
    expect(live.find((notice) => !notice.resolvedAt)?.title).toBe(
      `Your licensed bot Alpha Charts is live in ${name}`,
    );

    // An edit restarts at submitted: the steps notify again when reached again.
    const edited = await suite.request("PUT", `/api/communities/${id}/licensed-bot`, {
      ...submission,
      name: "Alpha Charts Pro",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await noticesOf(id, "bot_license_step")).every((notice) => notice.resolvedAt)).toBe(true);
    await staff("set-status", id, "in_review");
    expect((await noticesOf(id, "bot_license_step")).filter((notice) => !notice.resolvedAt)).toHaveLength(2);
  });
});
