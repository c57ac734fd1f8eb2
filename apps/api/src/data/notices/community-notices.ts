import { LIMITS } from "@chartbot/addons";
import { LICENSED_BOT_STATUSES, type LicensedBotStatus } from "@chartbot/contracts/bot-license";
import { SATELLITE_STALE_AFTER_SECONDS } from "@chartbot/contracts/satellites";
import { MAX_CONSECUTIVE_POST_FAILURES } from "@chartbot/contracts/scheduled-posts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities } from "../../db/schema.js";
import { type NoticeCause, raiseCommunityNotice, resolveNotices } from "./notices.js";

/**
 * The notices of a community's things that broke (a paused post, a stale or slotless satellite, a refusing
 * relay) and of its Bot License's steps: each kind's cause key and its texts, in one place. Each notice goes to
 * the community's recipients (`raiseCommunityNotice`) and links to the community's page that fixes it. The
 * rules of when each is raised and resolved are in `docs/decisions/notices.md`.
 */

/** A community notice as its raisers build it: the community is always known. */
export type CommunityNoticeCause = NoticeCause & { communityId: string };

/** The community a notice is about, as its texts name it. */
export interface NoticeCommunity {
  id: string;
  name: string;
}

/** The cause keys: one per thing that broke, so one open notice per thing and recipient. */
export const communityCauses = {
  postPaused: (postId: string) => `post_paused:${postId}`,
  satelliteStale: (satelliteId: string) => `satellite_stale:${satelliteId}`,
  satelliteWithoutSlot: (satelliteId: string) => `satellite_without_slot:${satelliteId}`,
  relayRefusing: (relayId: string) => `relay_refusing:${relayId}`,
  /** Per bot (the community's, by its application) and step: an edit that restarts the review notifies again. */
  botLicenseStep: (communityId: string, applicationId: string, step: LicensedBotStatus) =>
    `bot_license_step:${communityId}:${applicationId}:${step}`,
} as const;

/** The dashboard page of one of the community's modules (`/communities/<id>/<module>`). */
const modulePath = (
  communityId: string,
  module: "scheduled-posts" | "satellites" | "relays" | "bot-license",
) => `/communities/${communityId}/${module}`;

/** A time as every channel of a notice reads it (bell, direct message, email): `2026-11-30 07:25 UTC`. */
export const noticeTime = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

const quoted = (command: string, args: string) => `"${`${command} ${args}`.trim()}"`;

/** A scheduled post paused after `MAX_CONSECUTIVE_POST_FAILURES` failed runs in a row. */
export function postPausedNotice(
  community: NoticeCommunity,
  post: { id: string; command: string; arguments: string; channelId: string },
  failure: { reason: string; at: Date },
): CommunityNoticeCause {
  const command = quoted(post.command, post.arguments);
  return {
    kind: "post_paused",
    cause: communityCauses.postPaused(post.id),
    communityId: community.id,
    title: `Scheduled post ${command} paused in ${community.name}`,
    message:
      `The scheduled post ${command} in channel ${post.channelId} of ${community.name} failed ` +
      `${MAX_CONSECUTIVE_POST_FAILURES} times in a row and was paused at ${noticeTime(failure.at)}: ` +
      `${failure.reason}. Fix the cause, then resume the post.`,
    fixPath: modulePath(community.id, "scheduled-posts"),
    fixLabel: "Resume the post",
    occurredAt: failure.at,
  };
}

/** A running satellite in its server whose heartbeats stopped (`satelliteState` says `stale`). */
export function satelliteStaleNotice(
  community: NoticeCommunity,
  satellite: { id: string; ticker: string },
  lastSeen: Date,
  now: Date,
): CommunityNoticeCause {
  return {
    kind: "satellite_stale",
    cause: communityCauses.satelliteStale(satellite.id),
    communityId: community.id,
    title: `Price satellite ${satellite.ticker} stopped updating in ${community.name}`,
    message:
      `The ${satellite.ticker} price satellite of ${community.name} has not reported its price since ` +
      `${noticeTime(lastSeen)} (more than ${SATELLITE_STALE_AFTER_SECONDS / 60} minutes): its bot may be ` +
      "offline or removed from the server, and its name shows an old price. Check it is still in the server.",
    fixPath: modulePath(community.id, "satellites"),
    fixLabel: "See the satellites",
    occurredAt: now,
  };
}

/** A paid satellite no Price Satellite Bots slot of the community covers: the bot keeps it stopped. */
export function satelliteWithoutSlotNotice(
  community: NoticeCommunity,
  satellite: { id: string; ticker: string },
  now: Date,
): CommunityNoticeCause {
  return {
    kind: "satellite_without_slot",
    cause: communityCauses.satelliteWithoutSlot(satellite.id),
    communityId: community.id,
    title: `Price satellite ${satellite.ticker} has no paid slot in ${community.name}`,
    message:
      `Since ${noticeTime(now)}, no Price Satellite Bots slot of ${community.name} covers the ` +
      `${satellite.ticker} price satellite, so the bot keeps it stopped. Assign a slot to the community, or ` +
      "remove a paid satellite.",
    fixPath: modulePath(community.id, "satellites"),
    fixLabel: "See the satellites",
    occurredAt: now,
  };
}

/** Why a relay refused a message: its minute's limit, a body it could not read, or the bot's failed post. */
export type RelayRefusal =
  | { kind: "rate_limited" }
  | { kind: "unreadable"; problem: string }
  | { kind: "undelivered"; reason: string | null };

const refusalText = (refusal: RelayRefusal) => {
  switch (refusal.kind) {
    case "rate_limited":
      return `more than ${LIMITS.relayMessagesPerMinute} messages came in one minute, and the rest were refused`;
    case "unreadable":
      return `a message could not be read (${refusal.problem}) and was refused`;
    case "undelivered":
      return `the bot could not post a message in its channel (${refusal.reason ?? "no reason given"})`;
  }
};

/** A webhook relay refusing messages (or whose messages the bot could not post). */
export function relayRefusingNotice(
  community: NoticeCommunity,
  relay: { id: string; number: number; channelId: string },
  refusal: RelayRefusal,
  now: Date,
): CommunityNoticeCause {
  return {
    kind: "relay_refusing",
    cause: communityCauses.relayRefusing(relay.id),
    communityId: community.id,
    title: `Webhook relay ${relay.number} is refusing messages in ${community.name}`,
    message:
      `At ${noticeTime(now)}, relay ${relay.number} (to channel ${relay.channelId}) of ${community.name} ` +
      `did not post: ${refusalText(refusal)}. Check what sends to its URL and the channel's permissions; this ` +
      "notice clears once one of its messages is delivered.",
    fixPath: modulePath(community.id, "relays"),
    fixLabel: "See the relay",
    occurredAt: now,
  };
}

const STEP_TEXTS: Partial<Record<LicensedBotStatus, { title: string; message: string }>> = {
  in_review: {
    title: "is in review",
    message: "Chartbot's staff started setting it up with the name, avatar and token you submitted.",
  },
  live: {
    title: "is live",
    message: "It now answers in your server under its own name and avatar.",
  },
};

/** The Bot License steps that notify: those staff reach (the admins' own submission does not). */
export const NOTIFIED_BOT_LICENSE_STEPS = Object.keys(STEP_TEXTS) as LicensedBotStatus[];

/** A Bot License step staff reached for the community's bot; undefined for a step that does not notify. */
export function botLicenseStepNotice(
  community: NoticeCommunity,
  bot: { name: string; applicationId: string },
  step: LicensedBotStatus,
  now: Date,
): CommunityNoticeCause | undefined {
  const texts = STEP_TEXTS[step];
  if (!texts) return undefined;
  return {
    kind: "bot_license_step",
    cause: communityCauses.botLicenseStep(community.id, bot.applicationId, step),
    communityId: community.id,
    title: `Your licensed bot ${bot.name} ${texts.title} in ${community.name}`,
    message: `The licensed bot ${bot.name} of ${community.name} ${texts.title} as of ${noticeTime(now)}. ${texts.message}`,
    fixPath: modulePath(community.id, "bot-license"),
    fixLabel: "See the Bot License",
    occurredAt: now,
  };
}

/** The community as notices name it; undefined when it is gone. */
export async function readNoticeCommunity(db: Db, communityId: string): Promise<NoticeCommunity | undefined> {
  const [row] = await db
    .select({ id: communities.id, name: communities.name })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row;
}

/** Raises the community's notice (`raiseCommunityNotice`) when the community is still there. */
export async function raiseForCommunity(
  db: Db,
  communityId: string,
  build: (community: NoticeCommunity) => CommunityNoticeCause | undefined,
): Promise<void> {
  const community = await readNoticeCommunity(db, communityId);
  const cause = community && build(community);
  if (cause) await raiseCommunityNotice(db, cause);
}

/** Resolves the notices of every step of the community's bot of `applicationId`: its onboarding restarted. */
export async function resolveBotLicenseStepNotices(
  db: Db,
  communityId: string,
  applicationId: string,
  at = new Date(),
): Promise<void> {
  for (const step of LICENSED_BOT_STATUSES) {
    await resolveNotices(db, communityCauses.botLicenseStep(communityId, applicationId, step), at);
  }
}
