"use client";

import { Dialog as RadixDialog } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import { IconButton } from "../icon-button/icon-button";
import { CloseIcon } from "../icons/ui-icons";
import * as styles from "./dialog.css";

/** The dialog's state holder: `open`/`onOpenChange` (controlled) or `defaultOpen`. */
export const Dialog = RadixDialog.Root;
/** The element that opens the dialog; use `asChild` with a `Button`. */
export const DialogTrigger = RadixDialog.Trigger;
/** Closes the dialog; use `asChild` with a `Button`. */
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, "title"> {
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** A line under the title, also the dialog's accessible description. */
  description?: string;
  /** Actions at the bottom, usually a `DialogClose` and a primary `Button`. */
  footer?: ReactNode;
  /** Maximum width: 416, 544 or 768 px. @default "md" */
  size?: keyof typeof styles.size;
}

/** A modal dialog: traps focus, closes on Escape and outside clicks, and returns focus to its trigger. */
export function DialogContent({
  title,
  description,
  footer,
  size = "md",
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={joinClassNames(styles.size[size], className)}
        // Without a description, say so explicitly rather than point at a missing element.
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
      >
        <div className={styles.header}>
          <div className={styles.headings}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close asChild>
            <IconButton label="Close" size="sm" className={styles.close}>
              <CloseIcon size={18} />
            </IconButton>
          </RadixDialog.Close>
        </div>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
