import { LIMITS } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { satellites } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { COMMUNITY_NOT_FOUND, type CommunityNotFound } from "../communities/community-refusals.js";
import { countAddonSlots } from "../communities/count-addon-slots.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { refusableTransaction } from "../refusable-transaction.js";
import type { Restoring } from "../scheduled-posts/create-scheduled-post.js";
import { auditedSatellite } from "./audited-satellite.js";
import { isFreeSatellite } from "./is-free-satellite.js";
import { listSatellites, type Satellite } from "./list-satellites.js";

export type AddSatelliteResult =
  | { outcome: "added"; satellite: Satellite }
  | CommunityNotFound
  /** The community already has a satellite of this symbol. */
  | { outcome: "duplicate" }
  /** `max` paid satellites already run there, the most a community may run whatever its slots. */
  | { outcome: "paid_limit_reached"; max: number }
  /** The community has no Price Satellite Bots slot. */
  | { outcome: "addon_required" }
  /** Each of the community's `slots` Price Satellite Bots slots already runs a paid satellite. */
  | { outcome: "slots_in_use"; slots: number };

/**
 * Adds a satellite for a catalogue symbol to a community the account administers. The default symbols
 * are free; any other needs a free Price Satellite Bots slot in the community, and at most
 * `LIMITS.paidSatellitesPerCommunity` paid ones may run there whatever the slots. The community row is
 * locked while counting, so concurrent adds cannot exceed either limit. Recorded in the audit log (as a revert
 * when `restoring`).
 */
export async function addSatellite(
  db: Db,
  actor: Actor,
  communityId: string,
  symbolId: string,
  restoring?: Restoring,
): Promise<AddSatelliteResult> {
  return refusableTransaction<AddSatelliteResult>(db, async (tx, refuse) => {
    if (!(await lockAdministeredCommunity(tx, actor.accountId, communityId)))
      return refuse(COMMUNITY_NOT_FOUND);
    const existing = await listSatellites(tx, communityId);
    if (existing.some((satellite) => satellite.symbolId === symbolId))
      return refuse({ outcome: "duplicate" });
    if (!isFreeSatellite(symbolId)) {
      const paid = existing.filter((satellite) => !isFreeSatellite(satellite.symbolId)).length;
      const max = LIMITS.paidSatellitesPerCommunity;
      if (paid >= max) return refuse({ outcome: "paid_limit_reached", max });
      const slots = await countAddonSlots(tx, communityId, "price-satellite-bots");
      if (slots === 0) return refuse({ outcome: "addon_required" });
      if (paid >= slots) return refuse({ outcome: "slots_in_use", slots });
    }
    const [row] = await tx
      .insert(satellites)
      .values({ communityId, symbolId, ...(restoring && { id: restoring.id }) })
      .returning();
    if (!row) throw new Error("satellite insert returned no row");
    const change = {
      setting: "satellite" as const,
      subjectId: row.id,
      before: null,
      after: auditedSatellite(row),
    };
    await recordChanges(tx, actor, communityId, [change], restoring?.revertOf);
    return { outcome: "added", satellite: row };
  });
}
