import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { requireActiveAddon } from "../communities/require-active-addon.js";
import { labelTaken, type NewLayout } from "./create-layout.js";
import { findLayoutByLabel } from "./find-layout-by-label.js";
import type { Layout } from "./list-layouts.js";

/**
 * Changes a layout of a community the account administers; undefined when the community has no layout
 * with this id. Needs TradingView Layouts active there; a new label must not be used by another layout
 * of the community (ignoring case). The community row is locked so two renames cannot collide.
 */
export async function updateLayout(
  db: Db,
  accountId: string,
  communityId: string,
  layoutId: string,
  changes: Partial<NewLayout>,
): Promise<Layout | undefined> {
  return db.transaction(async (tx) => {
    await lockAdministeredCommunity(tx, accountId, communityId);
    const where = and(eq(tradingviewLayouts.id, layoutId), eq(tradingviewLayouts.communityId, communityId));
    const [found] = await tx.select({ id: tradingviewLayouts.id }).from(tradingviewLayouts).where(where);
    if (!found) return undefined;
    await requireActiveAddon(tx, communityId, "tradingview-layouts", "change TradingView layouts");
    if (changes.label !== undefined) {
      const holder = await findLayoutByLabel(tx, communityId, changes.label);
      if (holder && holder.id !== layoutId) throw labelTaken(changes.label);
    }
    const [row] = await tx.update(tradingviewLayouts).set(changes).where(where).returning();
    return row;
  });
}
