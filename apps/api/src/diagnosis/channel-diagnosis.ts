import type { AddonSlug } from "@chartbot/addons";
import type { ChannelDiagnosis } from "@chartbot/contracts/diagnosis";
import {
  BOT_PERMISSIONS,
  botInviteUrl,
  type DiscordPermission,
  permissionBits,
} from "@chartbot/contracts/discord";
import type { Community } from "../data/communities/find-administered-community.js";
import {
  type ChannelRecords,
  isGrantRevoked,
  readChannelRecords,
} from "../data/diagnosis/read-channel-facts.js";
import type { Db } from "../db/open-database.js";
import type { DiscordService } from "../discord/discord-service.js";
import { AppError } from "../errors.js";
import { type DiagnosisLinks, type DiscordFacts, diagnoseChannel, readTicker } from "./diagnose-channel.js";
import { readCommand } from "./read-command.js";

/** What a diagnosis's links are made from: the dashboard's origin and Discord's application. */
export interface LinkTargets {
  dashboardOrigin: string;
  authorizeUrl: string;
  clientId: string | undefined;
}

/** The server as the bot sees it; the bot gone (or the community disconnected) and Discord's failures as facts. */
async function readDiscordFacts(
  discord: DiscordService,
  community: Community,
  onDiscordError: (error: unknown) => void,
): Promise<DiscordFacts> {
  if (community.disconnectedAt) return { state: "bot_absent" };
  if (!discord.bot) return { state: "unreachable" };
  try {
    return { state: "read", view: await discord.guildView(community) };
  } catch (error) {
    if (error instanceof AppError && error.code === "community_disconnected") return { state: "bot_absent" };
    onDiscordError(error);
    return { state: "unreachable" };
  }
}

function linksOf(targets: LinkTargets, community: Community, channelId: string): DiagnosisLinks {
  const page = (module: string) => `${targets.dashboardOrigin}/communities/${community.id}/${module}`;
  return {
    reauthorize: (permissions: readonly DiscordPermission[]) =>
      targets.clientId
        ? botInviteUrl({
            authorizeUrl: targets.authorizeUrl,
            clientId: targets.clientId,
            permissions: (BigInt(BOT_PERMISSIONS) | permissionBits(permissions)).toString(),
            guildId: community.guildId,
          })
        : `${targets.dashboardOrigin}/communities/${community.id}`,
    discordChannel: `https://discord.com/channels/${community.guildId}/${channelId}`,
    channelOverrides: page("channel-overrides"),
    scheduledPosts: page("scheduled-posts"),
    alertHistory: `${targets.dashboardOrigin}/account/alerts/history`,
    satellites: page("satellites"),
    subscribe: (slug: AddonSlug) => `${targets.dashboardOrigin}/subscriptions?addon=${slug}`,
    reconnectDiscord: `${targets.dashboardOrigin}/account/settings`,
  };
}

/**
 * A channel's diagnosis: reads Discord (the bot's view of the server) and the database, then lists the causes
 * with `diagnoseChannel`. `accountId` is the caller's (its Discord grant is checked), absent for the bot.
 */
export async function diagnoseCommunityChannel(input: {
  db: Db;
  discord: DiscordService;
  community: Community;
  channelId: string;
  command: string | undefined;
  accountId?: string;
  targets: LinkTargets;
  /** Told why Discord could not be read (the diagnosis then says Discord did not answer). */
  onDiscordError: (error: unknown) => void;
}): Promise<ChannelDiagnosis> {
  const { db, community, channelId } = input;
  const [discord, records, grantRevoked]: [DiscordFacts, ChannelRecords, boolean] = await Promise.all([
    readDiscordFacts(input.discord, community, input.onDiscordError),
    readChannelRecords(db, community, channelId),
    input.accountId ? isGrantRevoked(db, input.accountId) : false,
  ]);
  const command = input.command ?? null;
  const causes = diagnoseChannel({
    channelId,
    discord,
    ...records,
    command,
    grantRevoked,
    links: linksOf(input.targets, community, channelId),
  });
  const channel =
    discord.state === "read" ? discord.view.channels.find((c) => c.id === channelId) : undefined;
  const parent =
    channel?.parent_id && discord.state === "read"
      ? discord.view.channels.find((c) => c.id === channel.parent_id)
      : undefined;
  const ticker = command ? readCommand(command).ticker : undefined;
  return {
    channelId,
    channelName: channel ? (channel.name ?? channel.id) : null,
    category: parent?.name ?? null,
    tickerMode: records.tickerMode,
    autoDeleteMinutes: records.autoDeleteMinutes,
    command,
    ticker: ticker ? readTicker(ticker, records.tickerMode) : null,
    causes,
    checkedAt: new Date().toISOString(),
  };
}
