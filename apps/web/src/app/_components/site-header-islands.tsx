"use client";

import { logoutHref, signInHref } from "@chartbot/auth-gate/dashboard-hrefs";
import { AccountArea } from "@chartbot/ui/header";
import type { MenuItem } from "@chartbot/ui/menu";
import { MobileMenu } from "@chartbot/ui/mobile-menu";
import { usePathname } from "next/navigation";
import { useCallback } from "react";
import { useSiteSession } from "./site-session";

/** Where the marketing site's account links lead. */
export interface AccountLinkProps {
  siteUrl: string;
  dashboardOrigin: string;
}

/** Sign in returns to this page; Logout goes through the dashboard's /logout, which ends every part of the session. */
function useAccountActions({ siteUrl, dashboardOrigin }: AccountLinkProps) {
  const pathname = usePathname();
  const logout = useCallback(
    () => window.location.assign(logoutHref({ dashboardOrigin, siteUrl, path: window.location.pathname })),
    [dashboardOrigin, siteUrl],
  );
  return { signIn: signInHref({ dashboardOrigin, siteUrl, path: pathname }), logout };
}

/** Sign in, or the Control Panel and avatar once the session says so. */
export function SiteAccount(props: AccountLinkProps) {
  const { signIn, logout } = useAccountActions(props);
  return (
    <AccountArea
      session={useSiteSession()}
      dashboardOrigin={props.dashboardOrigin}
      signInHref={signIn}
      onLogout={logout}
    />
  );
}

/** The phone menu, with the same session and links. */
export function SiteMobileMenu({
  menu,
  socialLinks,
  ...props
}: AccountLinkProps & { menu: readonly MenuItem[]; socialLinks: { chatServer: string; microblog: string } }) {
  const { signIn, logout } = useAccountActions(props);
  return (
    <MobileMenu
      session={useSiteSession()}
      menu={menu}
      currentPath={usePathname()}
      dashboardOrigin={props.dashboardOrigin}
      signInHref={signIn}
      onLogout={logout}
      socialLinks={socialLinks}
    />
  );
}
