"use client";

import { SERVICE_OFF_MESSAGES } from "@chartbot/error-messages/services";
import { Button, type ButtonProps } from "@chartbot/ui/button";
import type { ReactNode } from "react";
import { usePaymentsOff } from "@/lib/services/use-payments-off";
import * as styles from "./subscribe-link.css";

export interface SubscribeLinkProps extends Pick<ButtonProps, "size" | "fullWidth"> {
  /** The API the page asks whether payments are on (`GET /api/services`). */
  apiOrigin: string;
  /** The checkout in the dashboard. */
  href: string;
  /** The id of the `PaymentsOffNote` that says why, once payments are off. */
  noteId: string;
  children: ReactNode;
}

/**
 * A link to checkout, styled as a button; once the API says payments are off, a disabled button (still
 * focusable, described by the note) instead. While that is unknown, or when asking fails, it stays a link: the
 * dashboard still explains after the click.
 */
export function SubscribeLink({ apiOrigin, href, noteId, children, ...buttonProps }: SubscribeLinkProps) {
  const off = usePaymentsOff(apiOrigin);
  if (!off) {
    return (
      <Button asChild {...buttonProps}>
        <a href={href}>{children}</a>
      </Button>
    );
  }
  return (
    <Button
      {...buttonProps}
      aria-disabled="true"
      aria-describedby={noteId}
      onClick={(event) => event.preventDefault()}
    >
      {children}
    </Button>
  );
}

/** The line below Subscribe links: empty (but kept) while payments are on, the reason once they are off. */
export function PaymentsOffNote({ apiOrigin, id }: { apiOrigin: string; id: string }) {
  const off = usePaymentsOff(apiOrigin);
  return (
    <p id={id} className={styles.note}>
      {off ? SERVICE_OFF_MESSAGES.payments : null}
    </p>
  );
}
