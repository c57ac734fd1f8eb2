"use client";

import type { CreatedToken } from "@chartbot/contracts/trading";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Dialog, DialogClose, DialogContent } from "@chartbot/ui/dialog";
import { inline } from "@chartbot/ui/inline";
import { Stack } from "@chartbot/ui/stack";
import { useToast } from "@chartbot/ui/toast";
import { visuallyHidden } from "@chartbot/ui/tokens";
import { useState } from "react";
import * as styles from "./trading.css";

export interface CreatedTokenDialogProps {
  /** The token just created; the dialog is open while there is one. */
  token: CreatedToken | null;
  /** Closes the dialog and forgets the token. */
  onDone: () => void;
}

/** Shows a new API token the one time it exists in the page, with a copy button and a clear warning. */
export function CreatedTokenDialog({ token, onDone }: CreatedTokenDialogProps) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: "Token copied to the clipboard", tone: "positive" });
    } catch {
      toast({
        title: "Could not copy the token",
        description: "Select the token and copy it with your keyboard instead.",
        tone: "negative",
      });
    }
  }

  return (
    <Dialog
      open={token !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onDone();
        }
      }}
    >
      {token && (
        <DialogContent
          title={`API token “${token.label}” created`}
          description="Copy it now and keep it somewhere safe."
          footer={
            <DialogClose asChild>
              <Button variant={copied ? "primary" : "secondary"}>I have saved it</Button>
            </DialogClose>
          }
        >
          <Stack gap="lg">
            <Callout tone="danger" title="You will not see this token again">
              Chartbot stores only a fingerprint of it. If you lose it, revoke it and create a new one. Anyone
              with the token can use the API as you.
            </Callout>
            <div className={inline({ gap: "sm", align: "stretch", wrap: false })}>
              <label htmlFor="created-token" className={visuallyHidden}>
                Your new API token
              </label>
              <input
                id="created-token"
                className={styles.tokenValue}
                readOnly
                value={token.token}
                spellCheck={false}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button onClick={() => void copy(token.token)}>{copied ? "Copied" : "Copy"}</Button>
            </div>
          </Stack>
        </DialogContent>
      )}
    </Dialog>
  );
}
