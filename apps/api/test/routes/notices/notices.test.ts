import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "../../../src/crypto/unsubscribe-token.js";
import {
  DEFAULT_EMAIL_KINDS,
  type NoticeCause,
  raiseCommunityNotice,
  raiseNotice,
  resolveNotices,
} from "../../../src/data/notices/notices.js";
import { communities, notices } from "../../../src/db/schema.js";
import { isDatabaseUnavailable } from "../../../src/errors.js";
import { issueBotToken } from "../../support/bot.js";
import { communitySuite } from "../../support/communities.js";

const suite = communitySuite({ discord: true });
const { request } = suite;
const db = () => suite.t.database.db;
let botToken: string;
beforeAll(async () => {
  botToken = await issueBotToken(db());
});

/** A post of `communityId` paused after failures, as the post-run report raises it. */
const pausedPost = (communityId: string | null, postId = randomUUID()): NoticeCause => ({
  kind: "post_paused",
  cause: `post_paused:${postId}`,
  communityId,
  title: "A scheduled post paused after 3 failures",
  message: "c BTCUSD 4H in #charts failed 3 times in a row (Missing Permissions) and is paused.",
  fixPath: `/communities/${communityId}/scheduled-posts`,
  fixLabel: "Resume the post",
});

describe("notices", () => {
  it("writes one notice per cause until it is resolved, even under 1,000 concurrent repeats", async () => {
    const { id } = await suite.serverCommunity([suite.ownerId]);
    const cause = pausedPost(id);
    // All at once. A call that waited the pool's whole POOL_WAIT_MS for a client (1,000 calls queue on 10
    // clients, which a busy machine can take longer than that to serve) is made again, as the bot's retry of
    // the 503 its report got would make it: the pool refused it before it reached the database.
    const retryUntil = Date.now() + 50_000;
    const raise = async () => {
      for (;;) {
        try {
          return await raiseNotice(db(), [suite.ownerId], cause);
        } catch (error) {
          if (!isDatabaseUnavailable(error) || Date.now() > retryUntil) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const written = await Promise.all(Array.from({ length: 1000 }, raise));
    expect(written.flat()).toHaveLength(1);
    const rows = await db().select().from(notices).where(eq(notices.cause, cause.cause));
    expect(rows).toHaveLength(1);

    // Resolved, then happening again: a second notice.
    expect(await resolveNotices(db(), cause.cause)).toBe(1);
    expect(await resolveNotices(db(), cause.cause)).toBe(0);
    expect(await raiseNotice(db(), [suite.ownerId], cause)).toHaveLength(1);
    expect(await db().select().from(notices).where(eq(notices.cause, cause.cause))).toHaveLength(2);
  });

  it("goes to the community's owner and its admins, once each", async () => {
    const { id } = await suite.serverCommunity([suite.ownerId, suite.strangerId]);
    // The owner is an admin too: still one notice for them.
    await db().update(communities).set({ ownerAccountId: suite.ownerId }).where(eq(communities.id, id));
    const cause = { ...pausedPost(id), communityId: id };
    expect(await raiseCommunityNotice(db(), cause)).toBe(2);
    expect(await raiseCommunityNotice(db(), cause)).toBe(0);
    const rows = await db().select().from(notices).where(eq(notices.cause, cause.cause));
    expect(rows.map((row) => row.accountId).sort()).toEqual([suite.ownerId, suite.strangerId].sort());
  });

  it("lists the account's notices newest first with the unread count, and marks them read by id or all", async () => {
    const { id } = await suite.serverCommunity([suite.strangerId]);
    const first = pausedPost(id);
    const second = { ...pausedPost(id), occurredAt: new Date(Date.now() + 1000) };
    await raiseNotice(db(), [suite.strangerId], first);
    await raiseNotice(db(), [suite.strangerId], second);

    const list = await request("GET", "/api/notices?limit=1", undefined, suite.stranger);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      kind: "post_paused",
      communityId: id,
      title: second.title,
      fixPath: second.fixPath,
      fixLabel: "Resume the post",
      readAt: null,
      resolvedAt: null,
    });
    expect(page.items[0].communityName).toEqual(expect.any(String));
    expect(page.unread).toBeGreaterThanOrEqual(2);
    const next = await request(
      "GET",
      `/api/notices?limit=1&cursor=${page.nextCursor}`,
      undefined,
      suite.stranger,
    );
    expect(next.json().items[0].title).toBe(first.title);

    // Another account's notice id is skipped, not an error.
    const [ownersNotice] = await raiseNotice(db(), [suite.ownerId], pausedPost(id));
    const marked = await request(
      "POST",
      "/api/notices/read",
      { ids: [page.items[0].id, ownersNotice?.id] },
      suite.stranger,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ marked: 1, unread: page.unread - 1 });
    const unreadOnly = await request("GET", "/api/notices?unread=true", undefined, suite.stranger);
    expect(unreadOnly.json().items.map((n: { id: string }) => n.id)).not.toContain(page.items[0].id);

    const all = await request("POST", "/api/notices/read", { all: true }, suite.stranger);
    expect(all.json()).toEqual({ marked: page.unread - 1, unread: 0 });
    const [owners] = await db()
      .select()
      .from(notices)
      .where(eq(notices.id, ownersNotice?.id ?? ""));
    expect(owners?.readAt).toBeNull();
  });

  it("refuses bad input with the field named", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/notices?limit=0", undefined],
      ["GET", "/api/notices?unread=yes", undefined],
      ["GET", "/api/notices?cursor=nonsense", undefined],
      ["POST", "/api/notices/read", { ids: [] }],
      ["POST", "/api/notices/read", { ids: ["not-a-uuid"] }],
      ["POST", "/api/notices/read", { all: false }],
      [
        "PUT",
        "/api/account/notice-preferences",
        { emailKinds: ["post_paused", "post_paused"], emailSchedule: "immediately" },
      ],
      ["PUT", "/api/account/notice-preferences", { emailKinds: ["nope"], emailSchedule: "immediately" }],
      ["PUT", "/api/account/notice-preferences", { emailKinds: [], emailSchedule: "weekly" }],
    ] as const) {
      const answer = await request(method, url, body);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(400);
      expect(answer.json().error.code).toBe("validation_failed");
    }
    const anonymous = await suite.t.app.inject({ method: "GET", url: "/api/notices" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("keeps the email choice, starting from the kinds' defaults", async () => {
    const fresh = await request("GET", "/api/account/notice-preferences", undefined, suite.stranger);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({
      emailKinds: [...DEFAULT_EMAIL_KINDS],
      emailSchedule: "immediately",
    });
    const saved = await request(
      "PUT",
      "/api/account/notice-preferences",
      { emailKinds: ["payment_failed", "post_paused"], emailSchedule: "daily_digest" },
      suite.stranger,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // In the kinds' own order.
    expect(saved.json()).toMatchObject({
      emailKinds: ["post_paused", "payment_failed"],
      emailSchedule: "daily_digest",
    });
    const again = await request("GET", "/api/account/notice-preferences", undefined, suite.stranger);
    expect(again.json().emailKinds).toEqual(["post_paused", "payment_failed"]);
  });

  it("unsubscribes by the email's token with no sign-in, and refuses a forged one", async () => {
    const keyring = suite.t.app.config.encryption;
    const token = unsubscribeToken(keyring, { accountId: suite.ownerId, kind: "post_paused" });
    expect(readUnsubscribeToken(keyring, token)).toEqual({ accountId: suite.ownerId, kind: "post_paused" });
    const anonymous = (body: unknown) =>
      suite.t.app.inject({ method: "POST", url: "/api/notices/unsubscribe", payload: body as object });

    const done = await anonymous({ token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ kind: "post_paused", label: "A scheduled post paused after failures" });
    const choice = await request("GET", "/api/account/notice-preferences");
    expect(choice.json().emailKinds).not.toContain("post_paused");
    expect((await anonymous({ token })).statusCode).toBe(200);

    // Another account, another kind, a changed signature, a made-up key id: refused.
    const [v, keyId, , kind, signature] = token.split(".");
    for (const forged of [
      [v, keyId, suite.strangerId, kind, signature].join("."),
      [v, keyId, suite.ownerId, "payment_failed", signature].join("."),
      [v, keyId, suite.ownerId, kind, `${signature?.slice(0, -2)}AA`].join("."),
      [v, "other", suite.ownerId, kind, signature].join("."),
      "nonsense",
    ]) {
      const refused = await anonymous({ token: forged });
      expect(refused.statusCode, forged).toBe(400);
      expect(refused.json().error.code).toBe("validation_failed");
    }

    const everything = await anonymous({
      token: unsubscribeToken(keyring, { accountId: suite.ownerId, kind: null }),
    });
    expect(everything.json()).toEqual({ kind: null, label: "All notice emails" });
    expect((await request("GET", "/api/account/notice-preferences")).json().emailKinds).toEqual([]);
  });

  it("hands the bot the notices to send as direct messages to linked accounts, and takes its first report", async () => {
    const linked = await suite.linkedUser();
    const { id } = await suite.serverCommunity([linked.accountId, suite.strangerId]);
    const cause = pausedPost(id);
    await raiseNotice(db(), [linked.accountId, suite.strangerId], cause);

    const feed = await request("GET", "/api/bot/v1/notice-messages", undefined, botToken);
    expect(feed.statusCode, feed.body).toBe(200);
    const mine = feed
      .json()
      .items.filter((item: { title: string; fixUrl: string }) => item.fixUrl.endsWith(cause.fixPath));
    // The stranger has no Discord user linked: nothing to send them.
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      discordUserId: linked.discordId,
      kind: "post_paused",
      title: cause.title,
      fixLabel: "Resume the post",
    });
    expect(new URL(mine[0].fixUrl).origin).toBe(suite.t.app.config.origins.dashboard);

    const url = `/api/bot/v1/notice-messages/${mine[0].id}`;
    const sent = await request("PUT", url, { status: "sent" }, botToken);
    expect(sent.json()).toEqual({ id: mine[0].id, status: "sent" });
    expect(
      (await request("PUT", url, { status: "failed", reason: "DMs closed" }, botToken)).json().status,
    ).toBe("sent");
    const after = await request("GET", "/api/bot/v1/notice-messages", undefined, botToken);
    expect(after.json().items.map((item: { id: string }) => item.id)).not.toContain(mine[0].id);
    expect(
      (await request("PUT", `/api/bot/v1/notice-messages/${randomUUID()}`, { status: "sent" }, botToken))
        .statusCode,
    ).toBe(404);
  });

  it("does not send a notice whose cause was resolved before the bot read it", async () => {
    const linked = await suite.linkedUser();
    const { id } = await suite.serverCommunity([linked.accountId]);
    const cause = pausedPost(id);
    await raiseNotice(db(), [linked.accountId], cause);
    await resolveNotices(db(), cause.cause);
    const feed = await request("GET", "/api/bot/v1/notice-messages", undefined, botToken);
    expect(
      feed.json().items.filter((item: { fixUrl: string }) => item.fixUrl.endsWith(cause.fixPath)),
    ).toEqual([]);
  });
});
