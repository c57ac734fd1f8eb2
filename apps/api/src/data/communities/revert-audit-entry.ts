import { communityEntitlements, lockedChartChoice } from "@chartbot/addons";
import type { AuditedSetting, AuditLogEntry } from "@chartbot/contracts/audit-log";
import type { ChannelOverrideValues } from "@chartbot/contracts/channel-overrides";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communityAuditLog } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { channelOverrideValues, setChannelOverride } from "../channel-overrides/channel-overrides.js";
import { findAuditEntry, presentAuditEntry, sameValue } from "./audit-log.js";
import { listActiveAddons } from "./list-active-addons.js";
import { lockAdministeredCommunity } from "./lock-administered-community.js";
import { addonRequired } from "./require-active-addon.js";
import { applySettingsChanges, type CommunitySettingsChanges } from "./update-community-settings.js";

export const AUDIT_ENTRY_NOT_FOUND = "This community's audit log has no entry with this id.";

/**
 * Puts back the value an audit log entry changed from, as a new change by `accountId` (recorded, pointing at
 * the entry). Refused with 409 `conflict` when the setting has changed since (its value is no longer the
 * entry's `after`), and with 402 `addon_required` when the old value needs an add-on the community no longer
 * has. Returns the new entry.
 */
export async function revertAuditEntry(
  db: Db,
  accountId: string,
  communityId: string,
  entryId: string,
): Promise<AuditLogEntry> {
  return db.transaction(async (tx) => {
    const community = await lockAdministeredCommunity(tx, accountId, communityId);
    const entry = await findAuditEntry(tx, communityId, entryId);
    if (!entry) throw new AppError("not_found", AUDIT_ENTRY_NOT_FOUND);
    if (entry.setting === "channelOverride") {
      const channelId = entry.channelId ?? "";
      const current = await channelOverrideValues(tx, communityId, channelId);
      if (!sameValue(current, entry.after)) throw changedSince();
      const before = (entry.before ?? null) as ChannelOverrideValues | null;
      await setChannelOverride(tx, accountId, communityId, channelId, before, entry.id);
    } else {
      const setting = entry.setting;
      if (!sameValue(community[setting], entry.after)) throw changedSince();
      const choice = chartChoiceOf(setting, entry.before);
      if (choice) {
        const active = (await listActiveAddons(tx, [communityId])).get(communityId) ?? [];
        const locked = lockedChartChoice(choice, communityEntitlements(active).charting);
        if (locked) throw addonRequired(locked.addon, locked.toDoWhat);
      }
      const changes = { [setting]: entry.before ?? null } as CommunitySettingsChanges;
      await applySettingsChanges(tx, accountId, community, changes, entry.id);
    }
    const [created] = await tx
      .select()
      .from(communityAuditLog)
      .where(and(eq(communityAuditLog.communityId, communityId), eq(communityAuditLog.revertOf, entry.id)))
      .orderBy(desc(communityAuditLog.createdAt), desc(communityAuditLog.id))
      .limit(1);
    if (!created) throw new Error(`revert of audit entry ${entry.id} recorded nothing`);
    return presentAuditEntry(created);
  });
}

type ChartChoice = Parameters<typeof lockedChartChoice>[0];

/** The chart choice an old value of a chart setting makes, for the entitlement check; undefined for others. */
function chartChoiceOf(setting: AuditedSetting, value: unknown): ChartChoice | undefined {
  if (setting === "chartTimeframe") return { timeframe: value as ChartChoice["timeframe"] };
  if (setting === "chartType") return { chartType: value as ChartChoice["chartType"] };
  if (setting === "chartIndicators") return { indicators: value as ChartChoice["indicators"] };
  return undefined;
}

function changedSince(): AppError {
  return new AppError(
    "conflict",
    "This setting has been changed again since this entry, so it cannot be reverted: revert the newer change instead.",
  );
}
