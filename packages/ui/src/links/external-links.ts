/** Chartbot's pages on other sites; every component that links to one takes its URL as a prop with these defaults. */
export const DEFAULT_EXTERNAL_LINKS = {
  /** The community chat server (header social link). */
  chatServer: "https://discord.gg/chartbot",
  /** The microblog account (header social link). */
  microblog: "https://x.com/chartbot",
  /** The source-code hosting page (footer). */
  sourceCode: "https://github.com/chartbot",
  /** The support chat server (footer). */
  supportServer: "https://discord.gg/chartbot-support",
  /** The trading tool's wiki (Documentation mega menu). */
  tradingWiki: "https://github.com/chartbot/chartbot/wiki/Trading",
} as const;

/** Where Sign in leads by default (spec: the Sign in button goes to /login). */
export const DEFAULT_LOGIN_PATH = "/login";

/** The dashboard routes the header, mobile menu and footer link to. */
export const DASHBOARD_ROUTES = {
  signUp: "/signup",
  communities: "/communities",
  subscriptions: "/subscriptions",
  priceAlerts: "/account/alerts",
  trading: "/account/trading",
  settings: "/account/settings",
  shortcuts: "/account",
  verifyEmail: "/account/verify-email",
} as const;

/** A path on another origin: `https://app.example` + `/login`; "" keeps it on the current site. */
function onOrigin(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, "")}${path}`;
}

/** A dashboard route on the dashboard's origin ("" keeps it on the current site). */
export function dashboardHref(origin: string, path: string): string {
  return onOrigin(origin, path);
}

/** A marketing page on the marketing site's origin ("" keeps it on the current site, as on the site itself). */
export function siteHref(origin: string, path: string): string {
  return onOrigin(origin, path);
}
