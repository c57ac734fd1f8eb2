"use client";

import { Avatar } from "../avatar/avatar";
import { Button } from "../button/button";
import { LogOutIcon } from "../icons/ui-icons";
import { Link } from "../link/link";
import { ACCOUNT_LINKS, CONTROL_PANEL_LINKS } from "../links/account-links";
import { DASHBOARD_ROUTES, dashboardHref } from "../links/external-links";
import type { Session } from "../session/session";
import { Skeleton } from "../skeleton/skeleton";
import * as styles from "./mobile-menu.css";

export interface MobileAccountProps {
  session: Session;
  dashboardOrigin: string;
  signInHref: string;
  onLogout?: (() => void) | undefined;
  /** Called when a link or Logout is chosen, to close the menu. */
  onNavigate: () => void;
}

function LinkList({
  links,
  origin,
  onNavigate,
}: {
  links: ReadonlyArray<{ id: string; label: string; path: string }>;
  origin: string;
  onNavigate: () => void;
}) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.id}>
          <Link href={dashboardHref(origin, link.path)} unstyled className={styles.row} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The account part of the mobile menu: Sign in, Verify email, or the Control Panel and account links. */
export function MobileAccount({
  session,
  dashboardOrigin,
  signInHref,
  onLogout,
  onNavigate,
}: MobileAccountProps) {
  switch (session.status) {
    case "loading":
      return <Skeleton height="2.5rem" />;
    case "signed-out":
      return (
        <Button asChild fullWidth>
          <Link href={signInHref} unstyled onClick={onNavigate}>
            Sign in
          </Link>
        </Button>
      );
    case "unverified":
      return (
        <Button asChild variant="secondary" fullWidth>
          <Link
            href={dashboardHref(dashboardOrigin, DASHBOARD_ROUTES.verifyEmail)}
            unstyled
            onClick={onNavigate}
          >
            Verify email
          </Link>
        </Button>
      );
    case "verified": {
      const { user } = session;
      return (
        <div className={styles.section}>
          <div className={styles.user}>
            <Avatar user={user} size="md" decorative />
            <span className={styles.userText}>
              <span className={styles.userName}>{user.displayName || user.email}</span>
              {user.displayName && user.email && <span className={styles.userEmail}>{user.email}</span>}
            </span>
          </div>
          <p className={styles.sectionTitle}>Control Panel</p>
          <LinkList links={CONTROL_PANEL_LINKS} origin={dashboardOrigin} onNavigate={onNavigate} />
          <p className={styles.sectionTitle}>Account</p>
          <LinkList links={ACCOUNT_LINKS} origin={dashboardOrigin} onNavigate={onNavigate} />
          <Button
            variant="secondary"
            fullWidth
            onClick={() => {
              onNavigate();
              onLogout?.();
            }}
          >
            <LogOutIcon size={16} />
            Logout
          </Button>
        </div>
      );
    }
  }
}
