import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { auditedLayout } from "./audited-layout.js";

/**
 * Deletes a layout of the community, recorded in its audit log (as a revert of `revertOf` when given); false
 * when the community has no layout with this id.
 */
export async function deleteLayout(
  db: Db,
  actor: Actor,
  communityId: string,
  layoutId: string,
  revertOf: string | null = null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(tradingviewLayouts)
      .where(and(eq(tradingviewLayouts.id, layoutId), eq(tradingviewLayouts.communityId, communityId)))
      .returning();
    if (!deleted) return false;
    const change = {
      setting: "layout" as const,
      subjectId: layoutId,
      before: auditedLayout(deleted),
      after: null,
    };
    await recordChanges(tx, actor, communityId, [change], revertOf);
    return true;
  });
}
