import { type AddonSlug, isAddonSlug } from "@chartbot/addons";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import {
  addonSlots,
  alerts,
  alertTriggers,
  discordGrants,
  scheduledPosts,
  subscriptions,
} from "../../db/schema.js";
import { catalogueTicker } from "../catalogue-symbols.js";
import { channelOverrideValues } from "../channel-overrides/channel-overrides.js";
import type { Community } from "../communities/find-administered-community.js";
import { addonsInForceOf, listActiveAddons } from "../communities/list-active-addons.js";
import { listSatellites } from "../satellites/list-satellites.js";
import { runningSatellites } from "../satellites/present-satellites.js";
import { satelliteState } from "../satellites/satellite-state.js";

/** What the database says of a channel of a community, for its diagnosis. */
export interface ChannelRecords {
  tickerMode: Community["tickerMode"];
  autoDeleteMinutes: number | null;
  activeAddons: AddonSlug[];
  lapsedAddons: AddonSlug[];
  posts: {
    id: string;
    command: string;
    arguments: string;
    pausedAt: Date | null;
    pauseReason: string | null;
  }[];
  lastFailure: { kind: "post" | "alert"; what: string; reason: string; at: Date } | null;
  staleSatellites: string[];
}

/** The community's and the channel's settings, add-ons, posts, failures and satellites, read for a diagnosis. */
export async function readChannelRecords(
  db: Db,
  community: Pick<Community, "id" | "tickerMode" | "autoDeleteMinutes">,
  channelId: string,
  now = new Date(),
): Promise<ChannelRecords> {
  const [override, addons, held, posts, [alertFailure], satelliteRows] = await Promise.all([
    channelOverrideValues(db, community.id, channelId),
    listActiveAddons(db, [community.id]),
    db
      .selectDistinct({ slug: subscriptions.addonSlug })
      .from(addonSlots)
      .innerJoin(subscriptions, eq(subscriptions.id, addonSlots.subscriptionId))
      .where(eq(addonSlots.communityId, community.id)),
    db
      .select()
      .from(scheduledPosts)
      .where(and(eq(scheduledPosts.communityId, community.id), eq(scheduledPosts.channelId, channelId)))
      .orderBy(scheduledPosts.createdAt, scheduledPosts.id),
    db
      .select({
        at: alertTriggers.triggeredAt,
        reason: alertTriggers.failureReason,
        ticker: alerts.tickerInput,
      })
      .from(alertTriggers)
      .innerJoin(alerts, eq(alerts.id, alertTriggers.alertId))
      .where(
        and(
          eq(alerts.communityId, community.id),
          eq(alerts.channelId, channelId),
          eq(alertTriggers.delivery, "failed"),
        ),
      )
      .orderBy(desc(alertTriggers.triggeredAt))
      .limit(1),
    listSatellites(db, community.id),
  ]);
  const { active, entitlements } = addonsInForceOf(addons, community.id);
  const activeAddons = active.map((addon) => addon.slug);
  const postFailure = posts
    .filter((post) => post.lastOutcome === "failed" && post.lastRunAt)
    .map((post) => ({
      kind: "post" as const,
      what: `scheduled post "${`${post.command} ${post.arguments}`.trim()}"`,
      reason: post.lastFailureReason ?? "no reason given",
      at: post.lastRunAt as Date,
    }))
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  const alertFailureFacts = alertFailure
    ? {
        kind: "alert" as const,
        what: `alert on ${alertFailure.ticker}`,
        reason: alertFailure.reason ?? "no reason given",
        at: alertFailure.at,
      }
    : undefined;
  const failures = [postFailure, alertFailureFacts].filter((f) => f !== undefined);
  const { satellites } = runningSatellites(satelliteRows, entitlements.paidSatellites);
  return {
    tickerMode: override?.tickerMode ?? community.tickerMode,
    autoDeleteMinutes:
      override?.autoDeleteMinutes === 0 ? null : (override?.autoDeleteMinutes ?? community.autoDeleteMinutes),
    activeAddons,
    lapsedAddons: held
      .map((row) => row.slug)
      .filter((slug): slug is AddonSlug => isAddonSlug(slug) && !activeAddons.includes(slug)),
    posts: posts.map(({ id, command, arguments: args, pausedAt, pauseReason }) => ({
      id,
      command,
      arguments: args,
      pausedAt,
      pauseReason,
    })),
    lastFailure: failures.sort((a, b) => b.at.getTime() - a.at.getTime())[0] ?? null,
    staleSatellites: satellites
      .filter(({ row, running }) => satelliteState(row, running, now) === "stale")
      .map(({ row }) => catalogueTicker(row.symbolId)),
  };
}

/** Whether Discord refused the account's stored grant (it must reconnect Discord). */
export async function isGrantRevoked(db: Db, accountId: string): Promise<boolean> {
  const [grant] = await db
    .select({ revokedAt: discordGrants.revokedAt })
    .from(discordGrants)
    .where(eq(discordGrants.accountId, accountId));
  return grant?.revokedAt != null;
}
