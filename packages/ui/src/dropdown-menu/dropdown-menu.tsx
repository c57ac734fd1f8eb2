"use client";

import { DropdownMenu as RadixDropdownMenu } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as surface from "../menu-surface/menu-surface.css";
import * as styles from "./dropdown-menu.css";

/** The menu's state holder (`open`/`onOpenChange` or `defaultOpen`). */
export const DropdownMenu = RadixDropdownMenu.Root;
/** The button that opens the menu; use `asChild` with a `Button` or `IconButton`. */
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;
/** Groups related items. */
export const DropdownMenuGroup = RadixDropdownMenu.Group;

/** The floating list, in a portal; arrow keys, typeahead, Escape and focus return are handled. */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  align = "end",
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Content>) {
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content
        className={joinClassNames(surface.surface, className)}
        sideOffset={sideOffset}
        align={align}
        {...props}
      />
    </RadixDropdownMenu.Portal>
  );
}

export interface DropdownMenuItemProps extends ComponentProps<typeof RadixDropdownMenu.Item> {
  /** An icon before the label. */
  icon?: ReactNode;
  /** Styles a destructive action. @default false */
  danger?: boolean;
}

/** One action; with `asChild` wrap a link to navigate. `onSelect` runs on click and on Enter. */
export function DropdownMenuItem({
  icon,
  danger = false,
  className,
  children,
  asChild,
  ...props
}: DropdownMenuItemProps) {
  const classNames = joinClassNames(surface.item, danger && styles.danger, className);
  if (asChild) {
    return (
      <RadixDropdownMenu.Item className={classNames} asChild {...props}>
        {children}
      </RadixDropdownMenu.Item>
    );
  }
  return (
    <RadixDropdownMenu.Item className={classNames} {...props}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {children}
    </RadixDropdownMenu.Item>
  );
}

/** A non-interactive caption above a group of items. */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixDropdownMenu.Label>) {
  return <RadixDropdownMenu.Label className={joinClassNames(surface.label, className)} {...props} />;
}

/** A line between groups of items. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof RadixDropdownMenu.Separator>) {
  return <RadixDropdownMenu.Separator className={joinClassNames(surface.separator, className)} {...props} />;
}
