/** The dashboard's routes, in one place for links and redirects. */
export const ROUTES = {
  login: "/login",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  verifyEmail: "/account/verify-email",
  action: "/account/action",
  shortcuts: "/account",
  settings: "/account/settings",
  alerts: "/account/alerts",
  alertHistory: "/account/alerts/history",
  trading: "/account/trading",
  notices: "/account/notices",
  communities: "/communities",
  subscriptions: "/subscriptions",
  logout: "/logout",
} as const;

export const ACTION_PATH = ROUTES.action;

/** A community's settings page. */
export function communityPath(id: string): string {
  return `${ROUTES.communities}/${encodeURIComponent(id)}`;
}

/** The setup of a server Chartbot was just added to. */
export function communitySetupPath(guildId: string): string {
  return `${ROUTES.communities}/setup?guild=${encodeURIComponent(guildId)}`;
}
