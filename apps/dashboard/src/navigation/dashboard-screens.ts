import { ACCOUNT_LINKS, CONTROL_PANEL_LINKS } from "@chartbot/ui/links";
import type { AuthUser } from "@/auth/auth-provider";
import { ROUTES } from "@/auth/routes";

/** A screen of the signed-in dashboard, named as the spec's header menus name it. */
export interface DashboardScreen {
  id: string;
  label: string;
  path: string;
}

const [settings, shortcuts] = ACCOUNT_LINKS;

/** Notices: in the header it is the bell, not a menu entry, so it is the dashboard's own screen. */
const notices: DashboardScreen = { id: "notices", label: "Notices", path: ROUTES.notices };

/**
 * The dashboard's own navigation: Shortcuts, the Control Panel's screens, Notices, then Account Settings. The
 * labels and paths of the others are the kit's header menus' (one owner), so the nav and the header never
 * disagree.
 */
export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  shortcuts,
  ...CONTROL_PANEL_LINKS,
  notices,
  settings,
];

/** Under /account, but not dashboard screens: the nav is not shown there. */
const NOT_SCREENS: ReadonlySet<string> = new Set(["/account/verify-email", "/account/action"]);

/**
 * The screen a path belongs to: the one whose path is the longest prefix of it (`/communities/abc` is My
 * Communities, `/account/settings` Account Settings). Shortcuts (`/account`) matches only itself.
 */
export function screenFor(path: string): DashboardScreen | null {
  const clean = path.replace(/\/+$/, "") || "/";
  if (NOT_SCREENS.has(clean)) return null;
  let found: DashboardScreen | null = null;
  for (const screen of DASHBOARD_SCREENS) {
    const matches =
      clean === screen.path || (screen.path !== shortcuts.path && clean.startsWith(`${screen.path}/`));
    if (matches && (!found || screen.path.length > found.path.length)) found = screen;
  }
  return found;
}

/** The nav is for verified users on a dashboard screen (not on sign-in, sign-up or verification pages). */
export function showsDashboardNav(path: string, user: Pick<AuthUser, "emailVerified"> | null): boolean {
  return user?.emailVerified === true && screenFor(path) !== null;
}
