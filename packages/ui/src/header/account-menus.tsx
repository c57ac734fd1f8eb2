"use client";

import { type RefObject, useEffect, useRef } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu";
import { LogOutIcon } from "../icons/ui-icons";
import { Link } from "../link/link";
import { ACCOUNT_LINKS, CONTROL_PANEL_LINKS } from "../links/account-links";
import { dashboardHref } from "../links/external-links";
import type { SessionUser } from "../session/session";
import * as styles from "./account-menus.css";
import { type AccountMenuId, AvatarButton, ControlPanelButton } from "./account-triggers";

interface MenuProps {
  dashboardOrigin: string;
  /** Starts open: the visitor pressed the placeholder trigger before this code had loaded. */
  defaultOpen?: boolean;
  /** Whether to focus the trigger on mount (the placeholder it replaces had focus); asked after mount. */
  autoFocus?: () => boolean;
}

/** Focuses the element once after mount when `shouldFocus` says so (asked after the commit). */
function useFocusOnMount<T extends HTMLElement>(shouldFocus: (() => boolean) | undefined) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the mount decides.
  useEffect(() => {
    if (shouldFocus?.()) ref.current?.focus();
  }, []);
  return ref;
}

/** The Control Panel dropdown: the dashboard's management pages. */
export function ControlPanelMenu({ dashboardOrigin, defaultOpen, autoFocus }: MenuProps) {
  const trigger = useFocusOnMount<HTMLButtonElement>(autoFocus);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ControlPanelButton ref={trigger} />
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

export interface UserMenuProps extends MenuProps {
  user: SessionUser;
  /** Called when the user picks Logout. */
  onLogout?: (() => void) | undefined;
}

/** The avatar button and its menu: Account Settings, Shortcuts and Logout. */
export function UserMenu({ user, dashboardOrigin, onLogout, defaultOpen, autoFocus }: UserMenuProps) {
  const trigger = useFocusOnMount<HTMLButtonElement>(autoFocus);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AvatarButton ref={trigger} user={user} />
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

export interface AccountMenusProps {
  user: SessionUser;
  dashboardOrigin: string;
  onLogout?: (() => void) | undefined;
  /** The menu to open at once (pressed before this module loaded). */
  openMenu?: AccountMenuId | undefined;
  /** Which placeholder trigger had focus when it was replaced (set as it unmounts). */
  focusedPlaceholder?: RefObject<AccountMenuId | undefined>;
}

/**
 * The verified user's Control Panel and avatar menus (Radix DropdownMenu). Loaded on demand by the header
 * (`React.lazy`), so pages of signed-out visitors never download the menu and popper code.
 */
export default function AccountMenus({
  user,
  dashboardOrigin,
  onLogout,
  openMenu,
  focusedPlaceholder,
}: AccountMenusProps) {
  const hadFocus = (menu: AccountMenuId) => () =>
    openMenu === undefined && focusedPlaceholder?.current === menu;
  return (
    <>
      <ControlPanelMenu
        dashboardOrigin={dashboardOrigin}
        defaultOpen={openMenu === "control-panel"}
        autoFocus={hadFocus("control-panel")}
      />
      <UserMenu
        user={user}
        dashboardOrigin={dashboardOrigin}
        onLogout={onLogout}
        defaultOpen={openMenu === "user"}
        autoFocus={hadFocus("user")}
      />
    </>
  );
}
