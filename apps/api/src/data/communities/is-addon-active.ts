import type { AddonSlug } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { countAddonSlots } from "./count-addon-slots.js";

/** Whether the add-on is active in the community (at least one of its slots is assigned there). */
export async function isAddonActive(db: Db, communityId: string, slug: AddonSlug): Promise<boolean> {
  return (await countAddonSlots(db, communityId, slug)) > 0;
}
