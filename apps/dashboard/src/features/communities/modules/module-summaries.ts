import { type AddonSlug, getAddon } from "@chartbot/addons";
import { AUDIT_LOG_RETENTION_DAYS, type AuditLogPage } from "@chartbot/contracts/audit-log";
import type { LicensedBot } from "@chartbot/contracts/bot-license";
import type { ChannelOverrideList } from "@chartbot/contracts/channel-overrides";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import type { RelayList } from "@chartbot/contracts/relays";
import type { Satellite, SatelliteList } from "@chartbot/contracts/satellites";
import type { ScheduledPostList } from "@chartbot/contracts/scheduled-posts";
import { actorWords } from "@/features/communities/audit-log/audit-log-values";
import { BOT_STATUS_NAMES } from "@/features/communities/bot-license/bot-license-values";
import {
  modeLabel,
  serverAutoDelete,
} from "@/features/communities/channel-overrides/channel-override-values";
import { ADDON_SLUGS, isAddonActive } from "@/features/communities/community-addons";
import { formatDate, pluralize } from "@/features/format/format";

/** Whether a module is in use here: on, available but unused (off), or waiting for its add-on. */
export type ModuleStatus = { kind: "on" } | { kind: "off" } | { kind: "addon-needed"; addon: AddonSlug };

/** A module's state at a glance, as the overview's card shows it. */
export interface ModuleSummary {
  status: ModuleStatus;
  /** What it holds, in a line: "3 scheduled posts, 1 paused". */
  counts: string;
  /** What needs a look, when the data already says so: "1 satellite not updating". */
  problems: string[];
}

/** The status's words on its badge: "On", "Off", "Needs Scheduled Posting". */
export function statusLabel(status: ModuleStatus): string {
  if (status.kind === "on") return "On";
  if (status.kind === "off") return "Off";
  return `Needs ${getAddon(status.addon)?.name ?? status.addon}`;
}

/** On when `inUse`, else off; waiting for `addon` while it is not active here, whatever is saved. */
function statusOf(settings: CommunitySettings, inUse: boolean, addon?: AddonSlug): ModuleStatus {
  if (addon && !isAddonActive(settings, addon)) return { kind: "addon-needed", addon };
  return inUse ? { kind: "on" } : { kind: "off" };
}

/** Settings: the mode and auto-delete; read-only while Chartbot is not in the server, and what it lacks. */
export function settingsSummary(settings: CommunitySettings): ModuleSummary {
  const { connection } = settings;
  const problems =
    connection.status === "disconnected"
      ? ["Read-only until Chartbot is added to the server again"]
      : connection.warnings.length > 0
        ? [`Chartbot lacks ${pluralize(connection.warnings.length, "permission", "permissions")} here`]
        : [];
  return {
    status: { kind: "on" },
    counts: `${modeLabel(settings, settings.tickerMode)} mode · auto-delete ${serverAutoDelete(settings)}`,
    problems,
  };
}

/** Channel overrides: how many channels differ from the server's settings. */
export function channelOverridesSummary(
  settings: CommunitySettings,
  list: ChannelOverrideList,
): ModuleSummary {
  const count = list.overrides.length;
  return {
    status: statusOf(settings, count > 0),
    counts:
      count === 0
        ? "No channel overrides: every channel follows the settings"
        : pluralize(count, "channel override", "channel overrides"),
    problems: [],
  };
}

/** Scheduled posts: how many and how many paused; paused posts and posts whose runs fail are problems. */
export function scheduledPostsSummary(settings: CommunitySettings, list: ScheduledPostList): ModuleSummary {
  const posts = list.scheduledPosts;
  const paused = posts.filter((post) => post.pausedAt !== null).length;
  const failing = posts.filter((post) => post.pausedAt === null && post.consecutiveFailures > 0).length;
  const problems: string[] = [];
  if (paused > 0) problems.push(paused === 1 ? "1 post is paused" : `${paused} posts are paused`);
  if (failing > 0) problems.push(`${pluralize(failing, "post", "posts")} failed the last run`);
  return {
    status: statusOf(settings, posts.length > 0, ADDON_SLUGS.scheduledPosting),
    counts:
      posts.length === 0
        ? "No scheduled posts"
        : `${pluralize(posts.length, "scheduled post", "scheduled posts")}${paused > 0 ? `, ${paused} paused` : ""}`,
    problems,
  };
}

/** Price satellites: how many, how many are paid and the slots for them; any not running (by state) is a problem. */
export function satellitesSummary(settings: CommunitySettings, list: SatelliteList): ModuleSummary {
  const { satellites, paid } = list;
  const count = (state: Satellite["state"]) =>
    satellites.filter((satellite) => satellite.state === state).length;
  const waiting = count("waiting_for_invite");
  const removed = count("removed");
  const stale = count("stale");
  const idle = count("no_slot");
  const problems: string[] = [];
  if (waiting > 0) problems.push(`${pluralize(waiting, "satellite", "satellites")} waiting for an invite`);
  if (removed > 0) problems.push(`${pluralize(removed, "satellite", "satellites")} removed from the server`);
  if (stale > 0) problems.push(`${pluralize(stale, "satellite", "satellites")} not updating`);
  if (idle > 0) problems.push(`${pluralize(idle, "satellite", "satellites")} not running: no slot`);
  return {
    // BTCUSD and ETHUSD are free: satellites never wait for the add-on.
    status: statusOf(settings, satellites.length > 0),
    counts:
      satellites.length === 0
        ? "No satellites"
        : `${pluralize(satellites.length, "satellite", "satellites")}, ${paid.used} paid of ${pluralize(paid.slots, "slot", "slots")}`,
    problems,
  };
}

/** TradingView layouts: how many, of how many the add-on allows (the count comes with the community). */
export function layoutsSummary(settings: CommunitySettings): ModuleSummary {
  const count = settings.counts.layouts;
  const active = isAddonActive(settings, ADDON_SLUGS.layouts);
  return {
    status: statusOf(settings, count > 0, ADDON_SLUGS.layouts),
    counts:
      count === 0
        ? "No layouts"
        : `${pluralize(count, "layout", "layouts")}${active ? ` of at most ${settings.entitlements.layouts}` : ""}`,
    problems: [],
  };
}

/** Webhook relays (free): how many; relays whose last message the bot could not post are problems. */
export function relaysSummary(list: RelayList): ModuleSummary {
  const count = list.relays.length;
  const failing = list.relays.filter((relay) => relay.recentMessages[0]?.status === "failed").length;
  return {
    status: count > 0 ? { kind: "on" } : { kind: "off" },
    counts: count === 0 ? "No relays" : pluralize(count, "relay", "relays"),
    problems: failing > 0 ? [`${pluralize(failing, "relay", "relays")} could not post the last message`] : [],
  };
}

/**
 * Bot License: on once the community's own bot is live; before that, where it is on its way. `bot` is
 * undefined while the add-on is not active (the API is not asked then).
 */
export function botLicenseSummary(
  settings: CommunitySettings,
  bot: LicensedBot | null | undefined,
): ModuleSummary {
  const status = statusOf(settings, bot?.status === "live", ADDON_SLUGS.botLicense);
  if (status.kind === "addon-needed" || bot === undefined) {
    return { status, counts: "Chartbot runs under its own name", problems: [] };
  }
  return {
    status,
    counts: bot === null ? "No bot submitted yet" : `${bot.name}: ${BOT_STATUS_NAMES[bot.status]}`,
    problems: [],
  };
}

/** Audit log: always on; when the last change was made and by whom. */
export function auditLogSummary(page: AuditLogPage): ModuleSummary {
  const [last] = page.items;
  return {
    status: { kind: "on" },
    counts: last
      ? `Last change ${formatDate(last.at)} by ${actorWords(last.actor)}`
      : `No changes in the last ${AUDIT_LOG_RETENTION_DAYS} days`,
    problems: [],
  };
}

/** Diagnose a channel: always available; the server-wide problems the community already shows point here. */
export function diagnosisSummary(settings: CommunitySettings): ModuleSummary {
  return {
    status: { kind: "on" },
    counts: "Check why Chartbot does not answer in a channel",
    problems: settings.connection.status === "disconnected" ? ["Chartbot is not in the server"] : [],
  };
}
