"use client";

import { lazy, Suspense, useRef, useState } from "react";
import { IconButton } from "../icon-button/icon-button";
import { MenuIcon } from "../icons/ui-icons";
import { DEFAULT_LOGIN_PATH } from "../links/external-links";
import type { MenuItem } from "../menu/types";
import type { Session } from "../session/session";
import type { SocialLinkUrls } from "../social-links/social-links";

const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(loadDialog);

export interface MobileMenuProps {
  /** Who is visiting: decides between Sign in and the account links. */
  session: Session;
  /** The menu entries, e.g. `siteMenu` from `@chartbot/ui/menu`. */
  menu: readonly MenuItem[];
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
  /** The marketing site's origin, where the menu's logo leads; "" is this site. @default "" */
  siteOrigin?: string | undefined;
  /** Starts open (stories and tests). @default false */
  defaultOpen?: boolean;
}

/**
 * The phone menu: a button that slides in the whole menu from the right (Radix Dialog: focus trapped,
 * Escape closes). The panel's code loads when the button is first hovered, focused or pressed.
 */
export function MobileMenu({
  dashboardOrigin = "",
  signInHref = DEFAULT_LOGIN_PATH,
  defaultOpen = false,
  ...menuProps
}: MobileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Stays mounted after the first opening, so closing animates and returns focus.
  const [used, setUsed] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  // A failed preload is retried by the lazy import when the menu opens.
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <IconButton
        ref={trigger}
        label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            dashboardOrigin={dashboardOrigin}
            signInHref={signInHref}
            {...menuProps}
          />
        </Suspense>
      )}
    </>
  );
}
