import {
  isPlausibleMove,
  PLAUSIBLE_JUMP_FACTOR,
  PLAUSIBLE_JUMP_WINDOW_MINUTES,
  PRICE_HISTORY_HOURS,
} from "@chartbot/contracts/prices";
import { and, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { reportedPrices } from "../../db/schema.js";

/** A price of a report, as the route parsed it. */
export interface PriceToRecord {
  symbolId: string;
  price: number;
  observedAt: Date;
}

/** What became of a report: counts, and the prices refused with where they were in it. */
export interface RecordPricesResult {
  recorded: number;
  duplicates: number;
  refused: { index: number; symbolId: string; reason: "implausible_jump"; message: string }[];
}

const WINDOW_MS = PLAUSIBLE_JUMP_WINDOW_MINUTES * 60_000;

interface Point {
  price: number;
  at: number;
}

/** The latest point at or before `at` (points sorted by time), or undefined. */
function previousPoint(points: readonly Point[], at: number): Point | undefined {
  let found: Point | undefined;
  for (const point of points) {
    if (point.at > at) break;
    found = point;
  }
  return found;
}

/** Inserts `point` in time order. */
function insertPoint(points: Point[], point: Point): void {
  const index = points.findIndex((other) => other.at > point.at);
  points.splice(index === -1 ? points.length : index, 0, point);
}

/**
 * Stores the bot's prices: a symbol's price at a time already stored is a duplicate (sending a report again
 * changes nothing), one more than `PLAUSIBLE_JUMP_FACTOR` away from the point before it within
 * `PLAUSIBLE_JUMP_WINDOW_MINUTES` is refused; then the symbols' points older than `PRICE_HISTORY_HOURS` are
 * pruned. Three statements whatever the size of the report.
 */
export async function recordPrices(db: Db, prices: readonly PriceToRecord[]): Promise<RecordPricesResult> {
  const symbolIds = [...new Set(prices.map((entry) => entry.symbolId))];
  const times = prices.map((entry) => entry.observedAt.getTime());
  const stored = await db
    .select({ symbolId: reportedPrices.symbolId, price: reportedPrices.price, at: reportedPrices.observedAt })
    .from(reportedPrices)
    .where(
      and(
        inArray(reportedPrices.symbolId, symbolIds),
        gte(reportedPrices.observedAt, new Date(Math.min(...times) - WINDOW_MS)),
        lte(reportedPrices.observedAt, new Date(Math.max(...times))),
      ),
    )
    .orderBy(reportedPrices.symbolId, reportedPrices.observedAt);
  const bySymbol = new Map<string, Point[]>(symbolIds.map((id) => [id, []]));
  for (const row of stored) bySymbol.get(row.symbolId)?.push({ price: row.price, at: row.at.getTime() });

  const result: RecordPricesResult = { recorded: 0, duplicates: 0, refused: [] };
  const accepted: PriceToRecord[] = [];
  // In time order, so a batch's own earlier points are what its later ones are checked against.
  const order = prices
    .map((entry, index) => ({ entry, index, at: entry.observedAt.getTime() }))
    .sort((a, b) => a.at - b.at);
  for (const { entry, index, at } of order) {
    const points = bySymbol.get(entry.symbolId) ?? [];
    const previous = previousPoint(points, at);
    if (previous?.at === at) {
      result.duplicates += 1;
    } else if (previous && at - previous.at <= WINDOW_MS && !isPlausibleMove(previous.price, entry.price)) {
      result.refused.push({
        index,
        symbolId: entry.symbolId,
        reason: "implausible_jump",
        message: `prices.${index}.price: ${entry.price} is more than ${PLAUSIBLE_JUMP_FACTOR}x away from ${previous.price}, stored ${Math.round((at - previous.at) / 1000)} seconds before it`,
      });
    } else {
      accepted.push(entry);
      insertPoint(points, { price: entry.price, at });
    }
  }
  result.refused.sort((a, b) => a.index - b.index);

  if (accepted.length > 0) {
    const inserted = await db
      .insert(reportedPrices)
      .values(accepted.map(({ symbolId, price, observedAt }) => ({ symbolId, price, observedAt })))
      .onConflictDoNothing()
      .returning({ symbolId: reportedPrices.symbolId });
    result.recorded = inserted.length;
    // Stored by a report that ran at the same time: as good as a duplicate.
    result.duplicates += accepted.length - inserted.length;
  }
  await db
    .delete(reportedPrices)
    .where(
      and(
        inArray(reportedPrices.symbolId, symbolIds),
        lt(reportedPrices.observedAt, sql`now() - make_interval(hours => ${PRICE_HISTORY_HOURS})`),
      ),
    );
  return result;
}
