import { LIMITS } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { tradingviewLayouts } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { requireActiveAddon } from "../communities/require-active-addon.js";
import { requireRoomInCommunity } from "../communities/require-room-in-community.js";
import { findLayoutByLabel } from "./find-layout-by-label.js";
import type { Layout } from "./list-layouts.js";

/** A layout's label, TradingView URL and display options. */
export type NewLayout = Pick<typeof tradingviewLayouts.$inferInsert, "label" | "url" | "theme" | "wide">;

/** The 409 for a label the community already uses. */
export function labelTaken(label: string): AppError {
  return new AppError("conflict", `This community already has a layout labelled "${label}".`);
}

/**
 * Saves a TradingView layout in a community the account administers. Needs TradingView Layouts active
 * there; labels are unique per community (ignoring case) and at most `LIMITS.layoutsPerCommunity` are
 * kept. The community row is locked while checking, so concurrent saves cannot break either rule.
 */
export async function createLayout(
  db: Db,
  accountId: string,
  communityId: string,
  layout: NewLayout,
): Promise<Layout> {
  return db.transaction(async (tx) => {
    await lockAdministeredCommunity(tx, accountId, communityId);
    await requireActiveAddon(tx, communityId, "tradingview-layouts", "save TradingView layouts");
    if (await findLayoutByLabel(tx, communityId, layout.label)) throw labelTaken(layout.label);
    const max = LIMITS.layoutsPerCommunity;
    await requireRoomInCommunity(
      tx,
      tradingviewLayouts,
      communityId,
      max,
      `A community can keep at most ${max} TradingView layouts. Delete one to save another.`,
    );
    const [row] = await tx
      .insert(tradingviewLayouts)
      .values({ ...layout, communityId })
      .returning();
    if (!row) throw new Error("layout insert returned no row");
    return row;
  });
}
