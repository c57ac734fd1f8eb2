import { chartTypeLabel, timeframeLabel } from "@chartbot/addons";
import type { AuditActor, AuditLogEntry } from "@chartbot/contracts/audit-log";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import {
  describeOverride,
  minutesWords,
  modeLabel,
} from "@/features/communities/channel-overrides/channel-override-values";
import { themeLabel } from "@/features/communities/settings/settings-form-values";

/** Which setting an entry changed, as the settings screen names it; overrides name their channel. */
export function auditSettingLabel(entry: AuditLogEntry, channel: (id: string) => string): string {
  switch (entry.setting) {
    case "tickerMode":
      return "Ticker parsing mode";
    case "autoDeleteMinutes":
      return "Auto-delete of the bot's messages";
    case "chartTheme":
      return "Chart theme";
    case "chartTimeframe":
      return "Chart timeframe";
    case "chartType":
      return "Chart type";
    case "chartIndicators":
      return "Chart indicators";
    case "channelOverride":
      return `Override of ${channel(entry.channelId ?? "")}`;
  }
}

/** One side of an entry (its `before` or `after`) in words. */
export function auditValueWords(
  settings: CommunitySettings,
  entry: AuditLogEntry,
  side: "before" | "after",
): string {
  switch (entry.setting) {
    case "tickerMode":
      return modeLabel(settings, entry[side]);
    case "autoDeleteMinutes": {
      const minutes = entry[side];
      return minutes === null ? "Off" : `After ${minutesWords(minutes)}`;
    }
    case "chartTheme":
      return themeLabel(entry[side]);
    case "chartTimeframe":
      return timeframeLabel(entry[side]);
    case "chartType":
      return chartTypeLabel(entry[side]);
    case "chartIndicators": {
      const indicators = entry[side];
      return indicators.length === 0 ? "None" : indicators.join(", ");
    }
    case "channelOverride": {
      const values = entry[side];
      return values === null ? "No override" : describeOverride(settings, values).join(", ");
    }
  }
}

/** Who made a change: their name then, or "A deleted account". */
export function actorWords(actor: AuditActor): string {
  if (actor.accountId === null) return "A deleted account";
  return actor.name ?? "An account without a name";
}

/** The entries of `entries` that a later loaded entry reverted. */
export function revertedIds(entries: readonly AuditLogEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.revertOf ? [entry.revertOf] : [])));
}
