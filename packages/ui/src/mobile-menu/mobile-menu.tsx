"use client";

import { Dialog, VisuallyHidden } from "radix-ui";
import { useState } from "react";
import { IconButton } from "../icon-button/icon-button";
import { CloseIcon, MenuIcon } from "../icons/ui-icons";
import { DEFAULT_LOGIN_PATH } from "../links/external-links";
import { Logo } from "../logo/logo";
import { siteMenu } from "../menu/site-menu";
import type { MenuItem } from "../menu/types";
import type { Session } from "../session/session";
import { SocialLinks, type SocialLinkUrls } from "../social-links/social-links";
import { ThemeToggle } from "../theme-toggle/theme-toggle";
import { MobileAccount } from "./mobile-account";
import * as styles from "./mobile-menu.css";
import { MobileMenuLinks } from "./mobile-menu-links";

export interface MobileMenuProps {
  /** Who is visiting: decides between Sign in and the account links. */
  session: Session;
  /** The menu entries. @default siteMenu */
  menu?: readonly MenuItem[];
  /** The current path, to mark the active item. */
  currentPath?: string | undefined;
  /** The dashboard's origin for account links; "" keeps them on this site. @default "" */
  dashboardOrigin?: string;
  /** Where Sign in leads. @default "/login" */
  signInHref?: string;
  /** Called when a verified user picks Logout. */
  onLogout?: (() => void) | undefined;
  /** The chat server and microblog URLs. @default DEFAULT_EXTERNAL_LINKS */
  socialLinks?: SocialLinkUrls | undefined;
  /** Starts open (stories and tests). @default false */
  defaultOpen?: boolean;
}

/** The phone menu: a button that slides in the whole menu from the right (Radix Dialog: focus trapped, Escape closes). */
export function MobileMenu({
  session,
  menu = siteMenu,
  currentPath,
  dashboardOrigin = "",
  signInHref = DEFAULT_LOGIN_PATH,
  onLogout,
  socialLinks,
  defaultOpen = false,
}: MobileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton label="Open menu">
          <MenuIcon />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.top}>
            <Logo onClick={close} />
            <VisuallyHidden.Root asChild>
              <Dialog.Title>Menu</Dialog.Title>
            </VisuallyHidden.Root>
            <Dialog.Close asChild>
              <IconButton label="Close menu">
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>
          <div className={styles.body}>
            <nav aria-label="Main">
              <MobileMenuLinks menu={menu} currentPath={currentPath} onNavigate={close} />
            </nav>
            <MobileAccount
              session={session}
              dashboardOrigin={dashboardOrigin}
              signInHref={signInHref}
              onLogout={onLogout}
              onNavigate={close}
            />
          </div>
          <div className={styles.bottom}>
            <SocialLinks urls={socialLinks} />
            <ThemeToggle />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
