import { ADDONS } from "@chartbot/addons";
import { addonPath, type FeatureSlug, featurePath } from "@chartbot/marketing-paths";
import { DEFAULT_EXTERNAL_LINKS } from "../links/external-links";
import type { MenuItem } from "./types";

export interface SiteMenuOptions {
  /** The trading tool's external wiki, linked from the Documentation mega menu. @default DEFAULT_EXTERNAL_LINKS.tradingWiki */
  tradingWikiUrl?: string;
}

/** The Add-Ons & Pricing dropdown: each add-on's name, tagline and "New" badge, as the catalogue has them. */
const addOnPages: readonly MenuItem[] = ADDONS.map(({ slug, name, tagline, isNew }) => ({
  id: `pro-${slug}`,
  name,
  href: addonPath(slug),
  description: tagline,
  ...(isNew ? { isNew } : {}),
}));

function feature(slug: FeatureSlug, name: string, description: string): MenuItem {
  return { id: `features-${slug}`, name, href: featurePath(slug), description };
}

/** The site's main menu (spec section 2); the header, the mobile menu and the apps' sitemaps read it. */
export function createSiteMenu({
  tradingWikiUrl = DEFAULT_EXTERNAL_LINKS.tradingWiki,
}: SiteMenuOptions = {}) {
  const menu: readonly MenuItem[] = [
    { id: "introduction", name: "Introduction", href: "/", exact: true },
    { id: "install", name: "Install", href: "/add", exact: true },
    {
      id: "pro",
      name: "Add-Ons & Pricing",
      href: "/pro",
      type: "dropdown",
      description: "Compare plans and every add-on",
      children: addOnPages,
    },
    {
      id: "features",
      name: "Documentation",
      href: "/features",
      type: "megaMenu",
      description: "Every command, with examples",
      groups: [
        {
          title: "Charts",
          image: "charts",
          items: [
            feature("charting", "Charting", "Candlestick charts for any symbol"),
            feature("layouts", "Layouts", "Saved chart layouts per community"),
            feature("heatmaps", "Heatmaps", "Whole markets at a glance"),
            feature("orderbook-visualizations", "Orderbook Visualizations", "Depth and liquidity walls"),
            feature("volume", "Volume", "Volume profiles and spikes"),
          ],
        },
        {
          title: "Market data",
          image: "market-data",
          items: [
            feature("prices", "Prices", "Live prices across markets"),
            feature("asset-details", "Asset Details", "Key stats for any asset"),
            feature("lookup", "Lookup", "Find the right symbol"),
            feature("conversions", "Conversions", "Convert between currencies and assets"),
          ],
        },
        {
          title: "Trading",
          image: "trading",
          items: [
            feature("paper-trading", "Paper Trading", "Practise strategies without risk"),
            {
              id: "trading-wiki",
              name: "Trading Wiki",
              href: tradingWikiUrl,
              targetBlank: true,
              description: "Guides for the trading tool",
            },
          ],
        },
        {
          title: "Automation",
          image: "automation",
          items: [
            feature("price-alerts", "Price Alerts", "Get pinged when a level breaks"),
            feature("scheduled-posting", "Scheduled Posting", "Charts and prices on a schedule"),
            feature("webhook-relays", "Webhook Relays", "Relay signals to your own tools"),
          ],
        },
      ],
    },
    { id: "about", name: "Company", href: "/about", exact: true },
  ];
  return menu;
}

/** The site menu with the default external links. */
export const siteMenu: readonly MenuItem[] = createSiteMenu();
