"use client";

import { Button } from "../button/button";
import { Link } from "../link/link";
import { DASHBOARD_ROUTES, dashboardHref } from "../links/external-links";
import type { Session } from "../session/session";
import { Skeleton } from "../skeleton/skeleton";
import { ControlPanelMenu, UserMenu } from "./account-menus";
import * as styles from "./account-menus.css";

export interface AccountAreaProps {
  session: Session;
  dashboardOrigin: string;
  signInHref: string;
  onLogout?: (() => void) | undefined;
}

/** The header's account controls for each session state. */
export function AccountArea({ session, dashboardOrigin, signInHref, onLogout }: AccountAreaProps) {
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
      return (
        <div className={styles.area}>
          <ControlPanelMenu dashboardOrigin={dashboardOrigin} />
          <UserMenu user={session.user} dashboardOrigin={dashboardOrigin} onLogout={onLogout} />
        </div>
      );
  }
}
