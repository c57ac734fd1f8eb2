import type { BotCommunity } from "@chartbot/contracts/bot";
import type { CommunityChannelOverride } from "@chartbot/contracts/channel-overrides";
import type { ChannelOverrideRow } from "./channel-overrides.js";

/** The one owner of how a channel's override shows: to the dashboard and to the bot. */

/** A channel's override as the bot applies it. */
export function presentBotChannelOverride(
  row: Pick<ChannelOverrideRow, "channelId" | "tickerMode" | "autoDeleteMinutes">,
): BotCommunity["channelOverrides"][number] {
  return { channelId: row.channelId, tickerMode: row.tickerMode, autoDeleteMinutes: row.autoDeleteMinutes };
}

/** A channel's override as the dashboard shows it: the bot's fields and when it was made and changed. */
export function presentChannelOverride(row: ChannelOverrideRow): CommunityChannelOverride {
  return {
    ...presentBotChannelOverride(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
