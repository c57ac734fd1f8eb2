import type { ReactNode } from "react";
import { Logo } from "../logo/logo";
import { SocialLinks, type SocialLinkUrls } from "../social-links/social-links";
import { ThemeToggle } from "../theme-toggle/theme-toggle";
import * as styles from "./header.css";
import { HeaderBar } from "./header-bar";

export interface HeaderLayoutProps {
  /** The main menu for wide screens, usually a `DesktopNav`. */
  nav: ReactNode;
  /** The account controls for wide screens, usually an `AccountArea`. */
  account: ReactNode;
  /** The phone menu, usually a `MobileMenu`. */
  mobileMenu: ReactNode;
  /** An app's own controls, shown at every width before the theme toggle (e.g. a notification bell). */
  actions?: ReactNode;
  /** The chat server and microblog URLs. @default DEFAULT_EXTERNAL_LINKS */
  socialLinks?: SocialLinkUrls | undefined;
  /** Renders a "Skip to content" link to this target (e.g. "#main") for keyboard users. */
  skipLinkHref?: string | undefined;
  /** Forces the solid look (pages without a hero); otherwise it follows the scroll position. @default false */
  alwaysSolid?: boolean | undefined;
  /** The marketing site's origin, where the logo leads from another app; "" is this site. @default "" */
  siteOrigin?: string | undefined;
}

/**
 * The header's frame: logo, the three slots, social links and theme toggle. It has no state of its own, so
 * a server component can render it and only the slots (and the scroll and theme islands) run in the
 * browser; `Header` fills the slots for client-rendered apps.
 */
export function HeaderLayout({
  nav,
  account,
  mobileMenu,
  actions,
  socialLinks,
  skipLinkHref,
  alwaysSolid = false,
  siteOrigin,
}: HeaderLayoutProps) {
  return (
    <HeaderBar className={styles.header} alwaysSolid={alwaysSolid}>
      <div className={styles.inner}>
        {skipLinkHref && (
          <a href={skipLinkHref} className={styles.skipLink}>
            Skip to content
          </a>
        )}
        <Logo siteOrigin={siteOrigin} />
        <div className={styles.nav}>{nav}</div>
        <div className={styles.end}>
          <div className={styles.desktopOnly}>{account}</div>
          <span className={styles.divider} aria-hidden="true" />
          <SocialLinks urls={socialLinks} className={styles.desktopOnly} />
          {actions}
          <ThemeToggle />
          <div className={styles.mobileOnly}>{mobileMenu}</div>
        </div>
      </div>
    </HeaderBar>
  );
}
