"use client";

import { Popover as RadixPopover } from "radix-ui";
import type { ComponentProps } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./popover.css";

/** The popover's state holder: `open`/`onOpenChange` (controlled) or `defaultOpen`. */
export const Popover = RadixPopover.Root;
/** The button that opens and closes the popover; use `asChild` with a `Button` or `IconButton`. */
export const PopoverTrigger = RadixPopover.Trigger;
/** Closes the popover; use `asChild` with a `Button` or a link. */
export const PopoverClose = RadixPopover.Close;

/**
 * A non-modal panel of content anchored to its trigger, in a portal (`role="dialog"`: name it with
 * `aria-labelledby` or `aria-label`). Focus moves into it on open and back to the trigger on close; Escape and
 * a click outside close it. Unlike a dropdown menu it may hold any content: text, links, buttons.
 */
export function PopoverContent({
  className,
  sideOffset = 6,
  align = "end",
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        className={joinClassNames(styles.content, className)}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
