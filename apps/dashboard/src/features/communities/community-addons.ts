import type { AddonSlug } from "@chartbot/addons";
import type { CommunitySummary } from "@chartbot/contracts/communities";

/** The add-ons the community screens link to, by the section that needs them. */
export const ADDON_SLUGS = {
  satellites: "price-satellite-bots",
  scheduledPosting: "scheduled-posting",
  layouts: "tradingview-layouts",
  botLicense: "bot-license",
} as const satisfies Record<string, AddonSlug>;

/** Whether the add-on is active in the community (a slot of it is assigned there). */
export function isAddonActive(community: Pick<CommunitySummary, "addons">, slug: AddonSlug): boolean {
  return community.addons.some((addon) => addon.slug === slug);
}
