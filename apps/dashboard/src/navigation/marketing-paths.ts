/**
 * Paths that belong to the marketing site (apps/web). The kit's header, logo and footer link to them as
 * site-relative paths; on the dashboard they are sent to the marketing origin instead.
 */
export const MARKETING_SECTIONS = [
  "/add",
  "/pro",
  "/features",
  "/about",
  "/privacy-policy",
  "/terms-of-service",
  "/symbols",
] as const;

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

/** `next.config` redirects for every marketing path, to the same path on the marketing origin. */
export function marketingRedirects(webOrigin: string) {
  return [
    { source: "/", destination: `${webOrigin}/`, permanent: false },
    ...MARKETING_SECTIONS.flatMap((section) => [
      { source: section, destination: `${webOrigin}${section}`, permanent: false },
      { source: `${section}/:path*`, destination: `${webOrigin}${section}/:path*`, permanent: false },
    ]),
  ];
}
