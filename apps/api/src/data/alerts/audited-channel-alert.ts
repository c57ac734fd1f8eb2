import type { AuditedChannelAlert } from "@chartbot/contracts/audit-log";
import type { Db } from "../../db/open-database.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import type { Alert } from "./alert.js";

/** A channel alert's values as the audit log records them; null for an alert that posts in no channel. */
function auditedChannelAlert(alert: Alert | null, communityId: string): AuditedChannelAlert | null {
  if (!alert || alert.communityId !== communityId || alert.channelId === null) return null;
  return {
    ticker: alert.tickerInput,
    placement: alert.placement,
    level: alert.level,
    percent: alert.percent,
    window: alert.window,
    message: alert.message,
    roleId: alert.roleId,
    cooldownMinutes: alert.cooldownMinutes,
    channelId: alert.channelId,
    paused: alert.status === "paused",
  };
}

/**
 * Records in the audit log of each community concerned the change of one alert from `before` to `after`
 * (null: it did not exist), in the transaction `tx` that makes it: an alert moved from one community to another
 * leaves one community and enters the other. A direct-message or webhook alert concerns no community; a change
 * that leaves a channel alert's audited values as they were is not recorded (`recordChanges`).
 */
export async function recordChannelAlertChange(
  tx: Db,
  actor: Actor,
  before: Alert | null,
  after: Alert | null,
): Promise<void> {
  const subjectId = (after ?? before)?.id;
  const communities = new Set([before?.communityId, after?.communityId].filter((id) => id != null));
  for (const communityId of communities) {
    await recordChanges(tx, actor, communityId, [
      {
        setting: "channelAlert",
        subjectId,
        before: auditedChannelAlert(before, communityId),
        after: auditedChannelAlert(after, communityId),
      },
    ]);
  }
}
