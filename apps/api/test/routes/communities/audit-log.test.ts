import { AUDIT_LOG_RETENTION_DAYS } from "@chartbot/contracts/audit-log";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.js";
import { deleteAccount } from "../../../src/data/accounts/delete-account.js";
import { purgeAuditLog } from "../../../src/data/communities/audit-log.js";
import { communities, communityAuditLog, subscriptions } from "../../../src/db/schema.js";
import {
  accountIdOf,
  communitySuite,
  createCommunity,
  grantAddon,
  snowflake,
} from "../../support/communities.js";
import { createTestUser } from "../../support/firebase-users.js";
import { openTestDatabase, testConfig } from "../../support/test-app.js";

const suite = communitySuite();
const { request } = suite;
const db = () => suite.t.database.db;
const DAY = 86_400_000;

const log = async (id: string, query = "") => {
  const response = await request("GET", `/api/communities/${id}/audit-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const revert = (id: string, entryId: string, user = suite.owner) =>
  request("POST", `/api/communities/${id}/audit-log/${entryId}/revert`, undefined, user);
const patch = async (id: string, body: object) => {
  const response = await request("PATCH", `/api/communities/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const overrideUrl = (id: string, channelId: string) =>
  `/api/communities/${id}/channel-overrides/${channelId}`;

describe("recording changes", () => {
  it("records each changed setting of a settings change: who, when, before and after", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    expect(await log(id)).toEqual({ items: [], nextCursor: null });
    const started = Date.now();
    // tickerMode changes; the theme is sent unchanged; set-up completion is not a setting.
    await patch(id, {
      tickerMode: "crypto",
      charting: { theme: "dark", indicators: ["RSI"] },
      setupCompleted: true,
    });
    const { items } = await log(id);
    const actor = { accountId: suite.ownerId, name: suite.owner.email, apiToken: null };
    expect(items).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(String),
          at: expect.any(String),
          actor,
          revertOf: null,
          setting: "tickerMode",
          channelId: null,
          subjectId: null,
          before: "traditional",
          after: "crypto",
        },
        {
          id: expect.any(String),
          at: expect.any(String),
          actor,
          revertOf: null,
          setting: "chartIndicators",
          channelId: null,
          subjectId: null,
          before: [],
          after: ["RSI"],
        },
      ]),
    );
    expect(items).toHaveLength(2);
    expect(Date.parse(items[0].at)).toBeGreaterThanOrEqual(started - 1000);

    await patch(id, { autoDeleteMinutes: 15 });
    await patch(id, { autoDeleteMinutes: null });
    const newest = (await log(id)).items.slice(0, 2);
    expect(newest.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [15, null],
      [null, 15],
    ]);
  });

  it("records channel overrides added, edited and removed", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    const channelId = snowflake();
    await request("PUT", overrideUrl(id, channelId), { tickerMode: "crypto", autoDeleteMinutes: null });
    await request("PUT", overrideUrl(id, channelId), { tickerMode: "crypto", autoDeleteMinutes: 0 });
    await request("PUT", overrideUrl(id, channelId), { tickerMode: "crypto", autoDeleteMinutes: 0 });
    await request("DELETE", overrideUrl(id, channelId));
    const { items } = await log(id);
    expect(items.map((e: object) => ({ ...e, id: undefined, at: undefined, actor: undefined }))).toEqual(
      [
        {
          setting: "channelOverride",
          channelId,
          subjectId: null,
          revertOf: null,
          before: { tickerMode: "crypto", autoDeleteMinutes: 0 },
          after: null,
        },
        {
          setting: "channelOverride",
          channelId,
          subjectId: null,
          revertOf: null,
          before: { tickerMode: "crypto", autoDeleteMinutes: null },
          after: { tickerMode: "crypto", autoDeleteMinutes: 0 },
        },
        {
          setting: "channelOverride",
          channelId,
          subjectId: null,
          revertOf: null,
          before: null,
          after: { tickerMode: "crypto", autoDeleteMinutes: null },
        },
      ].map((e) => ({ ...e, id: undefined, at: undefined, actor: undefined })),
    );
  });

  it("pages newest first with a cursor", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    for (const minutes of [1, 2, 3, 4, 5]) await patch(id, { autoDeleteMinutes: minutes });
    const first = await log(id, "?limit=2");
    expect(first.items.map((e: { after: number }) => e.after)).toEqual([5, 4]);
    const second = await log(id, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((e: { after: number }) => e.after)).toEqual([3, 2]);
    const third = await log(id, `?limit=2&cursor=${second.nextCursor}`);
    expect(third).toMatchObject({ items: [{ before: null, after: 1 }], nextCursor: null });
    const other = await createCommunity(db(), [suite.ownerId]);
    const foreignCursor = await request(
      "GET",
      `/api/communities/${other}/audit-log?cursor=${first.nextCursor}`,
    );
    expect(foreignCursor.statusCode).toBe(400);
  });
});

describe("reverting a change", () => {
  it("puts the old value back as a new, recorded change", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    await patch(id, { tickerMode: "crypto" });
    const [entry] = (await log(id)).items;
    const reverted = await revert(id, entry.id);
    expect(reverted.statusCode, reverted.body).toBe(201);
    expect(reverted.json()).toMatchObject({
      setting: "tickerMode",
      before: "crypto",
      after: "traditional",
      revertOf: entry.id,
    });
    expect((await request("GET", `/api/communities/${id}`)).json().tickerMode).toBe("traditional");
    expect((await log(id)).items[0]).toEqual(reverted.json());
    // The revert is a change like any other: it can be reverted in turn.
    expect((await revert(id, reverted.json().id)).statusCode).toBe(201);
    expect((await request("GET", `/api/communities/${id}`)).json().tickerMode).toBe("crypto");
  });

  it("refuses with 409 when the setting changed since, changing nothing", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    await patch(id, { autoDeleteMinutes: 10 });
    const [older] = (await log(id)).items;
    await patch(id, { autoDeleteMinutes: 20 });
    const refused = await revert(id, older.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/changed again since/),
    });
    expect((await request("GET", `/api/communities/${id}`)).json().autoDeleteMinutes).toBe(20);
    expect((await log(id)).items).toHaveLength(2);
  });

  it("reverts a channel override added, and one removed", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    const channelId = snowflake();
    await request("PUT", overrideUrl(id, channelId), { tickerMode: null, autoDeleteMinutes: 30 });
    const [added] = (await log(id)).items;
    expect((await revert(id, added.id)).statusCode).toBe(201);
    expect((await request("GET", `/api/communities/${id}/channel-overrides`)).json().overrides).toEqual([]);
    // Reverting the add again: the override is gone, not what the entry left: a conflict.
    expect((await revert(id, added.id)).statusCode).toBe(409);
    const [removal] = (await log(id)).items;
    expect((await revert(id, removal.id)).statusCode).toBe(201);
    expect((await request("GET", `/api/communities/${id}/channel-overrides`)).json().overrides).toMatchObject(
      [{ channelId, tickerMode: null, autoDeleteMinutes: 30 }],
    );
  });

  it("refuses with 402 an old value that needs an add-on the community no longer has", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    const subscription = await grantAddon(db(), suite.ownerId, id, "advanced-charting");
    await patch(id, { charting: { timeframe: "3m" } });
    await patch(id, { charting: { timeframe: "4H" } });
    const [entry] = (await log(id)).items;
    expect(entry).toMatchObject({ setting: "chartTimeframe", before: "3m", after: "4H" });
    await db().update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, subscription));
    const refused = await revert(id, entry.id);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: "addon_required",
      message: expect.stringContaining("Advanced Charting"),
    });
    const [row] = await db().select().from(communities).where(eq(communities.id, id));
    expect(row?.chartTimeframe).toBe("4H");
  });
});

describe("access", () => {
  it("answers 404 to a non-admin, and for another community's entry", async () => {
    const id = await createCommunity(db(), [suite.ownerId]);
    await patch(id, { tickerMode: "crypto" });
    const [entry] = (await log(id)).items;
    const list = await request("GET", `/api/communities/${id}/audit-log`, undefined, suite.stranger);
    expect(list.statusCode).toBe(404);
    expect((await revert(id, entry.id, suite.stranger)).statusCode).toBe(404);
    const mine = await createCommunity(db(), [suite.ownerId]);
    const wrong = await revert(mine, entry.id);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toMatch(/no entry with this id/);
    expect((await request("GET", `/api/communities/${id}`)).json().tickerMode).toBe("crypto");
  });
});

describe("deleted accounts", () => {
  it("keeps a deleted account's entries without its id or name", async () => {
    const user = await createTestUser(suite.t.app.identity.auth);
    const accountId = await accountIdOf(db(), user);
    const id = await createCommunity(db(), [suite.ownerId, accountId]);
    await request("PATCH", `/api/communities/${id}`, { tickerMode: "crypto" }, user);
    expect((await log(id)).items[0].actor).toEqual({ accountId, name: user.email, apiToken: null });
    await deleteAccount(db(), accountId);
    const [entry] = (await log(id)).items;
    expect(entry).toMatchObject({
      setting: "tickerMode",
      after: "crypto",
      actor: { accountId: null, name: null },
    });
    // Still revertable by an admin who remains.
    expect((await revert(id, entry.id)).statusCode).toBe(201);
  });
});

describe(`retention: ${AUDIT_LOG_RETENTION_DAYS} days`, () => {
  it("deletes entries older than the retention period, keeping younger ones", async () => {
    expect(AUDIT_LOG_RETENTION_DAYS).toBe(90);
    const id = await createCommunity(db(), [suite.ownerId]);
    const now = new Date();
    const entry = (daysAgo: number) => ({
      communityId: id,
      setting: "tickerMode" as const,
      before: "traditional",
      after: "crypto",
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    });
    await db()
      .insert(communityAuditLog)
      .values([entry(91), entry(90.01), entry(89.9), entry(1)]);
    expect(await purgeAuditLog(db(), now)).toBeGreaterThanOrEqual(2);
    const left = await db().select().from(communityAuditLog).where(eq(communityAuditLog.communityId, id));
    expect(left.map((row) => Math.round((now.getTime() - row.createdAt.getTime()) / DAY))).toEqual(
      expect.arrayContaining([90, 1]),
    );
    expect(left).toHaveLength(2);
  });

  it("the API process's hourly jobs purge old entries", async () => {
    const database = await openTestDatabase();
    try {
      const [community] = await database.db
        .insert(communities)
        .values({ guildId: snowflake(), name: "Audited" })
        .returning({ id: communities.id });
      const communityId = community?.id ?? "";
      await database.db.insert(communityAuditLog).values([
        {
          communityId,
          setting: "tickerMode",
          before: "traditional",
          after: "crypto",
          createdAt: new Date(Date.now() - 100 * DAY),
        },
        { communityId, setting: "tickerMode", before: "crypto", after: "traditional" },
      ]);
      // The job engine connects to the configured database: this file's own, not the server's shared one.
      const app = await buildApp(testConfig(database.url ? { DATABASE_URL: database.url } : {}), {
        database,
        logger: false,
        backgroundJobs: true,
      });
      await app.ready();
      // On PGlite the start-up run happens at once; on PostgreSQL it is a pg-boss job a worker picks up.
      const afters = async () => (await database.db.select().from(communityAuditLog)).map((row) => row.after);
      try {
        await expect.poll(afters, { timeout: 45_000, interval: 250 }).toEqual(["traditional"]);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
