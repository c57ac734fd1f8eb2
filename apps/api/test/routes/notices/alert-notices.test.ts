import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { alertUndeliveredCause } from "../../../src/data/notices/account-notices.js";
import { type alerts, notices } from "../../../src/db/schema.js";
import { insertAlert as insertAlertRow } from "../../support/alerts.js";
import { issueBotToken } from "../../support/bot.js";
import { communitySuite } from "../../support/communities.js";

const suite = communitySuite({ discord: true });
const db = () => suite.t.database.db;
/** Before the reports' fixed times, so those come after the alert's creation. */
const LONG_AGO = new Date("2026-03-01T00:00:00.000Z");
let botToken = "";
beforeAll(async () => {
  botToken = await issueBotToken(db(), "alert notices test");
});

/** A repeating alert of the owner (it stays active after each trigger), a direct message unless told. */
const insertAlert = (values: Partial<typeof alerts.$inferInsert> = {}) =>
  insertAlertRow(db(), { accountId: suite.ownerId, cooldownMinutes: 10, createdAt: LONG_AGO, ...values });

/** The bot fires the alert (trigger `key`, at hour `hour` of 2 March) and reports its delivery. */
async function fireAndReport(alertId: string, key: string, hour: number, reason?: string) {
  const triggeredAt = new Date(Date.UTC(2026, 2, 2, hour)).toISOString();
  const fired = await suite.request(
    "POST",
    `/api/bot/v1/alerts/${alertId}/triggers`,
    { triggerId: key, price: 101_234.5, triggeredAt },
    botToken,
  );
  expect(fired.statusCode, fired.body).toBe(201);
  const reported = await suite.request(
    "PUT",
    `/api/bot/v1/alerts/${alertId}/triggers/${key}/delivery`,
    reason ? { status: "failed", reason } : { status: "delivered" },
    botToken,
  );
  expect(reported.statusCode, reported.body).toBe(200);
}

const noticesOf = (alertId: string) =>
  db()
    .select()
    .from(notices)
    .where(eq(notices.cause, alertUndeliveredCause(alertId)));

/** The owner's notices about the alert, as the dashboard lists them. */
async function listed(alertId: string, caller = suite.owner) {
  const answer = await suite.request("GET", "/api/notices?limit=100", undefined, caller);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer
    .json()
    .items.filter((notice: { fixPath: string }) => notice.fixPath.endsWith(`?edit=${alertId}`));
}

describe("alert_undelivered notices", () => {
  it("a failed delivery tells the alert's owner what failed, why and where to fix it, once until a delivery resolves it", async () => {
    const alert = await insertAlert();
    await fireAndReport(alert.id, "t-1", 9, "Cannot send messages to this user");
    await fireAndReport(alert.id, "t-2", 10, "Cannot send messages to this user");

    const [notice, ...more] = await listed(alert.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: "alert_undelivered",
      communityId: null,
      communityName: null,
      title: "Your BTCUSD alert could not be delivered",
      message:
        'Your alert "BTCUSD above 100,000" triggered at 101,234.5 on 2 March 2026 at 09:00 UTC, but its message could not be sent to you by direct message (Cannot send messages to this user). Check where it is sent, then edit the alert or send a test.',
      fixPath: `/account/alerts?edit=${alert.id}`,
      fixLabel: "Edit the alert",
      occurredAt: "2026-03-02T09:00:00.000Z",
      resolvedAt: null,
    });

    // The next delivery resolves it; the next failure after that is a new notice.
    await fireAndReport(alert.id, "t-3", 11);
    const [resolved] = await listed(alert.id);
    expect(resolved?.resolvedAt).toEqual(expect.any(String));
    await fireAndReport(alert.id, "t-4", 12, "Missing Access");
    const rows = await noticesOf(alert.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.resolvedAt === null)).toEqual([
      expect.objectContaining({ message: expect.stringContaining("(Missing Access)") }),
    ]);
  });

  it("a channel alert's notice names its community and goes to its owner only, not the community's other admins", async () => {
    const community = await suite.serverCommunity([suite.ownerId, suite.strangerId]);
    const alert = await insertAlert({ communityId: community.id, channelId: community.channelId });
    await fireAndReport(alert.id, "c-1", 9, "Missing Permissions");
    const [notice] = await listed(alert.id);
    expect(notice).toMatchObject({ communityId: community.id, communityName: expect.any(String) });
    expect(notice.message).toContain("could not be sent to its channel (Missing Permissions)");
    expect(await listed(alert.id, suite.stranger)).toEqual([]);
  });

  it("is resolved when the owner edits the alert, and when they delete it", async () => {
    const edited = await insertAlert({ level: 100_001 });
    await fireAndReport(edited.id, "e-1", 9, "Unknown Channel");
    const patch = await suite.request("PATCH", `/api/alerts/${edited.id}`, { level: 100_500 });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await noticesOf(edited.id))[0]?.resolvedAt).toBeInstanceOf(Date);

    const deleted = await insertAlert({ level: 100_002 });
    await fireAndReport(deleted.id, "d-1", 9, "Unknown Channel");
    expect((await noticesOf(deleted.id))[0]?.resolvedAt).toBeNull();
    // Another account's delete of the id deletes nothing and resolves nothing.
    const foreign = await suite.request("DELETE", `/api/alerts/${deleted.id}`, undefined, suite.stranger);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await noticesOf(deleted.id))[0]?.resolvedAt).toBeNull();
    const removed = await suite.request("DELETE", `/api/alerts/${deleted.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await noticesOf(deleted.id))[0]?.resolvedAt).toBeInstanceOf(Date);

    // A channel alert (its deletion goes to its community's audit log, in the same transaction) likewise.
    const community = await suite.serverCommunity([suite.ownerId]);
    const inChannel = await insertAlert({ communityId: community.id, channelId: community.channelId });
    await fireAndReport(inChannel.id, "c-2", 9, "Missing Access");
    const foreignInChannel = await suite.request(
      "DELETE",
      `/api/alerts/${inChannel.id}`,
      undefined,
      suite.stranger,
    );
    expect(foreignInChannel.statusCode, foreignInChannel.body).toBe(404);
    expect((await noticesOf(inChannel.id))[0]?.resolvedAt).toBeNull();
    const removedFromChannel = await suite.request("DELETE", `/api/alerts/${inChannel.id}`);
    expect(removedFromChannel.statusCode, removedFromChannel.body).toBe(204);
    expect((await noticesOf(inChannel.id))[0]?.resolvedAt).toBeInstanceOf(Date);
  });

  it("writes one notice under 1,000 concurrent failed delivery reports of one trigger", async () => {
    const alert = await insertAlert({ level: 100_003 });
    const fired = await suite.request(
      "POST",
      `/api/bot/v1/alerts/${alert.id}/triggers`,
      { triggerId: "storm", price: 101_000, triggeredAt: "2026-03-02T09:00:00.000Z" },
      botToken,
    );
    expect(fired.statusCode, fired.body).toBe(201);
    const report = () =>
      suite.request(
        "PUT",
        `/api/bot/v1/alerts/${alert.id}/triggers/storm/delivery`,
        { status: "failed", reason: "Missing Access" },
        botToken,
      );
    // All at once; as the bot's client does, a report answered 503 (the database pool's queue, on a busy
    // machine) is sent again until it is taken.
    let statuses = (await Promise.all(Array.from({ length: 1000 }, report))).map(
      (answer) => answer.statusCode,
    );
    const seen = new Set(statuses);
    for (let round = 0; statuses.length > 0 && round < 20; round += 1) {
      const again = statuses.filter((status) => status === 503);
      if (again.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
      statuses = (await Promise.all(again.map(report))).map((answer) => answer.statusCode);
      for (const status of statuses) seen.add(status);
    }
    expect([...seen].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await noticesOf(alert.id)).toHaveLength(1);
  });
});
