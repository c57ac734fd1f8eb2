import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import type { Db } from "../../src/db/open-database.js";
import { alerts } from "../../src/db/schema.js";

const [BTCUSD = ""] = DEFAULT_SYMBOL_IDS;

/**
 * An alert of `accountId` written straight to the database (no limit or add-on check): a direct message on
 * BTCUSD above 100,000 unless `values` say otherwise.
 */
export async function insertAlert(
  db: Db,
  values: Partial<typeof alerts.$inferInsert> & { accountId: string },
): Promise<typeof alerts.$inferSelect> {
  const [row] = await db
    .insert(alerts)
    .values({ tickerInput: "BTCUSD", symbolId: BTCUSD, placement: "above", level: 100_000, ...values })
    .returning();
  if (!row) throw new Error("alert insert returned no row");
  return row;
}
