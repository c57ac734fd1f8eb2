"use client";

import { lazy, type PointerEvent, type RefObject, Suspense, useLayoutEffect, useRef, useState } from "react";
import { Button } from "../button/button";
import { Link } from "../link/link";
import { DASHBOARD_ROUTES, dashboardHref } from "../links/external-links";
import type { Session, SessionUser } from "../session/session";
import { Skeleton } from "../skeleton/skeleton";
import * as styles from "./account-menus.css";
import { type AccountMenuId, AvatarButton, ControlPanelButton, ControlPanelFace } from "./account-triggers";

const AccountMenus = lazy(() => import("./account-menus"));

export interface AccountAreaProps {
  /** Who is visiting; the kit never fetches it. */
  session: Session;
  /** The dashboard's origin for the account links; "" keeps them on this site. */
  dashboardOrigin: string;
  /** Where Sign in leads. */
  signInHref: string;
  /** Called when a verified user picks Logout. */
  onLogout?: (() => void) | undefined;
}

/**
 * Invisible copies of every state's controls, stacked in one grid cell: the cell is as wide as the widest
 * state in the fonts actually shown, so a session change moves nothing around the account area.
 */
function SizeReservation() {
  return (
    <>
      <span aria-hidden="true" data-sizer="" className={styles.sizer}>
        <Button asChild size="md" className={styles.signIn}>
          <span>Sign in</span>
        </Button>
      </span>
      <span aria-hidden="true" data-sizer="" className={styles.sizer}>
        <Button asChild variant="secondary" size="sm">
          <span>Verify email</span>
        </Button>
      </span>
      <span aria-hidden="true" data-sizer="" className={styles.sizer}>
        <span className={styles.area}>
          <Button asChild variant="secondary" size="sm">
            <span>
              <ControlPanelFace />
            </span>
          </Button>
          <span className={styles.avatarSize} />
        </span>
      </span>
    </>
  );
}

interface PlaceholderTriggersProps {
  user: SessionUser;
  onOpen: (menu: AccountMenuId) => void;
  focusedOnUnmount: RefObject<AccountMenuId | undefined>;
}

/**
 * A placeholder's press handlers. Like Radix's triggers, a press counts at pointerdown: when the menus' code
 * arrives between pointerdown and click, the click lands on neither button and would otherwise be lost.
 */
function pressOpens(onOpen: () => void) {
  return {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) onOpen();
    },
    onClick: onOpen,
  };
}

/**
 * The Control Panel and avatar buttons as they look, shown while the menus' code loads. A press is
 * remembered and opens the menu once loaded; focus moves to the real trigger.
 */
function PlaceholderTriggers({ user, onOpen, focusedOnUnmount }: PlaceholderTriggersProps) {
  const controlPanel = useRef<HTMLButtonElement>(null);
  const avatar = useRef<HTMLButtonElement>(null);
  useLayoutEffect(
    () => () => {
      // Runs before React removes the buttons, while the focused one still holds focus.
      const active = typeof document === "undefined" ? null : document.activeElement;
      if (active === controlPanel.current) focusedOnUnmount.current = "control-panel";
      else if (active === avatar.current) focusedOnUnmount.current = "user";
    },
    [focusedOnUnmount],
  );
  return (
    <>
      <ControlPanelButton
        ref={controlPanel}
        aria-haspopup="menu"
        aria-expanded={false}
        {...pressOpens(() => onOpen("control-panel"))}
      />
      <AvatarButton
        ref={avatar}
        user={user}
        aria-haspopup="menu"
        aria-expanded={false}
        {...pressOpens(() => onOpen("user"))}
      />
    </>
  );
}

function VerifiedAccount({
  user,
  dashboardOrigin,
  onLogout,
}: {
  user: SessionUser;
  dashboardOrigin: string;
  onLogout?: (() => void) | undefined;
}) {
  const [openMenu, setOpenMenu] = useState<AccountMenuId>();
  const focused = useRef<AccountMenuId | undefined>(undefined);
  return (
    <div className={styles.area}>
      <Suspense
        fallback={<PlaceholderTriggers user={user} onOpen={setOpenMenu} focusedOnUnmount={focused} />}
      >
        <AccountMenus
          user={user}
          dashboardOrigin={dashboardOrigin}
          onLogout={onLogout}
          openMenu={openMenu}
          focusedPlaceholder={focused}
        />
      </Suspense>
    </div>
  );
}

function AccountState({ session, dashboardOrigin, signInHref, onLogout }: AccountAreaProps) {
  switch (session.status) {
    case "loading":
      return <Skeleton className={styles.placeholder} />;
    case "signed-out":
      return (
        <Button asChild size="md" className={styles.signIn}>
          <Link href={signInHref} unstyled>
            Sign in
          </Link>
        </Button>
      );
    case "unverified":
      return (
        <Button asChild variant="secondary" size="sm">
          <Link href={dashboardHref(dashboardOrigin, DASHBOARD_ROUTES.verifyEmail)} unstyled>
            Verify email
          </Link>
        </Button>
      );
    case "verified":
      return <VerifiedAccount user={session.user} dashboardOrigin={dashboardOrigin} onLogout={onLogout} />;
  }
}

/**
 * The header's account controls for each session state, in a box as wide as the widest state. The
 * verified user's menus load on demand; until then identical-looking buttons stand in for them.
 */
export function AccountArea(props: AccountAreaProps) {
  return (
    <div className={styles.reservation} data-account-area="">
      <SizeReservation />
      <div className={styles.current}>
        {/* A new element per state: a reused one would slide as its width changes (a layout shift). */}
        <AccountState key={props.session.status} {...props} />
      </div>
    </div>
  );
}
