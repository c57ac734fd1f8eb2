import { describe, expect, it } from "vitest";
import { FEATURE_SLUGS, isFeatureSlug } from "./feature-slugs.ts";
import {
  isMarketingPath,
  MARKETING_SECTIONS,
  marketingRedirects,
  marketingUrl,
  PUBLIC_ROUTES,
} from "./marketing-paths.ts";

/** The public routes of spec section 2, written out as the spec lists them. */
const SPEC_ROUTES = `
  / /add /about /privacy-policy /terms-of-service
  /pro /pro/advanced-charting /pro/scheduled-posting /pro/tradingview-layouts /pro/price-satellite-bots
  /pro/price-alerts /pro/bot-license
  /features /features/charting /features/layouts /features/prices /features/asset-details
  /features/heatmaps /features/lookup /features/orderbook-visualizations /features/conversions
  /features/volume /features/paper-trading /features/price-alerts /features/scheduled-posting
  /features/webhook-relays
`
  .trim()
  .split(/\s+/);

describe("public routes", () => {
  it("are the spec's routes plus the symbol catalogue", () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual([...SPEC_ROUTES, "/symbols"].sort());
  });

  it("know the feature slugs and nothing else", () => {
    expect(FEATURE_SLUGS).toHaveLength(13);
    expect(isFeatureSlug("price-alerts")).toBe(true);
    expect(isFeatureSlug("pricing")).toBe(false);
  });
});

describe("isMarketingPath", () => {
  it.each(["/", "", "/pro", "/pro/price-alerts?plan=yearly", "/features/lookup#top", "/symbols", "/about"])(
    "takes %j for the marketing site",
    (path) => expect(isMarketingPath(path)).toBe(true),
  );

  it.each(["/account", "/login", "/subscriptions?addon=price-alerts", "/profile", "/about-us", "/addons"])(
    "leaves %j to the dashboard",
    (path) => expect(isMarketingPath(path)).toBe(false),
  );
});

describe("marketing URLs and redirects", () => {
  const web = "https://chartbot.example";

  it("puts a path on the marketing origin, with or without its leading slash", () => {
    expect(marketingUrl(web, "/pro")).toBe(`${web}/pro`);
    expect(marketingUrl(web, "pro")).toBe(`${web}/pro`);
  });

  it("redirects the home page and every section, with the pages below it", () => {
    const redirects = marketingRedirects(web);
    expect(redirects[0]).toEqual({ source: "/", destination: `${web}/`, permanent: false });
    expect(redirects).toHaveLength(1 + 2 * MARKETING_SECTIONS.length);
    expect(redirects).toContainEqual({
      source: "/features/:path*",
      destination: `${web}/features/:path*`,
      permanent: false,
    });
  });
});
