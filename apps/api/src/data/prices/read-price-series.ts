import { MAX_PRICE_SERIES_POINTS, PRICE_HISTORY_HOURS, type PricePoint } from "@chartbot/contracts/prices";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { reportedPrices } from "../../db/schema.js";

/** A symbol's newest points of the kept history (at most `MAX_PRICE_SERIES_POINTS`), oldest first. */
export async function readPriceSeries(db: Db, symbolId: string): Promise<PricePoint[]> {
  const rows = await db
    .select({ price: reportedPrices.price, observedAt: reportedPrices.observedAt })
    .from(reportedPrices)
    .where(
      and(
        eq(reportedPrices.symbolId, symbolId),
        gte(reportedPrices.observedAt, sql`now() - make_interval(hours => ${PRICE_HISTORY_HOURS})`),
      ),
    )
    .orderBy(desc(reportedPrices.observedAt))
    .limit(MAX_PRICE_SERIES_POINTS);
  return rows.reverse().map((row) => ({ price: row.price, observedAt: row.observedAt.toISOString() }));
}
