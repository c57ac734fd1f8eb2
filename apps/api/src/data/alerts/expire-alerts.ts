import type { AlertStatus } from "@chartbot/contracts/alerts";
import { OPEN_ALERT_STATUSES } from "@chartbot/contracts/alerts";
import { and, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";

/**
 * Marks every active or paused alert whose expiry has passed `expired` (the hourly jobs run it); returns their
 * ids. In between, the bot's read and the trigger report already treat such an alert as not active, and the
 * API answers it as `expired` (see `effectiveStatus`).
 */
export async function expireAlerts(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .update(alerts)
    .set({ status: "expired" })
    .where(
      and(
        inArray(alerts.status, [...OPEN_ALERT_STATUSES]),
        isNotNull(alerts.expiresAt),
        lte(alerts.expiresAt, now),
      ),
    )
    .returning({ id: alerts.id });
  return rows.map((row) => row.id);
}

/** The status to show: an open alert past its expiry is `expired`, even before the hourly sweep marks it. */
export function effectiveStatus(
  alert: { status: (typeof alerts.$inferSelect)["status"]; expiresAt: Date | null },
  now = new Date(),
) {
  const open = (OPEN_ALERT_STATUSES as readonly string[]).includes(alert.status);
  return open && alert.expiresAt !== null && alert.expiresAt.getTime() <= now.getTime()
    ? "expired"
    : alert.status;
}

/** Open alerts past their expiry, not yet swept: what `effectiveStatus` answers as `expired`. */
const pastExpiry = and(inArray(alerts.status, [...OPEN_ALERT_STATUSES]), lte(alerts.expiresAt, sql`now()`));

/** `effectiveStatus` in SQL, for counting by status: an open alert past its expiry counts as `expired`. */
export const effectiveStatusSql = sql<AlertStatus>`case when ${pastExpiry} then 'expired' else ${alerts.status} end`;

/** Open alerts (active or paused) that have not passed their expiry: what the alert limit counts. */
export const stillOpen: SQL = and(
  inArray(alerts.status, [...OPEN_ALERT_STATUSES]),
  or(isNull(alerts.expiresAt), gt(alerts.expiresAt, sql`now()`)),
) as SQL;
