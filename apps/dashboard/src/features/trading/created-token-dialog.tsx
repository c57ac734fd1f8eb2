"use client";

import type { CreatedToken } from "@chartbot/contracts/trading";
import { ShownOnceDialog } from "@/components/shown-once-dialog";

export interface CreatedTokenDialogProps {
  /** The token just created; the dialog is open while there is one. */
  token: CreatedToken | null;
  /** Closes the dialog and forgets the token. */
  onDone: () => void;
}

/** Shows a new API token the one time it exists in the page, with a copy button and a clear warning. */
export function CreatedTokenDialog({ token, onDone }: CreatedTokenDialogProps) {
  return (
    <ShownOnceDialog
      secret={token?.token ?? null}
      title={`API token “${token?.label}” created`}
      description="Copy it now and keep it somewhere safe."
      noun="API token"
      warningTitle="You will not see this token again"
      warning="Chartbot stores only a fingerprint of it. If you lose it, revoke it and create a new one. Anyone with the token can use the API as you."
      onDone={onDone}
    />
  );
}
