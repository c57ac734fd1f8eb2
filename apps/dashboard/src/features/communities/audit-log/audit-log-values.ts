import { chartTypeLabel, timeframeLabel } from "@chartbot/addons";
import { alertCondition } from "@chartbot/contracts/alerts";
import type { AuditActor, AuditLogEntry } from "@chartbot/contracts/audit-log";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import {
  describeOverride,
  minutesWords,
  modeLabel,
} from "@/features/communities/channel-overrides/channel-override-values";
import { themeLabel } from "@/features/communities/settings/settings-form-values";
import { formatDateTime, formatLevel } from "@/features/format/format";

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
    case "scheduledPost":
      return "Scheduled post";
    case "satellite":
      return "Price satellite";
    case "layout":
      return "TradingView layout";
    case "slotAssignment":
      return "Add-on slots";
    case "botLicense":
      return "Bot License bot";
    case "channelAlert":
      return "Channel alert";
    case "relay":
      return "Webhook relay";
  }
}

/** What an absent resource (`null`) reads as. */
const NONE = "None";

/** One side of an entry (its `before` or `after`) in words. */
export function auditValueWords(
  settings: CommunitySettings,
  entry: AuditLogEntry,
  side: "before" | "after",
  channel: (id: string) => string,
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
    case "scheduledPost": {
      const post = entry[side];
      if (post === null) return NONE;
      const command = [post.command, post.arguments].filter(Boolean).join(" ");
      const every = `every ${minutesWords(post.periodMinutes)}`;
      return `\`${command}\` in ${channel(post.channelId)}, ${every}${post.paused ? " (paused)" : ""}`;
    }
    case "satellite":
      return entry[side]?.ticker ?? NONE;
    case "layout": {
      const layout = entry[side];
      if (layout === null) return NONE;
      return `"${layout.label}", ${themeLabel(layout.theme)}${layout.wide ? ", wide" : ""}`;
    }
    case "slotAssignment": {
      const { addon, slots } = entry[side];
      return `${slots} ${addon} slot${slots === 1 ? "" : "s"}`;
    }
    case "botLicense": {
      const bot = entry[side];
      return bot === null ? "No bot" : `${bot.name} (token ending ${bot.tokenEnding})`;
    }
    case "channelAlert": {
      const alert = entry[side];
      if (alert === null) return NONE;
      const condition = alertCondition(alert.placement).words(alert, formatLevel);
      return `${alert.ticker} ${condition} in ${channel(alert.channelId)}${alert.paused ? " (paused)" : ""}`;
    }
    case "relay": {
      const relay = entry[side];
      if (relay === null) return NONE;
      const rotated = relay.rotatedAt ? `, URL rotated ${formatDateTime(relay.rotatedAt)}` : "";
      return `Relay ${relay.number} in ${channel(relay.channelId)}${rotated}`;
    }
  }
}

/** Who made a change: their name then, or "A deleted account". */
export function actorWords(actor: AuditActor): string {
  if (actor.accountId === null) return "A deleted account";
  const who = actor.name ?? "An account without a name";
  if (!actor.apiToken) return who;
  return `${who} with API token ${actor.apiToken.label ? `“${actor.apiToken.label}”` : "(label removed)"}`;
}

/** The entries of `entries` that a later loaded entry reverted. */
export function revertedIds(entries: readonly AuditLogEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.revertOf ? [entry.revertOf] : [])));
}
