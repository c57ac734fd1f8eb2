import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import type { TickerMode } from "@chartbot/ticker-parser";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities, communityAdmins, satellites } from "../../db/schema.js";
import { auditedSatellite } from "../satellites/audited-satellite.js";
import { recordChanges } from "./audit-log.js";
import type { Community } from "./find-administered-community.js";

/** What the setup of a server's community says. */
export interface CommunitySetup {
  guildId: string;
  name: string;
  iconUrl: string | null;
  tickerMode: TickerMode;
  acceptedTermsVersion: string;
}

/**
 * The free satellites (`DEFAULT_SYMBOL_IDS`: CoinGecko BTCUSD and ETHUSD) every new community gets, each
 * waiting for its invite, recorded in its audit log as added by the admin who set it up.
 */
async function addFreeSatellites(tx: Db, accountId: string, communityId: string): Promise<void> {
  const rows = await tx
    .insert(satellites)
    .values(DEFAULT_SYMBOL_IDS.map((symbolId) => ({ communityId, symbolId })))
    .onConflictDoNothing()
    .returning();
  await recordChanges(
    tx,
    { accountId, apiTokenId: null },
    communityId,
    rows.map((row) => ({
      setting: "satellite" as const,
      subjectId: row.id,
      before: null,
      after: auditedSatellite(row),
    })),
  );
}

/**
 * Creates the community of a server, or connects its existing one again (its data kept, `disconnected_at`
 * cleared), with the parsing mode and terms version of the setup, and makes the account one of its admins
 * (checked now: the caller has just been found to manage the server). Connecting an existing community again
 * records a changed parsing mode in its audit log, as any other change of the setting. A new community gets the
 * free satellites.
 */
export async function setUpCommunity(db: Db, accountId: string, setup: CommunitySetup): Promise<Community> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [existing] = await tx
      .select({ tickerMode: communities.tickerMode })
      .from(communities)
      .where(eq(communities.guildId, setup.guildId))
      .for("update");
    const [community] = await tx
      .insert(communities)
      .values({ ...setup, ownerAccountId: accountId, setupCompletedAt: now })
      .onConflictDoUpdate({
        target: communities.guildId,
        set: {
          name: setup.name,
          iconUrl: setup.iconUrl,
          tickerMode: setup.tickerMode,
          acceptedTermsVersion: setup.acceptedTermsVersion,
          setupCompletedAt: sql`coalesce(${communities.setupCompletedAt}, ${now.toISOString()}::timestamptz)`,
          disconnectedAt: null,
          updatedAt: now,
        },
      })
      .returning();
    if (!community) throw new Error(`community of server ${setup.guildId} missing after upsert`);
    if (!existing) await addFreeSatellites(tx, accountId, community.id);
    if (existing) {
      await recordChanges(tx, { accountId, apiTokenId: null }, community.id, [
        { setting: "tickerMode", before: existing.tickerMode, after: setup.tickerMode },
      ]);
    }
    await tx
      .insert(communityAdmins)
      .values({ communityId: community.id, accountId, checkedAt: now })
      .onConflictDoUpdate({
        target: [communityAdmins.communityId, communityAdmins.accountId],
        set: { checkedAt: now },
      });
    return community;
  });
}
