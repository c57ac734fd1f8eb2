import { LIMITS } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { satellites } from "../../db/schema.js";
import { AppError } from "../../errors.js";
import { catalogueTicker } from "../catalogue-symbols.js";
import { countAddonSlots } from "../communities/count-addon-slots.js";
import { lockAdministeredCommunity } from "../communities/lock-administered-community.js";
import { addonRequired } from "../communities/require-active-addon.js";
import { isFreeSatellite } from "./is-free-satellite.js";
import { listSatellites, type Satellite } from "./list-satellites.js";

/**
 * Adds a satellite for a catalogue symbol to a community the account administers. The default symbols
 * are free; any other needs a free Price Satellite Bots slot in the community, and at most
 * `LIMITS.paidSatellitesPerCommunity` paid ones may run there whatever the slots. The community row is
 * locked while counting, so concurrent adds cannot exceed either limit.
 */
export async function addSatellite(
  db: Db,
  accountId: string,
  communityId: string,
  symbolId: string,
): Promise<Satellite> {
  return db.transaction(async (tx) => {
    await lockAdministeredCommunity(tx, accountId, communityId);
    const existing = await listSatellites(tx, communityId);
    const ticker = catalogueTicker(symbolId);
    if (existing.some((satellite) => satellite.symbolId === symbolId)) {
      throw new AppError("conflict", `This community already has a ${ticker} satellite.`);
    }
    if (!isFreeSatellite(symbolId)) {
      const paid = existing.filter((satellite) => !isFreeSatellite(satellite.symbolId)).length;
      const max = LIMITS.paidSatellitesPerCommunity;
      if (paid >= max) {
        throw new AppError(
          "limit_reached",
          `A community can run at most ${max} paid satellites (BTCUSD and ETHUSD are free on top). Remove one to add ${ticker}.`,
        );
      }
      const slots = await countAddonSlots(tx, communityId, "price-satellite-bots");
      if (slots === 0) throw addonRequired("price-satellite-bots", `add satellites other than BTC and ETH`);
      if (paid >= slots) {
        throw new AppError(
          "limit_reached",
          `All ${slots} Price Satellite Bots slots of this community are in use. Assign another slot to it on the Subscriptions page, or remove a satellite, to add ${ticker}.`,
        );
      }
    }
    const [row] = await tx.insert(satellites).values({ communityId, symbolId }).returning();
    if (!row) throw new Error("satellite insert returned no row");
    return row;
  });
}
