"use client";

import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Dialog, DialogClose, DialogContent } from "@chartbot/ui/dialog";
import { inline } from "@chartbot/ui/inline";
import { Stack } from "@chartbot/ui/stack";
import { useToast } from "@chartbot/ui/toast";
import { visuallyHidden } from "@chartbot/ui/tokens";
import { type ReactNode, useId, useState } from "react";
import * as styles from "./shown-once-dialog.css";

export interface ShownOnceDialogProps {
  /** The secret just made (an API token, a relay URL); the dialog is open while there is one. */
  secret: string | null;
  title: string;
  description: string;
  /** What the secret is, for its field's label and the toasts: "API token", "relay URL". */
  noun: string;
  /** The warning's title: "You will not see this token again". */
  warningTitle: string;
  /** Why, and what to do if it is lost. */
  warning: ReactNode;
  /** Closes the dialog and forgets the secret. */
  onDone: () => void;
}

/** Shows a secret the one time it exists in the page, with a copy button and a clear warning. */
export function ShownOnceDialog({
  secret,
  title,
  description,
  noun,
  warningTitle,
  warning,
  onDone,
}: ShownOnceDialogProps) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const inputId = useId();

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: `${noun[0]?.toUpperCase()}${noun.slice(1)} copied to the clipboard`, tone: "positive" });
    } catch {
      toast({
        title: `Could not copy the ${noun}`,
        description: `Select the ${noun} and copy it with your keyboard instead.`,
        tone: "negative",
      });
    }
  }

  return (
    <Dialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onDone();
        }
      }}
    >
      {secret !== null && (
        <DialogContent
          title={title}
          description={description}
          footer={
            <DialogClose asChild>
              <Button variant={copied ? "primary" : "secondary"}>I have saved it</Button>
            </DialogClose>
          }
        >
          <Stack gap="lg">
            <Callout tone="danger" title={warningTitle}>
              {warning}
            </Callout>
            <div className={inline({ gap: "sm", align: "stretch", wrap: false })}>
              <label htmlFor={inputId} className={visuallyHidden}>
                Your new {noun}
              </label>
              <input
                id={inputId}
                className={styles.secretValue}
                readOnly
                value={secret}
                spellCheck={false}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button onClick={() => void copy(secret)}>{copied ? "Copied" : "Copy"}</Button>
            </div>
          </Stack>
        </DialogContent>
      )}
    </Dialog>
  );
}
