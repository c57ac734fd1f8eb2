import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";
import type { Layout } from "./list-layouts.js";

/** The community's layout with this label, compared case-insensitively (labels are called up in chat). */
export async function findLayoutByLabel(
  db: Db,
  communityId: string,
  label: string,
): Promise<Layout | undefined> {
  const [row] = await db
    .select()
    .from(tradingviewLayouts)
    .where(
      and(
        eq(tradingviewLayouts.communityId, communityId),
        sql`lower(${tradingviewLayouts.label}) = lower(${label})`,
      ),
    );
  return row;
}
