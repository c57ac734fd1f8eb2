"use client";

import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { IconButton } from "../icon-button/icon-button";
import { CloseIcon } from "../icons/ui-icons";
import { Logo } from "../logo/logo";
import type { MenuItem } from "../menu/types";
import type { Session } from "../session/session";
import { SocialLinks, type SocialLinkUrls } from "../social-links/social-links";
import { visuallyHidden } from "../theme/visually-hidden.css";
import { ThemeToggle } from "../theme-toggle/theme-toggle";
import { MobileAccount } from "./mobile-account";
import * as styles from "./mobile-menu.css";
import { MobileMenuLinks } from "./mobile-menu-links";

export interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: focus returns to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
  session: Session;
  menu: readonly MenuItem[];
  currentPath?: string | undefined;
  dashboardOrigin: string;
  signInHref: string;
  onLogout?: (() => void) | undefined;
  socialLinks?: SocialLinkUrls | undefined;
  siteOrigin?: string | undefined;
}

/**
 * The slide-in panel of the phone menu (Radix Dialog: focus trapped, Escape and the overlay close it).
 * Loaded on demand by `MobileMenu`, so pages never download it until the menu is opened.
 */
export default function MobileMenuDialog({
  open,
  onOpenChange,
  trigger,
  session,
  menu,
  currentPath,
  dashboardOrigin,
  signInHref,
  onLogout,
  socialLinks,
  siteOrigin,
}: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The trigger lives outside Radix (it is not a Dialog.Trigger): return focus to it ourselves.
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className={styles.top}>
            <Logo siteOrigin={siteOrigin} onClick={close} />
            <Dialog.Title className={visuallyHidden}>Menu</Dialog.Title>
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
