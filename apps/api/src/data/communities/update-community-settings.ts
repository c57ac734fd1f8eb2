import { AUDITED_COMMUNITY_SETTINGS } from "@chartbot/contracts/audit-log";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { communities } from "../../db/schema.js";
import { refusableTransaction } from "../refusable-transaction.js";
import { type Actor, type AuditedChange, recordChanges } from "./audit-log.js";
import { COMMUNITY_NOT_FOUND, type CommunityNotFound } from "./community-refusals.js";
import type { Community } from "./find-administered-community.js";
import { lockAdministeredCommunity } from "./lock-administered-community.js";

/** The settings of a community its administrators change, each recorded in the audit log (the contract's list). */
const AUDITED_COLUMNS = AUDITED_COMMUNITY_SETTINGS satisfies readonly (keyof Community)[];

/** The settings of a community its administrators may change. */
export type CommunitySettingsChanges = Partial<
  Pick<Community, (typeof AUDITED_COLUMNS)[number] | "setupCompletedAt" | "acceptedTermsVersion">
>;

export type UpdateCommunitySettingsResult = { outcome: "updated"; community: Community } | CommunityNotFound;

/**
 * Applies settings changes by `actor` to a community it administers (`community_not_found` otherwise),
 * recording each changed setting in the community's audit log in the same transaction, and returns the
 * updated row.
 */
export async function updateCommunitySettings(
  db: Db,
  actor: Actor,
  communityId: string,
  changes: CommunitySettingsChanges,
): Promise<UpdateCommunitySettingsResult> {
  return refusableTransaction<UpdateCommunitySettingsResult>(db, async (tx, refuse) => {
    const community = await lockAdministeredCommunity(tx, actor.accountId, communityId);
    if (!community) return refuse(COMMUNITY_NOT_FOUND);
    return { outcome: "updated", community: await applySettingsChanges(tx, actor, community, changes) };
  });
}

/**
 * Applies the changes to `current` (locked by the caller's transaction `tx`) and records them, as a revert of
 * the entry `revertOf` when given.
 */
export async function applySettingsChanges(
  tx: Db,
  actor: Actor,
  current: Community,
  changes: CommunitySettingsChanges,
  revertOf: string | null = null,
): Promise<Community> {
  const [row] = await tx
    .update(communities)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(communities.id, current.id))
    .returning();
  if (!row) throw new Error(`community ${current.id} vanished during update`);
  const audited: AuditedChange[] = AUDITED_COLUMNS.filter((key) => changes[key] !== undefined).map((key) => ({
    setting: key,
    before: current[key],
    after: row[key],
  }));
  await recordChanges(tx, actor, current.id, audited, revertOf);
  return row;
}
