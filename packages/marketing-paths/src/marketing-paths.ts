import { ADDON_SLUGS, type AddonSlug } from "@chartbot/addons";
import { FEATURE_SLUGS, type FeatureSlug } from "./feature-slugs.ts";

/** The marketing site's pages that are not generated from a list: spec section 2 plus the symbol catalogue. */
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

/** The page of an add-on, `/pro/<slug>`. */
export function addonPath(slug: AddonSlug): `/pro/${AddonSlug}` {
  return `/pro/${slug}`;
}

/** The documentation page of a feature, `/features/<slug>`. */
export function featurePath(slug: FeatureSlug): `/features/${FeatureSlug}` {
  return `/features/${slug}`;
}

/** Every public page of the marketing site. Feeds the sitemap, the route tests and the Lighthouse budgets. */
export const PUBLIC_ROUTES: readonly string[] = [
  ...STATIC_ROUTES,
  ...ADDON_SLUGS.map(addonPath),
  ...FEATURE_SLUGS.map(featurePath),
];

/**
 * The sections that belong to the marketing site: every static page but the home page, with the pages below it.
 * The kit's header, logo and footer link to them as site-relative paths; the dashboard sends them to the
 * marketing origin.
 */
export const MARKETING_SECTIONS = STATIC_ROUTES.filter((route) => route !== "/");

/** Whether a path (query and hash allowed) is a marketing page: the home page or a marketing section. */
export function isMarketingPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  if (pathname === "/" || pathname === "") return true;
  return MARKETING_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

/** A marketing path as an absolute URL on the marketing origin. */
export function marketingUrl(webOrigin: string, path: string): string {
  return `${webOrigin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Next.js redirects for every marketing path, to the same path on the marketing origin (the dashboard's). */
export function marketingRedirects(webOrigin: string) {
  return [
    { source: "/", destination: `${webOrigin}/`, permanent: false },
    ...MARKETING_SECTIONS.flatMap((section) => [
      { source: section, destination: `${webOrigin}${section}`, permanent: false },
      { source: `${section}/:path*`, destination: `${webOrigin}${section}/:path*`, permanent: false },
    ]),
  ];
}
