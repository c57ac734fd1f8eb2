import { isPriceStale, PRICE_HISTORY_HOURS, type SymbolPrice } from "@chartbot/contracts/prices";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";

/** A stored point as the latest-price query reads it. */
interface LatestRow {
  symbol_id: string;
  price: number | null;
  observed_at: string | Date | null;
}

/** A symbol's latest price as the API answers it, as of `now`. */
export function presentSymbolPrice(
  symbolId: string,
  latest: { price: number; observedAt: Date } | undefined,
  now: Date,
): SymbolPrice {
  if (!latest) return { symbolId, price: null, observedAt: null, ageSeconds: null, stale: true };
  return {
    symbolId,
    price: latest.price,
    observedAt: latest.observedAt.toISOString(),
    ageSeconds: Math.max(0, Math.floor((now.getTime() - latest.observedAt.getTime()) / 1000)),
    stale: isPriceStale(latest.observedAt, now),
  };
}

/**
 * The latest stored price of each symbol, in the order given: one statement, one backward probe of the
 * primary key per symbol.
 */
export async function readLatestPrices(db: Db, symbolIds: readonly string[], now = new Date()) {
  if (symbolIds.length === 0) return [];
  const asked = sql.join(
    symbolIds.map((id, ord) => sql`(${id}::text, ${ord}::int)`),
    sql`, `,
  );
  // A VALUES list joined laterally, which the query builder does not write; both drivers answer `{ rows }`.
  const result = (await db.execute(sql`select s.id as symbol_id, p.price, p.observed_at
    from (values ${asked}) as s(id, ord)
    left join lateral (select r.price, r.observed_at from reported_prices as r where r.symbol_id = s.id
        and r.observed_at >= now() - make_interval(hours => ${PRICE_HISTORY_HOURS})
      order by r.observed_at desc limit 1) as p on true
    order by s.ord`)) as unknown as { rows: LatestRow[] };
  return result.rows.map((row) =>
    presentSymbolPrice(
      row.symbol_id,
      row.price === null || row.observed_at === null
        ? undefined
        : { price: Number(row.price), observedAt: new Date(row.observed_at) },
      now,
    ),
  );
}
