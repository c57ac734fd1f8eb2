import type { TickerMode } from "@chartbot/ticker-parser";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { channelOverrides, communities, relays } from "../../db/schema.js";
import type { RelayRow } from "./present-relay.js";

/** A relay with what reading its messages needs: its community's server and the channel's parsing mode. */
export interface RelayTarget {
  relay: RelayRow;
  guildId: string;
  /** The community's name, as a notice names it. */
  communityName: string;
  /** The channel's override of the mode, else the community's. */
  tickerMode: TickerMode;
  disconnected: boolean;
}

/** The relay with this id and its channel's parsing mode; undefined when there is none. One indexed read. */
export async function findRelayTarget(db: Db, relayId: string): Promise<RelayTarget | undefined> {
  const [row] = await db
    .select({
      relay: relays,
      guildId: communities.guildId,
      communityName: communities.name,
      communityMode: communities.tickerMode,
      channelMode: channelOverrides.tickerMode,
      disconnectedAt: communities.disconnectedAt,
    })
    .from(relays)
    .innerJoin(communities, eq(communities.id, relays.communityId))
    .leftJoin(
      channelOverrides,
      and(
        eq(channelOverrides.communityId, relays.communityId),
        eq(channelOverrides.channelId, relays.channelId),
      ),
    )
    .where(eq(relays.id, relayId));
  if (!row) return undefined;
  return {
    relay: row.relay,
    guildId: row.guildId,
    communityName: row.communityName,
    tickerMode: row.channelMode ?? row.communityMode,
    disconnected: row.disconnectedAt !== null,
  };
}

/** The community's relay with this id and its channel's mode; undefined when the community has none. */
export async function findCommunityRelayTarget(
  db: Db,
  communityId: string,
  relayId: string,
): Promise<RelayTarget | undefined> {
  const target = await findRelayTarget(db, relayId);
  return target?.relay.communityId === communityId ? target : undefined;
}
