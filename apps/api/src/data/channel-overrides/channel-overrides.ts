import { type ChannelOverrideValues, MAX_CHANNEL_OVERRIDES } from "@chartbot/contracts/channel-overrides";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { channelOverrides } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import {
  COMMUNITY_NOT_FOUND,
  type CommunityNotFound,
  type LimitReached,
} from "../communities/community-refusals.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { refusableTransaction } from "../refusable-transaction.js";

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

/** The override now in place (none after a removal), and whether it is a new one. */
export type SetChannelOverrideResult =
  | { outcome: "set"; row: ChannelOverrideRow | undefined; created: boolean }
  | LimitReached;

/**
 * Sets (or with `values` null removes) a channel's override in the community locked by the caller's
 * transaction `tx`, and records the change in the audit log (as a revert of `revertOf` when given). A new
 * override beyond `MAX_CHANNEL_OVERRIDES` is refused (`limit_reached`, before anything is written): the caller
 * rolls its transaction back.
 */
export async function setChannelOverride(
  tx: Db,
  actor: Actor,
  communityId: string,
  channelId: string,
  values: ChannelOverrideValues | null,
  revertOf: string | null = null,
): Promise<SetChannelOverrideResult> {
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
      return { outcome: "limit_reached", max: MAX_CHANNEL_OVERRIDES };
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
    actor,
    communityId,
    [{ setting: "channelOverride", channelId, before, after: values }],
    revertOf,
  );
  return { outcome: "set", row, created: before === null && values !== null };
}

export type PutChannelOverrideResult =
  | { outcome: "saved"; row: ChannelOverrideRow; created: boolean }
  | CommunityNotFound
  | LimitReached;

/**
 * Creates or replaces a channel's override in a community the account administers (`community_not_found`
 * otherwise; `limit_reached` for a new override beyond `MAX_CHANNEL_OVERRIDES`).
 */
export async function putChannelOverride(
  db: Db,
  actor: Actor,
  communityId: string,
  channelId: string,
  values: ChannelOverrideValues,
): Promise<PutChannelOverrideResult> {
  return refusableTransaction<PutChannelOverrideResult>(db, async (tx, refuse) => {
    if (!(await lockAdministeredCommunity(tx, actor.accountId, communityId)))
      return refuse(COMMUNITY_NOT_FOUND);
    const result = await setChannelOverride(tx, actor, communityId, channelId, values);
    if (result.outcome !== "set") return refuse(result);
    if (!result.row) throw new Error("channel override write returned no row");
    return { outcome: "saved", row: result.row, created: result.created };
  });
}

export type DeleteChannelOverrideResult = { outcome: "deleted" | "not_found" } | CommunityNotFound;

/** Removes a channel's override; `not_found` when the channel had none. */
export async function deleteChannelOverride(
  db: Db,
  actor: Actor,
  communityId: string,
  channelId: string,
): Promise<DeleteChannelOverrideResult> {
  return refusableTransaction<DeleteChannelOverrideResult>(db, async (tx, refuse) => {
    if (!(await lockAdministeredCommunity(tx, actor.accountId, communityId)))
      return refuse(COMMUNITY_NOT_FOUND);
    if ((await channelOverrideValues(tx, communityId, channelId)) === null) return { outcome: "not_found" };
    const result = await setChannelOverride(tx, actor, communityId, channelId, null);
    // Only a new override counts against the limit.
    if (result.outcome !== "set") throw new Error("removing a channel override was refused");
    return { outcome: "deleted" };
  });
}
