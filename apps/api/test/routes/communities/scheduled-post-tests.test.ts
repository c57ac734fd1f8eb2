import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { communities, scheduledPosts, scheduledPostTests } from "../../../src/db/schema.js";
import { issueBotToken } from "../../support/bot.js";
import { communitySuite, grantAddon, insertScheduledPost } from "../../support/communities.js";
import { request as anonymousRequest } from "../../support/request.js";

const suite = communitySuite({ discord: true });
const { request } = suite;
const db = () => suite.t.database.db;
let botToken: string;
beforeAll(async () => {
  botToken = await issueBotToken(db());
});

const postsUrl = (communityId: string) => `/api/communities/${communityId}/scheduled-posts`;
const testUrl = (communityId: string, postId: string) => `${postsUrl(communityId)}/${postId}/test`;

/** A community of `accountId` with Scheduled Posting and one post ("c BTCUSD 4H" every hour, with a text). */
async function postingCommunity(accountId = suite.ownerId) {
  const { id, channelId, roleId } = await suite.serverCommunity([accountId]);
  await grantAddon(db(), accountId, id, "scheduled-posting");
  const caller = accountId === suite.ownerId ? suite.owner : suite.stranger;
  const created = await request(
    "POST",
    postsUrl(id),
    { command: "c", arguments: "BTCUSD 4H", channelId, periodMinutes: 60, message: "Hourly BTC", roleId },
    caller,
  );
  expect(created.statusCode, created.body).toBe(201);
  return { id, channelId, roleId, post: created.json() };
}

const pendingTests = async () =>
  (await request("GET", "/api/bot/v1/scheduled-post-tests", undefined, botToken)).json().items as {
    id: string;
    postId: string;
  }[];

describe("Send test of a scheduled post", () => {
  it("queues a test for the bot, which posts it and reports; the outcome is read back and the schedule is untouched", async () => {
    const { id, channelId, roleId, post } = await postingCommunity();
    expect((await request("GET", testUrl(id, post.id))).statusCode).toBe(404);

    const requested = await request("POST", testUrl(id, post.id));
    expect(requested.statusCode, requested.body).toBe(202);
    expect(requested.json()).toMatchObject({ postId: post.id, status: "pending", reportedAt: null });

    const again = await request("POST", testUrl(id, post.id));
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe("rate_limited");
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);

    const [guild] = await db()
      .select({ guildId: communities.guildId })
      .from(communities)
      .where(eq(communities.id, id));
    const mine = (await pendingTests()).find((item) => item.postId === post.id);
    expect(mine).toEqual({
      id: requested.json().id,
      postId: post.id,
      guildId: guild?.guildId,
      channelId,
      command: "c",
      arguments: "BTCUSD 4H",
      message: "Hourly BTC",
      timeZone: "UTC",
      roleId,
      requestedAt: requested.json().requestedAt,
    });

    const failed = await request(
      "PUT",
      `/api/bot/v1/scheduled-post-tests/${mine?.id}`,
      { status: "failed", reason: "Missing Permissions" },
      botToken,
    );
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toMatchObject({ status: "failed", failureReason: "Missing Permissions" });
    const replay = await request(
      "PUT",
      `/api/bot/v1/scheduled-post-tests/${mine?.id}`,
      { status: "delivered" },
      botToken,
    );
    expect(replay.json().status).toBe("failed");

    const latest = await request("GET", testUrl(id, post.id));
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({
      id: mine?.id,
      status: "failed",
      failureReason: "Missing Permissions",
    });
    expect((await pendingTests()).some((item) => item.id === mine?.id)).toBe(false);

    // A test is not a run: the post's schedule and failure count are what they were.
    const after = (await request("GET", postsUrl(id))).json().scheduledPosts[0];
    expect(after).toMatchObject({
      lastRunAt: null,
      lastOutcome: null,
      consecutiveFailures: 0,
      nextRunAt: post.nextRunAt,
    });
  });

  it("refuses a report without a reason for a failure, and an unknown test", async () => {
    const { id, post } = await postingCommunity();
    const test = (await request("POST", testUrl(id, post.id))).json();
    const noReason = await request(
      "PUT",
      `/api/bot/v1/scheduled-post-tests/${test.id}`,
      { status: "failed" },
      botToken,
    );
    expect(noReason.statusCode).toBe(400);
    const unknown = await request(
      "PUT",
      "/api/bot/v1/scheduled-post-tests/00000000-0000-4000-8000-000000000000",
      { status: "delivered" },
      botToken,
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await anonymousRequest(suite.t.app, "GET", "/api/bot/v1/scheduled-post-tests");
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another account's community or post, and records nothing", async () => {
    const mine = await postingCommunity();
    const theirs = await postingCommunity(suite.strangerId);
    expect((await request("POST", testUrl(theirs.id, theirs.post.id))).statusCode).toBe(404);
    expect((await request("POST", testUrl(mine.id, theirs.post.id))).statusCode).toBe(404);
    expect((await request("GET", testUrl(mine.id, theirs.post.id))).statusCode).toBe(404);
    expect(
      await db().select().from(scheduledPostTests).where(eq(scheduledPostTests.postId, theirs.post.id)),
    ).toEqual([]);
  });

  it("refuses a test once Scheduled Posting has lapsed, and serves no test of a server the bot left", async () => {
    const lapsed = await suite.serverCommunity([suite.ownerId]);
    await grantAddon(db(), suite.ownerId, lapsed.id, "scheduled-posting", { status: "canceled" });
    const lapsedPost = await insertScheduledPost(db(), lapsed.id, { channelId: lapsed.channelId });
    const refused = await request("POST", testUrl(lapsed.id, lapsedPost.id));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toMatch(/Scheduled Posting/);

    const left = await postingCommunity();
    const test = (await request("POST", testUrl(left.id, left.post.id))).json();
    await db().update(communities).set({ disconnectedAt: new Date() }).where(eq(communities.id, left.id));
    expect((await pendingTests()).some((item) => item.id === test.id)).toBe(false);
    await db().update(communities).set({ disconnectedAt: null }).where(eq(communities.id, left.id));
    expect((await pendingTests()).some((item) => item.id === test.id)).toBe(true);
  });

  it("goes with its post: deleting the post deletes its tests", async () => {
    const { id, post } = await postingCommunity();
    await request("POST", testUrl(id, post.id));
    expect((await request("DELETE", `${postsUrl(id)}/${post.id}`)).statusCode).toBe(204);
    expect(await db().select().from(scheduledPosts).where(eq(scheduledPosts.id, post.id))).toEqual([]);
    expect(
      await db().select().from(scheduledPostTests).where(eq(scheduledPostTests.postId, post.id)),
    ).toEqual([]);
  });
});
