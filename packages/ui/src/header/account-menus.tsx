"use client";

import { Avatar } from "../avatar/avatar";
import { Button } from "../button/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu";
import { ChevronDownIcon, GridIcon, LogOutIcon } from "../icons/ui-icons";
import { Link } from "../link/link";
import { ACCOUNT_LINKS, CONTROL_PANEL_LINKS } from "../links/account-links";
import { dashboardHref } from "../links/external-links";
import type { SessionUser } from "../session/session";
import * as styles from "./account-menus.css";

/** The Control Panel dropdown: the dashboard's management pages. */
export function ControlPanelMenu({ dashboardOrigin }: { dashboardOrigin: string }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm">
          <GridIcon size={16} />
          <span className={styles.controlPanelLabel}>Control Panel</span>
          <ChevronDownIcon size={16} className={styles.chevron} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {CONTROL_PANEL_LINKS.map((link) => (
          <DropdownMenuItem key={link.id} asChild>
            <Link href={dashboardHref(dashboardOrigin, link.path)} unstyled>
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export interface UserMenuProps {
  user: SessionUser;
  dashboardOrigin: string;
  /** Called when the user picks Logout. */
  onLogout?: (() => void) | undefined;
}

/** The avatar button and its menu: Account Settings, Shortcuts and Logout. */
export function UserMenu({ user, dashboardOrigin, onLogout }: UserMenuProps) {
  const name = user.displayName?.trim() || user.email || "your account";
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={styles.avatarTrigger} aria-label={`Account menu for ${name}`}>
        <Avatar user={user} size="sm" decorative />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <div className={styles.userCard}>
          {user.displayName && <span className={styles.userName}>{user.displayName}</span>}
          {user.email && <span className={styles.userEmail}>{user.email}</span>}
        </div>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map((link) => (
          <DropdownMenuItem key={link.id} asChild>
            <Link href={dashboardHref(dashboardOrigin, link.path)} unstyled>
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOutIcon size={16} />} onSelect={() => onLogout?.()}>
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
