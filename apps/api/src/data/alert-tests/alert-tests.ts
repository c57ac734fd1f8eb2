import {
  ALERT_TEST_INTERVAL_SECONDS,
  type AlertHoldReason,
  type AlertTest as AlertTestView,
} from "@chartbot/contracts/alerts";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, alerts, alertTests, communities } from "../../db/schema.js";
import { heldReasonAt } from "../alerts/alert-holds.js";

/** A stored "Send test" request. */
export type AlertTest = typeof alertTests.$inferSelect;

/** A test as the API answers it. */
export function toTestView(test: AlertTest): AlertTestView {
  return {
    id: test.id,
    status: test.status,
    requestedAt: test.requestedAt.toISOString(),
    reportedAt: test.reportedAt?.toISOString() ?? null,
    failureReason: test.failureReason,
  };
}

export type RequestTestResult =
  | { outcome: "requested"; test: AlertTest }
  | { outcome: "not_found" }
  | { outcome: "held"; reason: AlertHoldReason }
  | { outcome: "too_soon"; retryAfterSeconds: number };

/**
 * Records a "Send test" of one of the account's alerts for the bot to perform: at most one per alert per
 * `ALERT_TEST_INTERVAL_SECONDS` (the alert row is locked, so two clicks at once make one test); none for a
 * channel alert its owner may no longer post with (`held`).
 */
export async function requestAlertTest(
  db: Db,
  accountId: string,
  alertId: string,
  now = new Date(),
): Promise<RequestTestResult> {
  return db.transaction(async (tx): Promise<RequestTestResult> => {
    const [alert] = await tx
      .select({ id: alerts.id, heldReason: heldReasonAt(now) })
      .from(alerts)
      .where(and(eq(alerts.id, alertId), eq(alerts.accountId, accountId)))
      .for("update", { of: alerts });
    if (!alert) return { outcome: "not_found" };
    if (alert.heldReason) return { outcome: "held", reason: alert.heldReason };
    const [latest] = await tx
      .select({ requestedAt: alertTests.requestedAt })
      .from(alertTests)
      .where(eq(alertTests.alertId, alertId))
      .orderBy(desc(alertTests.requestedAt))
      .limit(1);
    const waited = latest ? (now.getTime() - latest.requestedAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (waited < ALERT_TEST_INTERVAL_SECONDS) {
      return { outcome: "too_soon", retryAfterSeconds: Math.ceil(ALERT_TEST_INTERVAL_SECONDS - waited) };
    }
    const [test] = await tx.insert(alertTests).values({ alertId, requestedAt: now }).returning();
    if (!test) throw new Error("insert into alert_tests returned no row");
    return { outcome: "requested", test };
  });
}

/** The alert's latest test, if any. */
export async function findLatestAlertTest(db: Db, alertId: string): Promise<AlertTest | undefined> {
  const [test] = await db
    .select()
    .from(alertTests)
    .where(eq(alertTests.alertId, alertId))
    .orderBy(desc(alertTests.requestedAt), desc(alertTests.id))
    .limit(1);
  return test;
}

/**
 * The oldest pending tests, with their alerts, for the bot (at most `limit`); not those of a channel alert its
 * owner may no longer post with, which stay pending until the alert is given back.
 */
export async function readPendingTests(db: Db, limit: number, now = new Date()) {
  return db
    .select({
      test: alertTests,
      alert: alerts,
      discordUserId: accounts.discordUserId,
      guildId: communities.guildId,
    })
    .from(alertTests)
    .innerJoin(alerts, eq(alerts.id, alertTests.alertId))
    .innerJoin(accounts, eq(accounts.id, alerts.accountId))
    .leftJoin(communities, eq(communities.id, alerts.communityId))
    .where(and(sql`${alertTests.status} = 'pending'`, sql`(${heldReasonAt(now)}) is null`))
    .orderBy(asc(alertTests.requestedAt), asc(alertTests.id))
    .limit(limit);
}

/**
 * The bot's report of a test: sent or failed and why. A test already reported keeps its first outcome (a
 * replayed report changes nothing). Undefined when there is no such test.
 */
export async function reportAlertTest(
  db: Db,
  testId: string,
  report: { status: "delivered" | "failed"; reason: string | null },
  now = new Date(),
): Promise<AlertTest | undefined> {
  const [updated] = await db
    .update(alertTests)
    .set({
      status: report.status,
      failureReason: report.status === "failed" ? report.reason : null,
      reportedAt: now,
    })
    .where(and(eq(alertTests.id, testId), eq(alertTests.status, "pending")))
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(alertTests).where(eq(alertTests.id, testId));
  return current;
}
