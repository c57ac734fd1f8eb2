"use client";

import { joinClassNames } from "@chartbot/ui/class-names";
import { IconButton } from "@chartbot/ui/icon-button";
import { BellIcon } from "@chartbot/ui/icons";
import type { ComponentProps } from "react";
import { noticesLabel, unreadBadge } from "./bell-text";
import * as styles from "./notices.css";

export interface BellButtonProps extends Omit<ComponentProps<"button">, "aria-label" | "children"> {
  unread: number;
}

/**
 * The bell: named "Notices, 3 unread" (plain "Notices" at 0), the count in a badge on its corner. The Radix
 * trigger (`asChild`) and the stand-in shown while the panel's code loads share it.
 */
export function BellButton({ unread, className, ...props }: BellButtonProps) {
  const badge = unreadBadge(unread);
  return (
    <IconButton label={noticesLabel(unread)} className={joinClassNames(styles.bell, className)} {...props}>
      <BellIcon />
      {badge && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </IconButton>
  );
}
