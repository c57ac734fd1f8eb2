import { ALERT_CONDITION_FIELDS, OPEN_ALERT_STATUSES } from "@chartbot/contracts/alerts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts } from "../../db/schema.js";
import type { Actor } from "../communities/audit-log.js";
import { alertUndeliveredCause } from "../notices/account-notices.js";
import { resolveNotices } from "../notices/notices.js";
import type { Alert } from "./alert.js";
import { heldReasonAt } from "./alert-holds.js";
import { recordChannelAlertChange } from "./audited-channel-alert.js";
import { findDuplicate, type NewAlert } from "./create-alert.js";

/** The fields an edit may change, already validated as a whole (the route merges and checks them). */
export type AlertEdit = Partial<
  Pick<
    NewAlert,
    | "placement"
    | "level"
    | "percent"
    | "window"
    | "message"
    | "communityId"
    | "channelId"
    | "roleId"
    | "webhookUrl"
    | "expiresAt"
    | "cooldownMinutes"
  >
> & { status?: "active" | "paused" };

/** The fields that say where an alert goes: changing one may hold the alert or give it back. */
const DELIVERY_KEYS = ["communityId", "channelId", "webhookUrl"] as const;

export type UpdateAlertResult =
  | { outcome: "updated"; alert: Alert }
  | { outcome: "not_found" }
  | { outcome: "not_open"; status: Alert["status"] }
  | { outcome: "duplicate"; existing: Alert };

/**
 * Edits one of the account's open (active or paused) alerts: its rule, its delivery and/or its status. The row
 * is locked for the check and the write, so an edit and a trigger report of the same alert run one after the
 * other. A triggered, canceled or expired alert is left as it is (`not_open`); an edit that would make it the
 * same as another open alert is refused (`duplicate`). A change of a channel alert (or an alert's move into or
 * out of a channel) is recorded in its community's audit log, by `actor`. An edit resolves the alert's open
 * `alert_undelivered` notice: the owner acted on it.
 */
export async function updateAlert(
  db: Db,
  actor: Actor,
  alertId: string,
  edit: AlertEdit,
): Promise<UpdateAlertResult> {
  const { accountId } = actor;
  return db.transaction(async (tx): Promise<UpdateAlertResult> => {
    const mine = and(eq(alerts.id, alertId), eq(alerts.accountId, accountId));
    const [current] = await tx.select().from(alerts).where(mine).for("update");
    if (!current) return { outcome: "not_found" };
    if (!(OPEN_ALERT_STATUSES as readonly string[]).includes(current.status)) {
      return { outcome: "not_open", status: current.status };
    }
    // The cooldown is the period of a kind on a schedule: part of its rule.
    const ruleChanged = ["placement", "cooldownMinutes", ...ALERT_CONDITION_FIELDS].some(
      (key) => key in edit,
    );
    if (ruleChanged) {
      const existing = await findDuplicate(tx, { ...current, ...edit }, alertId);
      if (existing) return { outcome: "duplicate", existing };
    }
    if (Object.keys(edit).length === 0) return { outcome: "updated", alert: current };
    const [alert] = await tx
      .update(alerts)
      .set(edit)
      .where(and(mine, inArray(alerts.status, [...OPEN_ALERT_STATUSES])))
      .returning();
    if (!alert) throw new Error("update of a locked open alert returned no row");
    await recordChannelAlertChange(tx, actor, current, alert);
    await resolveNotices(tx, alertUndeliveredCause(alertId));
    if (!DELIVERY_KEYS.some((key) => key in edit)) return { outcome: "updated", alert };
    // A new target: whether it is held is judged on the row as it is now (a SET reads the row before).
    const [judged] = await tx
      .update(alerts)
      .set({ heldReason: heldReasonAt(new Date()) })
      .where(mine)
      .returning();
    return { outcome: "updated", alert: judged ?? alert };
  });
}
