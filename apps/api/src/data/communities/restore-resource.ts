import type { AUDITED_VALUE_SCHEMAS, AuditedResource } from "@chartbot/contracts/audit-log";
import type { z } from "zod";
import type { Db } from "../../db/open-database.js";
import { currentLayout } from "../layouts/audited-layout.js";
import { createLayout, type LabelTaken } from "../layouts/create-layout.js";
import { deleteLayout } from "../layouts/delete-layout.js";
import { updateLayout } from "../layouts/update-layout.js";
import { addSatellite } from "../satellites/add-satellite.js";
import { currentSatellite } from "../satellites/audited-satellite.js";
import { removeSatellite } from "../satellites/remove-satellite.js";
import { auditedScheduledPost, lockScheduledPost } from "../scheduled-posts/audited-scheduled-post.js";
import { createScheduledPost } from "../scheduled-posts/create-scheduled-post.js";
import { deleteScheduledPost } from "../scheduled-posts/delete-scheduled-post.js";
import { updateScheduledPost } from "../scheduled-posts/update-scheduled-post.js";
import { type Actor, type AuditLogRow, sameValue } from "./audit-log.js";
import type { AddonRequired } from "./community-refusals.js";

/** Why a resource cannot be put back as it was. */
export type RestoreRefusal =
  | AddonRequired
  | LabelTaken
  /** The community's limit or its add-on slots are used up. */
  | { outcome: "no_room" }
  /** Another satellite of the same symbol runs there now. */
  | { outcome: "duplicate" };

type ValueOf<K extends RevertableResource> = z.infer<(typeof AUDITED_VALUE_SCHEMAS)[K]>;

/** The resources whose changes a revert puts back (the others are `UNREVERTABLE_KINDS`). */
export type RevertableResource = Extract<AuditedResource, "scheduledPost" | "layout" | "satellite">;

/** A revertable resource's current value and how to set it, through its own data functions. */
interface Restorer<K extends RevertableResource> {
  current(tx: Db, communityId: string, id: string): Promise<ValueOf<K>>;
  /** Creates (with the same id), changes or (for null) removes it; recorded as a revert of `revertOf`. */
  restore(
    tx: Db,
    actor: Actor,
    communityId: string,
    id: string,
    value: ValueOf<K>,
    revertOf: string,
  ): Promise<RestoreRefusal | undefined>;
}

/** Answers a refusal of the data function, or undefined when it went through. */
const refusalOf = (outcome: { outcome: string }): RestoreRefusal | undefined => {
  switch (outcome.outcome) {
    case "addon_required":
    case "label_taken":
    case "duplicate":
      return outcome as RestoreRefusal;
    case "limit_reached":
    case "paid_limit_reached":
    case "slots_in_use":
      return { outcome: "no_room" };
    case "community_not_found":
    case "not_found":
      throw new Error(`restoring a resource of a locked community answered ${outcome.outcome}`);
    default:
      return undefined;
  }
};

const RESTORERS: { [K in RevertableResource]: Restorer<K> } = {
  scheduledPost: {
    current: async (tx, communityId, id) =>
      auditedScheduledPost(await lockScheduledPost(tx, communityId, id)),
    restore: async (tx, actor, communityId, id, value, revertOf) => {
      if (value === null) return void (await deleteScheduledPost(tx, actor, communityId, id, revertOf));
      const { paused, ...fields } = value;
      if ((await lockScheduledPost(tx, communityId, id)) === undefined) {
        const post = { ...fields, pausedAt: paused ? new Date() : null };
        return refusalOf(await createScheduledPost(tx, actor, communityId, post, { id, revertOf }));
      }
      return refusalOf(
        await updateScheduledPost(tx, actor, communityId, id, { ...fields, paused }, revertOf),
      );
    },
  },
  layout: {
    current: currentLayout,
    restore: async (tx, actor, communityId, id, value, revertOf) => {
      if (value === null) return void (await deleteLayout(tx, actor, communityId, id, revertOf));
      if ((await currentLayout(tx, communityId, id)) === null) {
        return refusalOf(await createLayout(tx, actor, communityId, value, { id, revertOf }));
      }
      return refusalOf(await updateLayout(tx, actor, communityId, id, value, revertOf));
    },
  },
  satellite: {
    current: currentSatellite,
    restore: async (tx, actor, communityId, id, value, revertOf) => {
      if (value === null) return void (await removeSatellite(tx, actor, communityId, id, revertOf));
      const result = await addSatellite(tx, actor, communityId, value.symbolId, { id, revertOf });
      return result.outcome === "addon_required"
        ? { outcome: "addon_required", addon: "price-satellite-bots" }
        : refusalOf(result);
    },
  },
};

/** Whether entries of this kind are put back by `restoreResource`. */
export const isRevertableResource = (setting: string): setting is RevertableResource => setting in RESTORERS;

/**
 * Puts a resource back as the entry found it (its `before`), in the transaction `tx` that has locked the
 * community: `changed_since` when the resource is no longer as the entry left it (its `after`).
 */
export async function restoreResource(
  tx: Db,
  actor: Actor,
  communityId: string,
  entry: AuditLogRow & { setting: RevertableResource },
): Promise<RestoreRefusal | { outcome: "changed_since" } | undefined> {
  const restorer = RESTORERS[entry.setting] as Restorer<RevertableResource>;
  const id = entry.subjectId ?? "";
  if (!sameValue(await restorer.current(tx, communityId, id), entry.after))
    return { outcome: "changed_since" };
  return restorer.restore(tx, actor, communityId, id, (entry.before ?? null) as never, entry.id);
}
