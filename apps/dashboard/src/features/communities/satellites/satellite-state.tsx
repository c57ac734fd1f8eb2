"use client";

import type { Satellite, SatelliteState } from "@chartbot/contracts/satellites";
import type { BadgeProps } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Inline } from "@chartbot/ui/inline";
import { visuallyHidden } from "@chartbot/ui/tokens";
import Link from "next/link";

/** How each state shows: its badge and what the row says about it. */
export const SATELLITE_STATE_VIEW: Record<
  SatelliteState,
  { label: string; tone: NonNullable<BadgeProps["tone"]>; says: string }
> = {
  waiting_for_invite: {
    label: "Waiting for invite",
    tone: "neutral",
    says: "Its own bot joins the server once someone with Manage Server approves its invite on Discord.",
  },
  running: { label: "Running", tone: "positive", says: "" },
  stale: {
    label: "Not updating",
    tone: "negative",
    says: "It is in the server, but the bot has not reported its price lately.",
  },
  removed: {
    label: "Removed from server",
    tone: "negative",
    says: "Its bot was removed from the server. Invite it again to show the price.",
  },
  no_slot: {
    label: "No slot",
    tone: "negative",
    says: "Not running: no slot covers it. Assign a slot (or subscribe) to run it again.",
  },
};

/**
 * What fixes a satellite's state: its invite (a new tab on Discord), "Check again" (reads the states again),
 * or a slot on the Subscriptions page.
 */
export function SatelliteStateAction({
  satellite,
  slotsHref,
  onCheckAgain,
  checking,
}: {
  satellite: Satellite;
  slotsHref: string;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const invite = (label: string) => (
    <Button asChild size="sm">
      <a href={satellite.inviteUrl} target="_blank" rel="noopener noreferrer">
        {label}
        <span className={visuallyHidden}> the {satellite.ticker} satellite (opens Discord)</span>
      </a>
    </Button>
  );
  const checkAgain = (
    <Button variant="secondary" size="sm" onClick={onCheckAgain} disabled={checking}>
      Check again
      <span className={visuallyHidden}> {satellite.ticker}</span>
    </Button>
  );
  switch (satellite.state) {
    case "waiting_for_invite":
      return (
        <Inline gap="sm">
          {invite("Invite")}
          {checkAgain}
        </Inline>
      );
    case "stale":
      return checkAgain;
    case "removed":
      return invite("Invite again");
    case "no_slot":
      return (
        <Button asChild variant="secondary" size="sm">
          <Link href={slotsHref}>Assign a slot</Link>
        </Button>
      );
    case "running":
      return null;
  }
}
