export { ACCOUNT_LINKS, CONTROL_PANEL_LINKS } from "./account-links";
export {
  DASHBOARD_ROUTES,
  DEFAULT_EXTERNAL_LINKS,
  DEFAULT_LOGIN_PATH,
  dashboardHref,
  siteHref,
} from "./external-links";
