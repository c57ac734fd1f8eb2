"use client";

import { Button } from "@chartbot/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@chartbot/ui/dialog";
import { type ReactElement, useRef, useState } from "react";

export interface ConfirmDialogProps {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  /** The question, also the dialog's accessible name: "Delete this alert?". */
  title: string;
  /** What happens, and whether it can be undone. */
  description: string;
  /** The confirming button's text: "Delete alert". */
  confirmLabel: string;
  /**
   * The button that changes nothing, when "Cancel" would be read as the action itself (cancelling a
   * subscription: "Keep subscription"). @default "Cancel"
   */
  dismissLabel?: string;
  /** Runs when the user confirms; the dialog closes at once (the caller shows progress and the outcome). */
  onConfirm: () => void;
  /** Styles the confirming button as destructive. @default true */
  danger?: boolean;
}

/** Asks before a destructive action: Cancel (focused first, so Enter never deletes by accident) or confirm. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  dismissLabel = "Cancel",
  onConfirm,
  danger = true,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        size="sm"
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        footer={
          <>
            <DialogClose asChild>
              <Button ref={cancelRef} variant="secondary">
                {dismissLabel}
              </Button>
            </DialogClose>
            <Button
              variant={danger ? "danger" : "primary"}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
