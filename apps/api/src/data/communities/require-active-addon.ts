import { type AddonSlug, getAddon } from "@chartbot/addons";
import type { Db } from "../../db/open-database.js";
import { AppError } from "../../errors.js";
import { countAddonSlots } from "./count-addon-slots.js";

/** Fails with 402 `addon_required`, naming the add-on, unless it is active in the community. */
export async function requireActiveAddon(
  db: Db,
  communityId: string,
  slug: AddonSlug,
  toDoWhat: string,
): Promise<void> {
  if ((await countAddonSlots(db, communityId, slug)) > 0) return;
  throw addonRequired(slug, toDoWhat);
}

/** The 402 telling the user which add-on to activate in the community to do something. */
export function addonRequired(slug: AddonSlug, toDoWhat: string): AppError {
  const name = getAddon(slug)?.name ?? slug;
  const article = /^[aeiou]/i.test(name) ? "an" : "a";
  return new AppError(
    "addon_required",
    `${name} is not active in this community. Assign ${article} ${name} slot to it on the Subscriptions page to ${toDoWhat}.`,
  );
}
