import type { AddonSlug } from "@chartbot/addons";

/** The add-ons the community screens link to, by the section that needs them. */
export const ADDON_SLUGS = {
  satellites: "price-satellite-bots",
  scheduledPosting: "scheduled-posting",
  layouts: "tradingview-layouts",
  botLicense: "bot-license",
} as const satisfies Record<string, AddonSlug>;
