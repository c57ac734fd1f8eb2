import type { AddonSlug } from "@chartbot/addons";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { subscriptions } from "../../db/schema.js";

export interface AddonHistory {
  /** The account has had this add-on before, in any state: no second free trial. */
  everHad: boolean;
  /** A subscription to it has not ended yet, so a second checkout would double-bill. */
  live: boolean;
}

/** What the account has had of one add-on, to decide the trial and refuse a duplicate checkout. */
export async function getAddonHistory(db: Db, accountId: string, addon: AddonSlug): Promise<AddonHistory> {
  const rows = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.addonSlug, addon)));
  return { everHad: rows.length > 0, live: rows.some((row) => row.status !== "canceled") };
}
