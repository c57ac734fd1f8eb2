import { type LockedChoice, lockedChartChoice } from "@chartbot/addons";
import {
  type AUDITED_COMMUNITY_SETTINGS,
  type AuditedSetting,
  type AuditLogEntry,
  revertRefusalOf,
} from "@chartbot/contracts/audit-log";
import type { ChannelOverrideValues } from "@chartbot/contracts/channel-overrides";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communityAuditLog } from "../../db/schema.js";
import { channelOverrideValues, setChannelOverride } from "../channel-overrides/channel-overrides.js";
import { refusableTransaction } from "../refusable-transaction.js";
import { type Actor, findAuditEntry, presentAuditEntry, sameValue } from "./audit-log.js";
import { COMMUNITY_NOT_FOUND, type CommunityNotFound, type LimitReached } from "./community-refusals.js";
import { addonsInForceOf, listActiveAddons } from "./list-active-addons.js";
import { lockAdministeredCommunity } from "./lock-administered-community.js";
import { isRevertableResource, type RestoreRefusal, restoreResource } from "./restore-resource.js";
import { applySettingsChanges, type CommunitySettingsChanges } from "./update-community-settings.js";

export type RevertAuditEntryResult =
  | { outcome: "reverted"; entry: AuditLogEntry }
  | CommunityNotFound
  | { outcome: "entry_not_found" }
  /** The setting has changed since the entry: its value is no longer the entry's `after`. */
  | { outcome: "changed_since" }
  /** The old chart choice needs an add-on the community no longer has. */
  | { outcome: "chart_choice_locked"; locked: LockedChoice }
  /** Putting back a removed channel override would exceed `MAX_CHANNEL_OVERRIDES`. */
  | LimitReached
  /** Entries of this kind are never reverted (`UNREVERTABLE_KINDS`), for this reason. */
  | { outcome: "not_revertable"; reason: string }
  /** The resource cannot be put back as it was. */
  | RestoreRefusal;

/**
 * Puts back the value an audit log entry changed from, as a new change by `accountId` (recorded, pointing at
 * the entry), and answers the new entry. Refused (nothing written) when the community has no such entry, when
 * the setting or resource has changed since, when the old value needs an add-on the community no longer has
 * or no longer fits, and for the kinds that are never reverted (`UNREVERTABLE_KINDS`).
 */
export async function revertAuditEntry(
  db: Db,
  actor: Actor,
  communityId: string,
  entryId: string,
): Promise<RevertAuditEntryResult> {
  return refusableTransaction<RevertAuditEntryResult>(db, async (tx, refuse) => {
    const community = await lockAdministeredCommunity(tx, actor.accountId, communityId);
    if (!community) return refuse(COMMUNITY_NOT_FOUND);
    const entry = await findAuditEntry(tx, communityId, entryId);
    if (!entry) return refuse({ outcome: "entry_not_found" });
    const reason = revertRefusalOf(entry.setting);
    if (reason) return refuse({ outcome: "not_revertable", reason });
    if (isRevertableResource(entry.setting)) {
      const refusal = await restoreResource(tx, actor, communityId, { ...entry, setting: entry.setting });
      if (refusal) return refuse(refusal);
    } else if (entry.setting === "channelOverride") {
      const channelId = entry.channelId ?? "";
      const current = await channelOverrideValues(tx, communityId, channelId);
      if (!sameValue(current, entry.after)) return refuse({ outcome: "changed_since" });
      const before = (entry.before ?? null) as ChannelOverrideValues | null;
      const result = await setChannelOverride(tx, actor, communityId, channelId, before, entry.id);
      if (result.outcome !== "set") return refuse(result);
    } else {
      const setting = entry.setting as (typeof AUDITED_COMMUNITY_SETTINGS)[number];
      if (!sameValue(community[setting], entry.after)) return refuse({ outcome: "changed_since" });
      const choice = chartChoiceOf(setting, entry.before);
      if (choice) {
        const { entitlements } = addonsInForceOf(await listActiveAddons(tx, [communityId]), communityId);
        const locked = lockedChartChoice(choice, entitlements.charting);
        if (locked) return refuse({ outcome: "chart_choice_locked", locked });
      }
      const changes = { [setting]: entry.before ?? null } as CommunitySettingsChanges;
      await applySettingsChanges(tx, actor, community, changes, entry.id);
    }
    const [created] = await tx
      .select()
      .from(communityAuditLog)
      .where(and(eq(communityAuditLog.communityId, communityId), eq(communityAuditLog.revertOf, entry.id)))
      .orderBy(desc(communityAuditLog.createdAt), desc(communityAuditLog.id))
      .limit(1);
    if (!created) throw new Error(`revert of audit entry ${entry.id} recorded nothing`);
    return { outcome: "reverted", entry: presentAuditEntry(created) };
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
