import { type AddonSlug, getAddon } from "@chartbot/addons";
import { AppError } from "../../errors.js";

/** The 404 for a community that does not exist or that the caller does not administer. */
export function communityNotFound(): AppError {
  return new AppError("not_found", "No community with this id among the communities you manage.");
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

/** The 409 for a new channel override beyond the `max` a community keeps (setting one, or reverting a removal). */
export function channelOverrideLimitReached(max: number): AppError {
  return new AppError(
    "limit_reached",
    `A community can keep at most ${max} channel overrides. Remove one to add another.`,
  );
}
