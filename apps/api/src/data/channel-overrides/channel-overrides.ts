import { type ChannelOverrideValues, MAX_CHANNEL_OVERRIDES } from "@chartbot/contracts/channel-overrides";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { channelOverrides } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { recordChanges } from "../communities/audit-log.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";

export type ChannelOverrideRow = typeof channelOverrides.$inferSelect;

/** A community's channel overrides, by channel id. */
export async function listChannelOverrides(db: Db, communityId: string): Promise<ChannelOverrideRow[]> {
  return db
    .select()
    .from(channelOverrides)
    .where(eq(channelOverrides.communityId, communityId))
    .orderBy(asc(channelOverrides.channelId));
}

const valuesOf = (row: ChannelOverrideRow | undefined): ChannelOverrideValues | null =>
  row ? { tickerMode: row.tickerMode, autoDeleteMinutes: row.autoDeleteMinutes } : null;

/** The override of one channel of the community, as its values (null: none), read in `tx`. */
export async function channelOverrideValues(
  tx: Db,
  communityId: string,
  channelId: string,
): Promise<ChannelOverrideValues | null> {
  const [row] = await tx
    .select()
    .from(channelOverrides)
    .where(and(eq(channelOverrides.communityId, communityId), eq(channelOverrides.channelId, channelId)));
  return valuesOf(row);
}

/**
 * Sets (or with `values` null removes) a channel's override in the community locked by the caller's
 * transaction `tx`, and records the change in the audit log (as a revert of `revertOf` when given). A new
 * override beyond `MAX_CHANNEL_OVERRIDES` is refused (409 `limit_reached`). Returns the override now in place.
 */
export async function setChannelOverride(
  tx: Db,
  accountId: string,
  communityId: string,
  channelId: string,
  values: ChannelOverrideValues | null,
  revertOf: string | null = null,
): Promise<{ row: ChannelOverrideRow | undefined; created: boolean }> {
  const before = await channelOverrideValues(tx, communityId, channelId);
  const where = and(eq(channelOverrides.communityId, communityId), eq(channelOverrides.channelId, channelId));
  let row: ChannelOverrideRow | undefined;
  if (values === null) {
    await tx.delete(channelOverrides).where(where);
  } else if (before === null) {
    const [existing] = await tx
      .select({ n: count() })
      .from(channelOverrides)
      .where(eq(channelOverrides.communityId, communityId));
    if ((existing?.n ?? 0) >= MAX_CHANNEL_OVERRIDES) {
      throw new AppError(
        "limit_reached",
        `A community can keep at most ${MAX_CHANNEL_OVERRIDES} channel overrides. Remove one to add another.`,
      );
    }
    [row] = await tx
      .insert(channelOverrides)
      .values({ communityId, channelId, ...values })
      .returning();
  } else {
    [row] = await tx
      .update(channelOverrides)
      .set({ ...values, updatedAt: new Date() })
      .where(where)
      .returning();
  }
  await recordChanges(
    tx,
    accountId,
    communityId,
    [{ setting: "channelOverride", channelId, before, after: values }],
    revertOf,
  );
  return { row, created: before === null && values !== null };
}

/** Creates or replaces a channel's override in a community the account administers (404 otherwise). */
export async function putChannelOverride(
  db: Db,
  accountId: string,
  communityId: string,
  channelId: string,
  values: ChannelOverrideValues,
): Promise<{ row: ChannelOverrideRow; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockAdministeredCommunity(tx, accountId, communityId);
    const { row, created } = await setChannelOverride(tx, accountId, communityId, channelId, values);
    if (!row) throw new Error("channel override write returned no row");
    return { row, created };
  });
}

/** Removes a channel's override; false when the channel had none. */
export async function deleteChannelOverride(
  db: Db,
  accountId: string,
  communityId: string,
  channelId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAdministeredCommunity(tx, accountId, communityId);
    if ((await channelOverrideValues(tx, communityId, channelId)) === null) return false;
    await setChannelOverride(tx, accountId, communityId, channelId, null);
    return true;
  });
}
