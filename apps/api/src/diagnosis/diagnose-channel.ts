import { type AddonSlug, getAddon } from "@chartbot/addons";
import type { DiagnosisCause, DiagnosisTicker } from "@chartbot/contracts/diagnosis";
import { type DiscordPermission, FEATURE_PERMISSIONS, PERMISSION_LABELS } from "@chartbot/contracts/discord";
import { parseTicker, type TickerMode } from "@chartbot/ticker-parser";
import { marketLabel } from "../data/catalogue-symbols.js";
import type { GuildView } from "../discord/guild-view.js";
import {
  everyoneMayUseSlashCommands,
  type MissingPermission,
  missingChannelPermissions,
} from "./channel-permissions.js";
import { readCommand } from "./read-command.js";

/** What Discord said of the server: read, the bot gone from it, or no answer. */
export type DiscordFacts =
  | { state: "read"; view: GuildView }
  | { state: "bot_absent" }
  | { state: "unreachable" };

/** A scheduled post of the channel, as far as a diagnosis reads it. */
export interface PostFacts {
  id: string;
  command: string;
  arguments: string;
  pausedAt: Date | null;
  pauseReason: string | null;
}

/** Where a cause's fix sends the user: absolute URLs, made by the route (dashboard origin, Discord's authorize page). */
export interface DiagnosisLinks {
  /** Discord's authorization of the bot for this server, asking for `permissions` too. */
  reauthorize(permissions: readonly DiscordPermission[]): string;
  /** The channel in Discord, where its and its category's permissions are edited. */
  discordChannel: string;
  channelOverrides: string;
  scheduledPosts: string;
  /** The caller's alert history (an alert's failed delivery). */
  alertHistory: string;
  satellites: string;
  subscribe(slug: AddonSlug): string;
  reconnectDiscord: string;
}

/** Everything a diagnosis reads, gathered beforehand: `diagnoseChannel` is a pure function of it. */
export interface DiagnosisFacts {
  channelId: string;
  discord: DiscordFacts;
  /** The channel's parsing mode and auto-delete (its override, else the server's). */
  tickerMode: TickerMode;
  autoDeleteMinutes: number | null;
  /** The command as a member would type it, if one was given. */
  command: string | null;
  activeAddons: readonly AddonSlug[];
  /** Add-ons the community held whose subscription is no longer in force. */
  lapsedAddons: readonly AddonSlug[];
  posts: readonly PostFacts[];
  /** The bot's last failure report in this channel (a scheduled post's run or an alert's delivery). */
  lastFailure: { kind: "post" | "alert"; what: string; reason: string; at: Date } | null;
  /** Satellites of the community the bot runs but that stopped reporting, by their ticker. */
  staleSatellites: readonly string[];
  /** Whether Discord refused the caller's own grant (the bot API has no caller: false). */
  grantRevoked: boolean;
  links: DiagnosisLinks;
}

const OTHER_MODE: Record<TickerMode, TickerMode> = { traditional: "crypto", crypto: "traditional" };
/** What the bot needs to answer in a channel; a channel with scheduled posts also needs Manage Webhooks. */
const ANSWERING: readonly DiscordPermission[] = [
  "VIEW_CHANNEL",
  "SEND_MESSAGES",
  "EMBED_LINKS",
  "ATTACH_FILES",
];
const POSTING: readonly DiscordPermission[] = FEATURE_PERMISSIONS.scheduledPosts;
const POSTABLE_TYPES = new Set([0, 5]);

const cause = (
  code: DiagnosisCause["code"],
  severity: DiagnosisCause["severity"],
  message: string,
  fix: DiagnosisCause["fix"] = null,
  extra: Partial<Pick<DiagnosisCause, "permission" | "deniedBy">> = {},
): DiagnosisCause => ({ code, severity, message, permission: null, deniedBy: null, fix, ...extra });

const link = (label: string, href: string): DiagnosisCause["fix"] => ({ kind: "link", label, href });

function permissionCause(
  missing: MissingPermission,
  facts: DiagnosisFacts,
  channel: string,
  category: string | null,
) {
  const label = PERMISSION_LABELS[missing.permission];
  const what =
    missing.permission === "MANAGE_WEBHOOKS"
      ? "its scheduled posts here fail"
      : missing.permission === "VIEW_CHANNEL"
        ? "it cannot see the channel at all"
        : "it cannot answer here";
  const where = {
    server: `none of its roles has ${label} in this server`,
    category: `the permissions of the category ${category ?? ""} (which ${channel} is synced with) take it away`,
    channel: `an override of ${channel} takes it away`,
  }[missing.deniedBy];
  const fix =
    missing.deniedBy === "server"
      ? link(`Re-authorize Chartbot with ${label}`, facts.links.reauthorize([missing.permission]))
      : link(
          `Open ${missing.deniedBy === "category" ? `the category ${category ?? ""}` : channel} in Discord`,
          facts.links.discordChannel,
        );
  const advice =
    missing.deniedBy === "server"
      ? "Re-authorize Chartbot to give its role that permission."
      : `In Discord, edit that ${missing.deniedBy === "category" ? "category's" : "channel's"} permissions to allow Chartbot ${label}.`;
  return cause(
    "missing_permission",
    missing.permission === "MANAGE_WEBHOOKS" ? "warning" : "blocking",
    `Chartbot lacks ${label} in ${channel}, so ${what}: ${where}. ${advice}`,
    fix,
    { permission: missing.permission, deniedBy: missing.deniedBy },
  );
}

/** How the typed ticker reads in the channel's mode and in the other one. */
export function readTicker(ticker: string, mode: TickerMode): DiagnosisTicker {
  const marketIn = (m: TickerMode) => {
    const result = parseTicker(ticker, { mode: m });
    return result.ok ? marketLabel(result.symbol) : null;
  };
  const otherMode = OTHER_MODE[mode];
  return { ticker, mode, market: marketIn(mode), otherMode, otherMarket: marketIn(otherMode) };
}

/** `#signals`, or `This channel` at the start of a sentence. */
const sentenceStart = (channel: string) => channel.charAt(0).toUpperCase() + channel.slice(1);

function commandCauses(facts: DiagnosisFacts, channel: string): DiagnosisCause[] {
  if (!facts.command) return [];
  const typed = readCommand(facts.command);
  if (!typed.command) {
    const word = typed.text.split(/\s+/)[0] ?? "";
    return [
      cause(
        "unknown_command",
        "blocking",
        `"${word}" is not a Chartbot command, so the bot does not answer it.`,
      ),
    ];
  }
  const causes: DiagnosisCause[] = [];
  if (typed.ticker) {
    const read = readTicker(typed.ticker, facts.tickerMode);
    if (!read.market) {
      const other = read.otherMarket
        ? ` In ${read.otherMode} mode it would be ${read.otherMarket}: set the parsing mode of ${channel} to ${read.otherMode}, or type the full pair.`
        : ` It names nothing in ${read.otherMode} mode either.`;
      causes.push(
        cause(
          "ticker_not_found",
          "blocking",
          `${sentenceStart(channel)} reads tickers in ${read.mode} mode, where "${read.ticker}" names no market.${other}`,
          read.otherMarket ? link("Change this channel's parsing mode", facts.links.channelOverrides) : null,
        ),
      );
    }
  }
  if (typed.addon && !facts.activeAddons.includes(typed.addon.slug)) {
    const name = getAddon(typed.addon.slug)?.name ?? typed.addon.slug;
    const lapsed = facts.lapsedAddons.includes(typed.addon.slug);
    causes.push(
      cause(
        "addon_missing",
        "blocking",
        lapsed
          ? `${typed.addon.why} needs ${name}, whose subscription for this community has lapsed.`
          : `${typed.addon.why} needs ${name}, which this community does not hold.`,
        link(lapsed ? `Renew ${name}` : `Subscribe to ${name}`, facts.links.subscribe(typed.addon.slug)),
      ),
    );
  }
  return causes;
}

/**
 * Every reason Chartbot would not answer in the channel, in `DIAGNOSIS_CAUSES` order, each with its fix where one
 * exists. A pure function of the facts: the routes gather them (Discord, the database) and present the result.
 */
export function diagnoseChannel(facts: DiagnosisFacts): DiagnosisCause[] {
  const causes: DiagnosisCause[] = [];
  const { discord, links } = facts;
  let channel = "this channel";
  if (discord.state === "unreachable") {
    causes.push(
      cause(
        "discord_unreachable",
        "warning",
        "Discord did not answer, so Chartbot's permissions in this channel could not be checked. Try again in a minute.",
      ),
    );
  } else if (discord.state === "bot_absent") {
    causes.push(
      cause(
        "bot_not_in_server",
        "blocking",
        "Chartbot is not in this server (it was removed, or never added), so it answers nowhere here. Add it again.",
        link("Add Chartbot to the server", links.reauthorize([])),
      ),
    );
  } else {
    const { view } = discord;
    const found = view.channels.find((c) => c.id === facts.channelId);
    if (!found || !POSTABLE_TYPES.has(found.type)) {
      causes.push(
        cause(
          "channel_not_found",
          "blocking",
          found
            ? "Chartbot answers only in text and announcement channels; pick one of those."
            : "This channel is not in the server (deleted, or hidden from Chartbot).",
        ),
      );
    } else {
      channel = `#${found.name ?? found.id}`;
      const category = found.parent_id
        ? (view.channels.find((c) => c.id === found.parent_id)?.name ?? null)
        : null;
      const needed = facts.posts.length > 0 ? [...new Set([...ANSWERING, ...POSTING])] : ANSWERING;
      for (const missing of missingChannelPermissions(view, facts.channelId, needed)) {
        causes.push(permissionCause(missing, facts, channel, category));
      }
      if (!everyoneMayUseSlashCommands(view, facts.channelId)) {
        causes.push(
          cause(
            "slash_commands_blocked",
            "warning",
            `Members may not use application commands in ${channel} (@everyone lacks Use Application Commands), so /c and the other slash commands are refused; typed commands still work. Allow it in the channel's or its category's permissions.`,
            link(`Open ${channel} in Discord`, links.discordChannel),
            { permission: "USE_APPLICATION_COMMANDS" },
          ),
        );
      }
    }
  }
  causes.push(...commandCauses(facts, channel));
  if (facts.autoDeleteMinutes !== null && facts.autoDeleteMinutes > 0) {
    causes.push(
      cause(
        "auto_delete",
        "info",
        `Chartbot deletes its answers in ${channel} after ${facts.autoDeleteMinutes} minute${facts.autoDeleteMinutes === 1 ? "" : "s"}: an answer that vanished was answered.`,
        link("Change the auto-delete", links.channelOverrides),
      ),
    );
  }
  if (facts.lastFailure) {
    const { kind, what, reason, at } = facts.lastFailure;
    causes.push(
      cause(
        "last_failure",
        "warning",
        `The bot last failed here at ${at.toISOString()} (${what}): ${reason}`,
        kind === "post"
          ? link("See the scheduled posts", links.scheduledPosts)
          : link("See the alert history", links.alertHistory),
      ),
    );
  }
  for (const post of facts.posts) {
    if (!post.pausedAt) continue;
    const command = `${post.command} ${post.arguments}`.trim();
    causes.push(
      cause(
        "post_paused",
        "warning",
        `The scheduled post "${command}" in ${channel} is paused${post.pauseReason ? `: ${post.pauseReason}` : "."}`,
        { kind: "resume_post", label: `Resume "${command}"`, postId: post.id },
      ),
    );
  }
  for (const ticker of facts.staleSatellites) {
    causes.push(
      cause(
        "satellite_stale",
        "warning",
        `The ${ticker} price satellite has not reported a price for a while: its bot may be offline or removed from the server.`,
        link("See the satellites", links.satellites),
      ),
    );
  }
  if (facts.grantRevoked) {
    causes.push(
      cause(
        "discord_reconnect_required",
        "warning",
        "Discord refused your connection to it, so Chartbot cannot confirm you still manage this server. Reconnect Discord.",
        link("Reconnect Discord", links.reconnectDiscord),
      ),
    );
  }
  return causes;
}
