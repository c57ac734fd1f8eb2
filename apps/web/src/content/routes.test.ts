import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ADDONS } from "@chartbot/addons";
import { STATIC_ROUTES } from "@chartbot/marketing-paths";
import { describe, expect, it } from "vitest";
import { FEATURE_SLUGS } from "./features";

const appDir = fileURLToPath(new URL("../app", import.meta.url));
const pageFile = (route: string) => `${appDir}${route === "/" ? "" : route}/page.tsx`;

describe("marketing pages", () => {
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
