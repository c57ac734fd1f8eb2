import { DASHBOARD_ROUTES } from "./external-links";

/** The Control Panel dropdown of verified users (spec section 2, header). */
export const CONTROL_PANEL_LINKS = [
  { id: "communities", label: "My Communities", path: DASHBOARD_ROUTES.communities },
  { id: "subscriptions", label: "Subscriptions", path: DASHBOARD_ROUTES.subscriptions },
  { id: "price-alerts", label: "Price Alerts", path: DASHBOARD_ROUTES.priceAlerts },
  { id: "trading", label: "Trading & API Keys", path: DASHBOARD_ROUTES.trading },
] as const;

/** The avatar menu's links; Logout follows them as an action. */
export const ACCOUNT_LINKS = [
  { id: "settings", label: "Account Settings", path: DASHBOARD_ROUTES.settings },
  { id: "shortcuts", label: "Shortcuts", path: DASHBOARD_ROUTES.shortcuts },
] as const;
