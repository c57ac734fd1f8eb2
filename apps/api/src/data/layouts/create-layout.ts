import { LIMITS } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import {
  type AddonRequired,
  COMMUNITY_NOT_FOUND,
  type CommunityNotFound,
  type LimitReached,
} from "../communities/community-refusals.js";
import { hasRoomInCommunity } from "../communities/has-room-in-community.js";
import { isAddonActive } from "../communities/is-addon-active.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { refusableTransaction } from "../refusable-transaction.js";
import type { Restoring } from "../scheduled-posts/create-scheduled-post.js";
import { auditedLayout } from "./audited-layout.js";
import { findLayoutByLabel } from "./find-layout-by-label.js";
import type { Layout } from "./list-layouts.js";

/** A layout's label, TradingView URL and display options. */
export type NewLayout = Pick<typeof tradingviewLayouts.$inferInsert, "label" | "url" | "theme" | "wide">;

/** Another layout of the community already uses the label (ignoring case). */
export interface LabelTaken {
  outcome: "label_taken";
  label: string;
}

export type CreateLayoutResult =
  | { outcome: "created"; layout: Layout }
  | CommunityNotFound
  | AddonRequired
  | LabelTaken
  | LimitReached;

/**
 * Saves a TradingView layout in a community the account administers. Needs TradingView Layouts active
 * there (`addon_required`); labels are unique per community, ignoring case (`label_taken`), and at most
 * `LIMITS.layoutsPerCommunity` are kept (`limit_reached`). The community row is locked while checking, so
 * concurrent saves cannot break either rule. Recorded in the audit log (as a revert when `restoring`).
 */
export async function createLayout(
  db: Db,
  actor: Actor,
  communityId: string,
  layout: NewLayout,
  restoring?: Restoring,
): Promise<CreateLayoutResult> {
  return refusableTransaction<CreateLayoutResult>(db, async (tx, refuse) => {
    if (!(await lockAdministeredCommunity(tx, actor.accountId, communityId)))
      return refuse(COMMUNITY_NOT_FOUND);
    if (!(await isAddonActive(tx, communityId, "tradingview-layouts"))) {
      return refuse({ outcome: "addon_required", addon: "tradingview-layouts" });
    }
    if (await findLayoutByLabel(tx, communityId, layout.label)) {
      return refuse({ outcome: "label_taken", label: layout.label });
    }
    const max = LIMITS.layoutsPerCommunity;
    if (!(await hasRoomInCommunity(tx, tradingviewLayouts, communityId, max))) {
      return refuse({ outcome: "limit_reached", max });
    }
    const [row] = await tx
      .insert(tradingviewLayouts)
      .values({ ...layout, communityId, ...(restoring && { id: restoring.id }) })
      .returning();
    if (!row) throw new Error("layout insert returned no row");
    const change = { setting: "layout" as const, subjectId: row.id, before: null, after: auditedLayout(row) };
    await recordChanges(tx, actor, communityId, [change], restoring?.revertOf);
    return { outcome: "created", layout: row };
  });
}
