import type { AddonSlug } from "@chartbot/addons";

/**
 * Why a write to a community is refused, as the data functions answer it; the routes turn each into the
 * API's error and its message.
 */

/** The account does not administer the community (or it does not exist: both look the same). */
export interface CommunityNotFound {
  outcome: "community_not_found";
}

/** The add-on is not active in the community. */
export interface AddonRequired {
  outcome: "addon_required";
  addon: AddonSlug;
}

/** The community already keeps `max` items of the kind. */
export interface LimitReached {
  outcome: "limit_reached";
  max: number;
}

export const COMMUNITY_NOT_FOUND: CommunityNotFound = { outcome: "community_not_found" };
