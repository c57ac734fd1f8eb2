import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";

/** Deletes a layout of the community; false when the community has no layout with this id. */
export async function deleteLayout(db: Db, communityId: string, layoutId: string): Promise<boolean> {
  const deleted = await db
    .delete(tradingviewLayouts)
    .where(and(eq(tradingviewLayouts.id, layoutId), eq(tradingviewLayouts.communityId, communityId)))
    .returning({ id: tradingviewLayouts.id });
  return deleted.length > 0;
}
