"use client";

import { RELAY_ROTATION_OVERLAP_HOURS, type RelayWithUrl } from "@chartbot/contracts/relays";
import { ShownOnceDialog } from "@/components/shown-once-dialog";

export interface RelayUrlDialogProps {
  /** The relay just created or rotated, with its URL; the dialog is open while there is one. */
  relay: RelayWithUrl | null;
  /** Whether the URL comes from a rotation (the old one keeps working for a while). */
  rotated: boolean;
  /** Closes the dialog and forgets the URL. */
  onDone: () => void;
}

/** Shows a relay's URL the one time it exists in the page, with a copy button and a clear warning. */
export function RelayUrlDialog({ relay, rotated, onDone }: RelayUrlDialogProps) {
  const overlap = rotated
    ? ` The old URL keeps working for ${RELAY_ROTATION_OVERLAP_HOURS} hours, then stops.`
    : "";
  return (
    <ShownOnceDialog
      secret={relay?.url ?? null}
      title={rotated ? `Relay ${relay?.number}: new URL` : `Relay ${relay?.number} created`}
      description="Copy the URL now and paste it where the messages come from, such as a TradingView alert's webhook."
      noun="relay URL"
      warningTitle="You will not see this URL again"
      warning={`Chartbot stores only a fingerprint of its secret. Anyone with the URL can post in the channel: treat it like a password.${overlap}`}
      onDone={onDone}
    />
  );
}
