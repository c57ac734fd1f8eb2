import type { AddonSlug } from "@chartbot/addons";
import { communityPath } from "@/auth/routes";
import { ADDON_SLUGS } from "@/features/communities/community-addons";

/**
 * The parts of a community, each with its own page at `/communities/<id>/<module id>`. The ids are the
 * contract's resource paths (`/communities/:id/scheduled-posts`); Bot License is the dashboard's name for the
 * licensed bot.
 */
export const COMMUNITY_MODULES = [
  {
    id: "settings",
    label: "Settings",
    description: "How the bot reads tickers, tidies up and draws charts here.",
  },
  {
    id: "channel-overrides",
    label: "Channel overrides",
    description: "Channels that read tickers or delete messages differently from the server.",
  },
  {
    id: "scheduled-posts",
    label: "Scheduled posts",
    description: "Commands the bot posts by itself, on a schedule.",
    addon: ADDON_SLUGS.scheduledPosting,
  },
  {
    id: "satellites",
    label: "Price satellite bots",
    description: "Bots that show a live price in the member list.",
  },
  {
    id: "layouts",
    label: "TradingView layouts",
    description: "Saved TradingView charts members can call up.",
    addon: ADDON_SLUGS.layouts,
  },
  {
    id: "relays",
    label: "Webhook relays",
    description: "URLs that post TradingView alerts and scripts' messages in a channel.",
  },
  {
    id: "bot-license",
    label: "Bot License",
    description: "Chartbot under your own bot's name and avatar.",
    addon: ADDON_SLUGS.botLicense,
  },
  {
    id: "diagnosis",
    label: "Diagnose a channel",
    description: "Why Chartbot does not answer in a channel, and how to fix it.",
  },
  {
    id: "audit-log",
    label: "Audit log",
    description: "Who changed which setting when, with a way back.",
  },
] as const satisfies readonly CommunityModuleInfo[];

/** One part of a community: its page's path segment, its name and what it is for. */
export interface CommunityModuleInfo {
  id: string;
  label: string;
  description: string;
  /** The add-on it needs; none when it works on the free plan (satellites: BTCUSD and ETHUSD are free). */
  addon?: AddonSlug;
}

export type CommunityModule = (typeof COMMUNITY_MODULES)[number];
export type CommunityModuleId = CommunityModule["id"];

/** The module a path segment names, or undefined for one that is not a module. */
export function findCommunityModule(segment: string): CommunityModule | undefined {
  return COMMUNITY_MODULES.find((module) => module.id === segment);
}

/** The page of one module of a community. */
export function communityModulePath(communityId: string, module: CommunityModuleId): string {
  return `${communityPath(communityId)}/${module}`;
}
