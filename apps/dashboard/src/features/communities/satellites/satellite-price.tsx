"use client";

import type { Satellite } from "@chartbot/contracts/satellites";
import { AlertIcon } from "@chartbot/ui/icons";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "@/features/communities/communities.css";
import { formatDateTime, formatLevel, pluralize } from "@/features/format/format";

/** Whole minutes since the satellite last reported (since it joined the server when it never did), at least 1. */
export function minutesWithoutUpdate(satellite: Satellite, now: number = Date.now()): number {
  const since = Math.max(
    Date.parse(satellite.lastHeartbeatAt ?? satellite.createdAt),
    Date.parse(satellite.joinedAt ?? satellite.createdAt),
  );
  return Math.max(1, Math.floor((now - since) / 60_000));
}

/** "No update from this satellite for 5 minutes". */
export function staleText(satellite: Satellite, now?: number): string {
  return `No update from this satellite for ${pluralize(minutesWithoutUpdate(satellite, now), "minute", "minutes")}`;
}

/** The price a satellite last showed and when, and a warning when it is in the server but stopped reporting. */
export function SatellitePrice({ satellite }: { satellite: Satellite }) {
  return (
    <>
      {satellite.lastPrice !== null && satellite.lastHeartbeatAt ? (
        <p className={styles.runLine}>
          Last price <strong className={styles.price}>{formatLevel(satellite.lastPrice)}</strong> at{" "}
          <time dateTime={satellite.lastHeartbeatAt}>{formatDateTime(satellite.lastHeartbeatAt)}</time>
        </p>
      ) : (
        satellite.state === "running" && <p className={formLayout.muted}>No price reported yet.</p>
      )}
      {satellite.state === "stale" && (
        <p className={styles.warningLine}>
          <AlertIcon size={16} />
          {staleText(satellite)}
        </p>
      )}
    </>
  );
}
