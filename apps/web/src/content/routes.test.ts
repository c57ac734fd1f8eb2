import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ADDONS } from "@chartbot/addons";
import { describe, expect, it } from "vitest";
import { FEATURE_SLUGS } from "./features";
import { PUBLIC_ROUTES, STATIC_ROUTES } from "./routes";

/** The public routes of spec section 2, written out as the spec lists them. */
const SPEC_ROUTES = [
  "/",
  "/add",
  "/pro",
  "/pro/advanced-charting",
  "/pro/scheduled-posting",
  "/pro/tradingview-layouts",
  "/pro/price-satellite-bots",
  "/pro/price-alerts",
  "/pro/bot-license",
  "/features",
  "/about",
  "/privacy-policy",
  "/terms-of-service",
  ...[
    "charting",
    "layouts",
    "prices",
    "asset-details",
    "heatmaps",
    "lookup",
    "orderbook-visualizations",
    "conversions",
    "volume",
    "paper-trading",
    "price-alerts",
    "scheduled-posting",
    "webhook-relays",
  ].map((slug) => `/features/${slug}`),
];

const appDir = fileURLToPath(new URL("../app", import.meta.url));
const pageFile = (route: string) => `${appDir}${route === "/" ? "" : route}/page.tsx`;

describe("public routes", () => {
  it("are the spec's routes plus the symbol catalogue", () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual([...SPEC_ROUTES, "/symbols"].sort());
  });

  it("has a page file for every route that is not generated from a list", () => {
    for (const route of STATIC_ROUTES) expect(existsSync(pageFile(route)), route).toBe(true);
  });

  // Importing two route modules compiles their views and styles on a cold cache: seconds on a busy
  // two-core machine, so more than vitest's default 5 s.
  it("generates one add-on page per catalogue add-on and one feature page per slug", async () => {
    const addonRoute = await import("../app/pro/[addon]/page");
    const featureRoute = await import("../app/features/[feature]/page");
    expect(addonRoute.generateStaticParams().map(({ addon }) => addon)).toEqual(
      ADDONS.map((addon) => addon.slug),
    );
    // Lookup has a route of its own (its parser box); every other slug comes from `[feature]`.
    expect(featureRoute.generateStaticParams().map(({ feature }) => feature)).toEqual(
      FEATURE_SLUGS.filter((slug) => slug !== "lookup"),
    );
    expect(existsSync(pageFile("/features/lookup"))).toBe(true);
    expect(addonRoute.dynamicParams).toBe(false);
    expect(featureRoute.dynamicParams).toBe(false);
  }, 30_000);
});
