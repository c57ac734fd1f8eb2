import type { AddonSlug } from "@chartbot/addons";
import type { AddonPage } from "./addon-page";
import { advancedCharting } from "./advanced-charting";
import { botLicense } from "./bot-license";
import { priceAlertsAddon } from "./price-alerts";
import { priceSatelliteBots } from "./price-satellite-bots";
import { scheduledPostingAddon } from "./scheduled-posting";
import { tradingviewLayouts } from "./tradingview-layouts";

export type { AddonPage } from "./addon-page";

/** The page content of every add-on; the type makes a missing one a compile error. */
const ADDON_PAGES: Readonly<Record<AddonSlug, AddonPage>> = {
  "advanced-charting": advancedCharting,
  "scheduled-posting": scheduledPostingAddon,
  "tradingview-layouts": tradingviewLayouts,
  "price-satellite-bots": priceSatelliteBots,
  "price-alerts": priceAlertsAddon,
  "bot-license": botLicense,
};

/** The page content of an add-on. */
export function getAddonPage(slug: AddonSlug): AddonPage {
  return ADDON_PAGES[slug];
}
