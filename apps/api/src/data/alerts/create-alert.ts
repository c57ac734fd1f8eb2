import { type AlertPlacement, type AlertWindow, OPEN_ALERT_STATUSES } from "@chartbot/contracts/alerts";
import { and, count, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, alerts, communityAdmins } from "../../db/schema.js";
import { type Alert, DUPLICATE_LEVEL_TOLERANCE } from "./alert.js";
import { alertLimit } from "./alert-limit.js";

/** What a new alert consists of, already validated and with its ticker resolved. */
export interface NewAlert {
  accountId: string;
  tickerInput: string;
  symbolId: string;
  placement: AlertPlacement;
  level: number | null;
  percent?: number | null;
  window?: AlertWindow | null;
  message: string | null;
  communityId: string | null;
  channelId: string | null;
  roleId: string | null;
  webhookUrl?: string | null;
  expiresAt?: Date | null;
  cooldownMinutes?: number | null;
}

export type CreateAlertResult =
  | { outcome: "created"; alert: Alert }
  | { outcome: "community_not_found" }
  | { outcome: "duplicate"; existing: Alert }
  | { outcome: "limit_reached"; limit: number; hasAddon: boolean };

/**
 * Creates an alert unless the community is not the caller's, a near-identical open alert exists, or the
 * account is at its limit. The account row is locked first, so concurrent creates are counted one by one.
 */
export async function createAlert(db: Db, input: NewAlert): Promise<CreateAlertResult> {
  return db.transaction(async (tx): Promise<CreateAlertResult> => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, input.accountId)).for("update");

    if (input.communityId) {
      const [admin] = await tx
        .select({ accountId: communityAdmins.accountId })
        .from(communityAdmins)
        .where(
          and(
            eq(communityAdmins.communityId, input.communityId),
            eq(communityAdmins.accountId, input.accountId),
          ),
        );
      if (!admin) return { outcome: "community_not_found" };
    }

    const open = and(eq(alerts.accountId, input.accountId), inArray(alerts.status, [...OPEN_ALERT_STATUSES]));
    const existing = await findDuplicate(tx, input);
    if (existing) return { outcome: "duplicate", existing };

    const { limit, hasAddon } = await alertLimit(tx, input.accountId);
    const [held] = await tx.select({ n: count() }).from(alerts).where(open);
    if ((held?.n ?? 0) >= limit) return { outcome: "limit_reached", limit, hasAddon };

    const [alert] = await tx.insert(alerts).values(input).returning();
    if (!alert) throw new Error("insert into alerts returned no row");
    return { outcome: "created", alert };
  });
}

/**
 * An open alert of the account's that means the same as `rule` (another than `exceptId`): same symbol and
 * condition, and a level within `DUPLICATE_LEVEL_TOLERANCE`, or for a percent move the same percent and window.
 */
export async function findDuplicate(
  db: Db,
  rule: Pick<NewAlert, "accountId" | "symbolId" | "placement" | "level" | "percent" | "window">,
  exceptId?: string,
): Promise<Alert | undefined> {
  const same: SQL | undefined =
    rule.placement === "percent_move"
      ? and(eq(alerts.percent, rule.percent ?? 0), eq(alerts.window, rule.window ?? "1h"))
      : sql`abs(${alerts.level} - ${rule.level}) <= ${DUPLICATE_LEVEL_TOLERANCE} * greatest(${alerts.level}, ${rule.level})`;
  const [existing] = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.accountId, rule.accountId),
        inArray(alerts.status, [...OPEN_ALERT_STATUSES]),
        eq(alerts.symbolId, rule.symbolId),
        eq(alerts.placement, rule.placement),
        same,
        exceptId === undefined ? undefined : ne(alerts.id, exceptId),
      ),
    )
    .limit(1);
  return existing;
}
