import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";

export type Layout = typeof tradingviewLayouts.$inferSelect;

/** A community's TradingView layouts, by label. */
export async function listLayouts(db: Db, communityId: string): Promise<Layout[]> {
  return db
    .select()
    .from(tradingviewLayouts)
    .where(eq(tradingviewLayouts.communityId, communityId))
    .orderBy(asc(tradingviewLayouts.label), asc(tradingviewLayouts.id));
}
