"use client";

import type { ReactNode } from "react";
import { DEFAULT_LOGIN_PATH } from "../links/external-links";
import { siteMenu } from "../menu/site-menu";
import type { MenuItem } from "../menu/types";
import { MobileMenu } from "../mobile-menu/mobile-menu";
import type { Session } from "../session/session";
import type { SocialLinkUrls } from "../social-links/social-links";
import { AccountArea } from "./account-area";
import { DesktopNav } from "./desktop-nav";
import { HeaderLayout } from "./header-layout";

export interface HeaderProps {
  /** Who is visiting; the kit never fetches it. */
  session: Session;
  /** The menu entries. @default siteMenu */
  menu?: readonly MenuItem[];
  /** The current path, to mark the active menu item (Next.js: `usePathname()`). */
  currentPath?: string;
  /** The dashboard's origin for account links, e.g. "https://app.example.com"; "" keeps them on this site. @default "" */
  dashboardOrigin?: string;
  /** Where Sign in leads (the marketing site passes the dashboard's login with a `next` path). @default "/login" */
  signInHref?: string;
  /** Called when a verified user picks Logout. */
  onLogout?: () => void;
  /** The chat server and microblog URLs. @default DEFAULT_EXTERNAL_LINKS */
  socialLinks?: SocialLinkUrls;
  /** Renders a "Skip to content" link to this target (e.g. "#main") for keyboard users. */
  skipLinkHref?: string;
  /** Forces the solid look (pages without a hero); otherwise it follows the scroll position. @default false */
  alwaysSolid?: boolean;
  /** An app's own controls, shown at every width before the theme toggle (e.g. a notification bell). */
  actions?: ReactNode;
  /** The marketing site's origin: the logo (here and in the phone menu) leads to its home page. "" is this site. @default "" */
  siteOrigin?: string;
}

/**
 * The site header: logo, menu, account controls, social links and theme toggle; a slide-in menu on phones.
 * A client component for apps that render their shell in the browser; a static site can render
 * `HeaderLayout` on the server and fill its slots with `DesktopNav`, `AccountArea` and `MobileMenu`.
 */
export function Header({
  menu = siteMenu,
  dashboardOrigin = "",
  signInHref = DEFAULT_LOGIN_PATH,
  skipLinkHref,
  alwaysSolid = false,
  actions,
  ...shared
}: HeaderProps) {
  const { session, currentPath, onLogout, socialLinks, siteOrigin } = shared;
  return (
    <HeaderLayout
      nav={<DesktopNav menu={menu} currentPath={currentPath} />}
      account={
        <AccountArea
          session={session}
          dashboardOrigin={dashboardOrigin}
          signInHref={signInHref}
          onLogout={onLogout}
        />
      }
      mobileMenu={
        <MobileMenu {...shared} menu={menu} dashboardOrigin={dashboardOrigin} signInHref={signInHref} />
      }
      actions={actions}
      socialLinks={socialLinks}
      skipLinkHref={skipLinkHref}
      alwaysSolid={alwaysSolid}
      siteOrigin={siteOrigin}
    />
  );
}
