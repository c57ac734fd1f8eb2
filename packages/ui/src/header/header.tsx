"use client";

import { DEFAULT_LOGIN_PATH } from "../links/external-links";
import { Logo } from "../logo/logo";
import { siteMenu } from "../menu/site-menu";
import type { MenuItem } from "../menu/types";
import { MobileMenu } from "../mobile-menu/mobile-menu";
import type { Session } from "../session/session";
import { SocialLinks, type SocialLinkUrls } from "../social-links/social-links";
import { ThemeToggle } from "../theme-toggle/theme-toggle";
import { AccountArea } from "./account-area";
import { DesktopNav } from "./desktop-nav";
import * as styles from "./header.css";
import { useHeaderSolid } from "./header-solid";

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
}

/** The site header: logo, menu, account controls, social links and theme toggle; a slide-in menu on phones. */
export function Header({
  session,
  menu = siteMenu,
  currentPath,
  dashboardOrigin = "",
  signInHref = DEFAULT_LOGIN_PATH,
  onLogout,
  socialLinks,
  skipLinkHref,
  alwaysSolid = false,
}: HeaderProps) {
  const scrolled = useHeaderSolid();
  return (
    <header className={styles.header} data-solid={alwaysSolid || scrolled}>
      <div className={styles.inner}>
        {skipLinkHref && (
          <a href={skipLinkHref} className={styles.skipLink}>
            Skip to content
          </a>
        )}
        <Logo />
        <DesktopNav menu={menu} currentPath={currentPath} className={styles.nav} />
        <div className={styles.end}>
          <div className={styles.desktopOnly}>
            <AccountArea
              session={session}
              dashboardOrigin={dashboardOrigin}
              signInHref={signInHref}
              onLogout={onLogout}
            />
          </div>
          <span className={styles.divider} aria-hidden="true" />
          <SocialLinks urls={socialLinks} className={styles.desktopOnly} />
          <ThemeToggle />
          <div className={styles.mobileOnly}>
            <MobileMenu
              session={session}
              menu={menu}
              currentPath={currentPath}
              dashboardOrigin={dashboardOrigin}
              signInHref={signInHref}
              onLogout={onLogout}
              socialLinks={socialLinks}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
