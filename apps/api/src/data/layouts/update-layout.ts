import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import {
  type AddonRequired,
  COMMUNITY_NOT_FOUND,
  type CommunityNotFound,
} from "../communities/community-refusals.js";
import { isAddonActive } from "../communities/is-addon-active.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { refusableTransaction } from "../refusable-transaction.js";
import { auditedLayout } from "./audited-layout.js";
import type { LabelTaken, NewLayout } from "./create-layout.js";
import { findLayoutByLabel } from "./find-layout-by-label.js";
import type { Layout } from "./list-layouts.js";

export type UpdateLayoutResult =
  | { outcome: "updated"; layout: Layout }
  | { outcome: "not_found" }
  | CommunityNotFound
  | AddonRequired
  | LabelTaken;

/**
 * Changes a layout of a community the account administers; `not_found` when the community has no layout
 * with this id. Needs TradingView Layouts active there (`addon_required`); a new label must not be used by
 * another layout of the community, ignoring case (`label_taken`). The community row is locked so two renames
 * cannot collide.
 */
export async function updateLayout(
  db: Db,
  actor: Actor,
  communityId: string,
  layoutId: string,
  changes: Partial<NewLayout>,
  revertOf: string | null = null,
): Promise<UpdateLayoutResult> {
  return refusableTransaction<UpdateLayoutResult>(db, async (tx, refuse) => {
    if (!(await lockAdministeredCommunity(tx, actor.accountId, communityId)))
      return refuse(COMMUNITY_NOT_FOUND);
    const where = and(eq(tradingviewLayouts.id, layoutId), eq(tradingviewLayouts.communityId, communityId));
    const [found] = await tx.select().from(tradingviewLayouts).where(where);
    if (!found) return refuse({ outcome: "not_found" });
    if (!(await isAddonActive(tx, communityId, "tradingview-layouts"))) {
      return refuse({ outcome: "addon_required", addon: "tradingview-layouts" });
    }
    if (changes.label !== undefined) {
      const holder = await findLayoutByLabel(tx, communityId, changes.label);
      if (holder && holder.id !== layoutId) return refuse({ outcome: "label_taken", label: changes.label });
    }
    const [row] = await tx.update(tradingviewLayouts).set(changes).where(where).returning();
    if (!row) return refuse({ outcome: "not_found" });
    const change = {
      setting: "layout" as const,
      subjectId: layoutId,
      before: auditedLayout(found),
      after: auditedLayout(row),
    };
    await recordChanges(tx, actor, communityId, [change], revertOf);
    return { outcome: "updated", layout: row };
  });
}
