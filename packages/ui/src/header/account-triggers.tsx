"use client";

import type { ComponentProps } from "react";
import { Avatar } from "../avatar/avatar";
import { Button, type ButtonProps } from "../button/button";
import { joinClassNames } from "../class-names/join-class-names";
import { ChevronDownIcon, GridIcon } from "../icons/ui-icons";
import type { SessionUser } from "../session/session";
import * as styles from "./account-menus.css";

/** Which account menu a trigger opens. */
export type AccountMenuId = "control-panel" | "user";

/** What the icon, label and chevron of the Control Panel button show. */
export function ControlPanelFace() {
  return (
    <>
      <GridIcon size={16} />
      <span className={styles.controlPanelLabel}>Control Panel</span>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </>
  );
}

/** The Control Panel button; the Radix trigger (`asChild`) and the placeholder before it loads share it. */
export function ControlPanelButton(props: Omit<ButtonProps, "children" | "variant" | "size">) {
  return (
    <Button variant="secondary" size="sm" {...props}>
      <ControlPanelFace />
    </Button>
  );
}

/** The name the avatar menu is announced with. */
export function accountName(user: SessionUser): string {
  return user.displayName?.trim() || user.email || "your account";
}

export interface AvatarButtonProps extends Omit<ComponentProps<"button">, "children"> {
  user: SessionUser;
}

/** The avatar button that opens the account menu ("Account menu for Ada Lovelace"). */
export function AvatarButton({ user, className, type, ...props }: AvatarButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={joinClassNames(styles.avatarTrigger, className)}
      aria-label={`Account menu for ${accountName(user)}`}
      {...props}
    >
      <Avatar user={user} size="sm" decorative />
    </button>
  );
}
