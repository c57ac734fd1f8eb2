import { env } from "@/env";

/** The configured external pages content can link to as `link:<name>`. */
export const SITE_LINKS = {
  tradingWiki: env.NEXT_PUBLIC_TRADING_WIKI_URL,
  supportServer: env.NEXT_PUBLIC_SUPPORT_SERVER_URL,
  sourceCode: env.NEXT_PUBLIC_SOURCE_CODE_URL,
  chatServer: env.NEXT_PUBLIC_CHAT_SERVER_URL,
  microblog: env.NEXT_PUBLIC_MICROBLOG_URL,
  contactEmail: `mailto:${env.NEXT_PUBLIC_CONTACT_EMAIL}`,
} as const;

export type SiteLinkName = keyof typeof SITE_LINKS;

/** Where a content link leads, and whether it opens in a new tab (pages on other sites do). */
export interface ResolvedHref {
  href: string;
  newTab: boolean;
}

/** A dashboard page on the dashboard's origin. */
export function dashboardUrl(path: string): string {
  return new URL(path, env.NEXT_PUBLIC_DASHBOARD_ORIGIN).href;
}

/** Resolves a content href: a site path, `dashboard:/path`, `link:<name>` or a full URL. */
export function resolveHref(href: string): ResolvedHref {
  if (href.startsWith("dashboard:"))
    return { href: dashboardUrl(href.slice("dashboard:".length)), newTab: false };
  if (href.startsWith("link:")) {
    const name = href.slice("link:".length);
    if (!(name in SITE_LINKS)) throw new Error(`Unknown site link "${name}" in content`);
    const target = SITE_LINKS[name as SiteLinkName];
    return { href: target, newTab: !target.startsWith("mailto:") };
  }
  if (href.startsWith("/") || href.startsWith("#")) return { href, newTab: false };
  if (/^https?:\/\//.test(href)) return { href, newTab: true };
  throw new Error(`Unsupported href "${href}" in content`);
}

/** The dashboard's subscribe link for an add-on: `/subscriptions?addon=<slug>`. */
export function subscribeUrl(slug: string): string {
  const url = new URL("/subscriptions", env.NEXT_PUBLIC_DASHBOARD_ORIGIN);
  url.searchParams.set("addon", slug);
  return url.href;
}
