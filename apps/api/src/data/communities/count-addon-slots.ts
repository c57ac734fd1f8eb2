import type { AddonSlug } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { listActiveAddons } from "./list-active-addons.js";

/** How many slots of live `slug` subscriptions are assigned to the community (0 when the add-on is not active). */
export async function countAddonSlots(db: Db, communityId: string, slug: AddonSlug): Promise<number> {
  const addons = (await listActiveAddons(db, [communityId])).get(communityId) ?? [];
  return addons.find((addon) => addon.slug === slug)?.slots ?? 0;
}
