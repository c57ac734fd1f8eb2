import { ADDONS } from "@chartbot/addons";
import { FEATURE_SLUGS } from "./features/slugs";

/** The marketing site's pages that are not generated from a list. */
export const STATIC_ROUTES = [
  "/",
  "/add",
  "/pro",
  "/features",
  "/about",
  "/privacy-policy",
  "/terms-of-service",
  "/symbols",
] as const;

/** Every public page of the site: spec section 2 plus the symbol catalogue. Feeds the sitemap and the tests. */
export const PUBLIC_ROUTES: readonly string[] = [
  ...STATIC_ROUTES,
  ...ADDONS.map((addon) => `/pro/${addon.slug}`),
  ...FEATURE_SLUGS.map((slug) => `/features/${slug}`),
];
