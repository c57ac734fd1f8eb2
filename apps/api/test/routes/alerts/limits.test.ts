import { LIMITS } from "@chartbot/addons";
import { parseTicker } from "@chartbot/ticker-parser";
import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alerts, subscriptions } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { bearer, type TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const createAlert = (user: TestUser, level: number) =>
  request(t.app, "POST", "/api/alerts", { as: user, body: { ticker: "AAPL", placement: "above", level } });

const openAlerts = async (accountId: string) =>
  t.database.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.accountId, accountId), inArray(alerts.status, ["active", "paused"])));

/** Stores `count` open alerts directly, as if created earlier. */
async function seedAlerts(accountId: string, count: number): Promise<void> {
  const result = parseTicker("TSLA");
  if (!result.ok) throw new Error("TSLA is not in the catalogue");
  await t.database.db.insert(alerts).values(
    Array.from({ length: count }, (_, i) => ({
      accountId,
      tickerInput: "TSLA",
      symbolId: result.symbol.id,
      placement: "above" as const,
      level: 1000 + i * 10,
    })),
  );
}

describe("the alert limit without the Price Alerts add-on", () => {
  it(`allows ${LIMITS.freeAlertsPerAccount} open alerts and refuses the next with limit_reached`, async () => {
    const user = await createTestAccount(t);
    for (let i = 1; i <= LIMITS.freeAlertsPerAccount; i += 1) {
      expect((await createAlert(user, i * 10)).statusCode).toBe(201);
    }
    const response = await createAlert(user, 999);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "limit_reached",
      message: `You already have ${LIMITS.freeAlertsPerAccount} active or paused alerts, the most your plan allows. Delete an alert you no longer need, or add Price Alerts on the Subscriptions page for more.`,
    });
  });

  it("counts paused alerts but not triggered, canceled or expired ones", async () => {
    const user = await createTestAccount(t);
    await seedAlerts(user.accountId, LIMITS.freeAlertsPerAccount);
    await t.database.db.update(alerts).set({ status: "paused" }).where(eq(alerts.accountId, user.accountId));
    expect((await createAlert(user, 1)).statusCode).toBe(409);

    const [first, second, third] = await openAlerts(user.accountId);
    await t.database.db
      .update(alerts)
      .set({ status: "triggered" })
      .where(eq(alerts.id, first?.id ?? ""));
    await t.database.db
      .update(alerts)
      .set({ status: "canceled" })
      .where(eq(alerts.id, second?.id ?? ""));
    await t.database.db
      .update(alerts)
      .set({ status: "expired" })
      .where(eq(alerts.id, third?.id ?? ""));
    for (const level of [1, 2, 3]) expect((await createAlert(user, level)).statusCode).toBe(201);
    expect((await createAlert(user, 4)).statusCode).toBe(409);
  });

  it("frees a place when an alert is deleted", async () => {
    const user = await createTestAccount(t);
    await seedAlerts(user.accountId, LIMITS.freeAlertsPerAccount);
    expect((await createAlert(user, 1)).statusCode).toBe(409);
    const [some] = await openAlerts(user.accountId);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/alerts/${some?.id}`,
      headers: bearer(user),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await createAlert(user, 1)).statusCode).toBe(201);
  });

  it("holds under concurrency: 10 simultaneous creates with room for 5 give exactly 5 alerts", async () => {
    const user = await createTestAccount(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createAlert(user, (i + 1) * 100)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    expect(
      responses.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === "limit_reached"),
    ).toBe(true);
    expect(await openAlerts(user.accountId)).toHaveLength(LIMITS.freeAlertsPerAccount);
  });

  it("refuses simultaneous near-duplicates: only one of them is created", async () => {
    const user = await createTestAccount(t);
    const responses = await Promise.all([
      createAlert(user, 500),
      createAlert(user, 500.1),
      createAlert(user, 500),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await openAlerts(user.accountId)).toHaveLength(1);
  });
});

describe("a create that another create overtakes", () => {
  const url = () => (t.database as { url?: string }).url;

  // Needs a second connection to the same database: PostgreSQL only (CI runs this file on PostgreSQL).
  it.skipIf(!process.env.DATABASE_URL)(
    "runs its statement again when a create commits between its snapshot and its claim, and counts that alert",
    async () => {
      const user = await createTestAccount(t);
      await seedAlerts(user.accountId, LIMITS.freeAlertsPerAccount - 1);
      const other = new pg.Client({ connectionString: url() });
      await other.connect();
      try {
        // Another create of the account, claimed and inserted, not yet committed: it holds the claim's row.
        await other.query("begin");
        await other.query(
          `insert into alert_create_claims (account_id, creates) values ($1, 1)
           on conflict (account_id) do update set creates = alert_create_claims.creates + 1`,
          [user.accountId],
        );
        await other.query(
          `insert into alerts (account_id, ticker_input, symbol_id, placement, level)
           select $1, ticker_input, symbol_id, placement, 5000 from alerts where account_id = $1 limit 1`,
          [user.accountId],
        );
        // This create's statement takes its snapshot (4 open alerts), then waits for the claim's row.
        const response = createAlert(user, 77);
        for (let waited = 0; ; waited += 1) {
          const { rows } = await other.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if (rows[0]?.n === 1) break;
          if (waited > 200) throw new Error("the create never waited for the claim");
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await other.query("commit");
        // Counted against its snapshot alone it would make a sixth open alert; it runs again and refuses.
        const answer = await response;
        expect(answer.statusCode).toBe(409);
        expect(answer.json().error.code).toBe("limit_reached");
        expect(await openAlerts(user.accountId)).toHaveLength(LIMITS.freeAlertsPerAccount);
      } finally {
        await other.end();
      }
    },
  );
});

describe("the alert limit with the Price Alerts add-on", () => {
  it.each(["active", "trialing"] as const)(
    `allows up to ${LIMITS.alertsPerAccountWithAddon} open alerts with a %s subscription`,
    async (status) => {
      const user = await createTestAccount(t);
      await t.database.db
        .insert(subscriptions)
        .values({ accountId: user.accountId, addonSlug: "price-alerts", status });
      await seedAlerts(user.accountId, LIMITS.alertsPerAccountWithAddon - 1);
      expect((await createAlert(user, 1)).statusCode).toBe(201);
      const response = await createAlert(user, 2);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: "limit_reached",
        message: `You already have ${LIMITS.alertsPerAccountWithAddon} active or paused alerts, the most your plan allows. Delete an alert you no longer need to create a new one.`,
      });
    },
  );

  it("falls back to the free limit when the subscription is canceled or past due, or is another add-on", async () => {
    const user = await createTestAccount(t);
    await t.database.db.insert(subscriptions).values([
      { accountId: user.accountId, addonSlug: "price-alerts", status: "canceled" },
      { accountId: user.accountId, addonSlug: "price-alerts", status: "past_due" },
      { accountId: user.accountId, addonSlug: "advanced-charting", status: "active" },
    ]);
    await seedAlerts(user.accountId, LIMITS.freeAlertsPerAccount);
    expect((await createAlert(user, 1)).json().error.code).toBe("limit_reached");
  });

  it("does not lend one account's add-on to another", async () => {
    const subscriber = await createTestAccount(t);
    const other = await createTestAccount(t);
    await t.database.db
      .insert(subscriptions)
      .values({ accountId: subscriber.accountId, addonSlug: "price-alerts", status: "active" });
    await seedAlerts(other.accountId, LIMITS.freeAlertsPerAccount);
    expect((await createAlert(other, 1)).statusCode).toBe(409);
  });
});
