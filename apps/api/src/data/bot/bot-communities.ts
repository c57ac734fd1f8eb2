import type { BotCommunity } from "@chartbot/contracts/bot";
import { asc, eq, inArray } from "drizzle-orm";
import { type Keyring, openSecret } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import {
  channelOverrides,
  communities,
  licensedBots,
  satellites,
  scheduledPosts,
  tradingviewLayouts,
} from "../../db/schema.js";
import { presentBotChannelOverride } from "../channel-overrides/present-channel-override.js";
import { chartingOf } from "../communities/charting-of.js";
import { addonsInForceOf, listActiveAddons } from "../communities/list-active-addons.js";
import { presentBotLayout } from "../layouts/present-layout.js";
import { type LicensedBotRow, licensedBotSealContext } from "../licensed-bots/licensed-bot.js";
import { presentBotSatellite, runningSatellites } from "../satellites/present-satellites.js";
import { presentBotScheduledPost } from "../scheduled-posts/present-scheduled-post.js";

export type CommunityRow = typeof communities.$inferSelect;

/** Appends `row` to its community's list in `map`. */
function groupInto<T extends { communityId: string | null }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.communityId) continue;
    const list = map.get(row.communityId) ?? [];
    list.push(row);
    map.set(row.communityId, list);
  }
  return map;
}

/**
 * These communities, each whole as the bot runs it, in the order given: a constant number of queries (one per
 * kind of thing, each over all the ids at once), whatever the number of communities. Entitlements come from
 * `listActiveAddons`, the dashboard's, through the add-ons' entitlement model; a satellite is active as the dashboard shows it (free, or among the
 * oldest paid ones the community's satellite slots cover, and still in the catalogue). A licensed bot is
 * given while Bot License is active there, its token (opened with `keyring`) only while it is live.
 */
export async function assembleBotCommunities(
  db: Db,
  keyring: Keyring,
  rows: CommunityRow[],
): Promise<BotCommunity[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [overrides, sats, posts, layouts, licensed, addons] = await Promise.all([
    db
      .select()
      .from(channelOverrides)
      .where(inArray(channelOverrides.communityId, ids))
      .orderBy(asc(channelOverrides.communityId), asc(channelOverrides.channelId)),
    db
      .select({ id: satellites.id, communityId: satellites.communityId, symbolId: satellites.symbolId })
      .from(satellites)
      .where(inArray(satellites.communityId, ids))
      .orderBy(asc(satellites.communityId), asc(satellites.createdAt), asc(satellites.id)),
    db
      .select()
      .from(scheduledPosts)
      .where(inArray(scheduledPosts.communityId, ids))
      .orderBy(asc(scheduledPosts.communityId), asc(scheduledPosts.createdAt), asc(scheduledPosts.id)),
    db
      .select()
      .from(tradingviewLayouts)
      .where(inArray(tradingviewLayouts.communityId, ids))
      .orderBy(
        asc(tradingviewLayouts.communityId),
        asc(tradingviewLayouts.label),
        asc(tradingviewLayouts.id),
      ),
    db.select().from(licensedBots).where(inArray(licensedBots.communityId, ids)),
    listActiveAddons(db, ids),
  ]);
  const licensedOf = new Map(licensed.map((bot) => [bot.communityId, bot]));
  const overridesOf = groupInto(overrides);
  const satellitesOf = groupInto(sats);
  const postsOf = groupInto(posts);
  const layoutsOf = groupInto(layouts);
  const now = new Date();

  return rows.map((community) => {
    const { active, entitlements } = addonsInForceOf(addons, community.id);
    return {
      id: community.id,
      guildId: community.guildId,
      name: community.name,
      status: community.disconnectedAt ? "disconnected" : "connected",
      setupCompleted: community.setupCompletedAt !== null,
      tickerMode: community.tickerMode,
      autoDeleteMinutes: community.autoDeleteMinutes,
      charting: chartingOf(community, entitlements.charting),
      channelOverrides: (overridesOf.get(community.id) ?? []).map(presentBotChannelOverride),
      satellites: runningSatellites(
        satellitesOf.get(community.id) ?? [],
        entitlements.paidSatellites,
      ).satellites.map(({ row, running }) => presentBotSatellite(row, running)),
      scheduledPosts: (postsOf.get(community.id) ?? []).map((post) => presentBotScheduledPost(post, now)),
      layouts: (layoutsOf.get(community.id) ?? []).map(presentBotLayout),
      addons: active,
      entitlements,
      licensedBot: active.some((addon) => addon.slug === "bot-license")
        ? botLicensedBot(keyring, licensedOf.get(community.id))
        : null,
    };
  });
}

/** A licensed bot as the bot runs it: the token opened only once staff made it live. */
function botLicensedBot(keyring: Keyring, bot: LicensedBotRow | undefined): BotCommunity["licensedBot"] {
  if (!bot) return null;
  return {
    name: bot.name,
    avatarUrl: bot.avatarUrl,
    applicationId: bot.applicationId,
    status: bot.status,
    token:
      bot.status === "live"
        ? openSecret(keyring, bot.tokenCiphertext, licensedBotSealContext(bot.communityId))
        : null,
  };
}

/** The community of a Discord server, whole, or undefined when none was set up for it. */
export async function findBotCommunity(
  db: Db,
  keyring: Keyring,
  guildId: string,
): Promise<BotCommunity | undefined> {
  const rows = await db.select().from(communities).where(eq(communities.guildId, guildId));
  const [community] = await assembleBotCommunities(db, keyring, rows);
  return community;
}

/** The community row of a Discord server, or undefined when none was set up for it. */
export async function findCommunityOfGuild(db: Db, guildId: string): Promise<CommunityRow | undefined> {
  const [row] = await db.select().from(communities).where(eq(communities.guildId, guildId));
  return row;
}
