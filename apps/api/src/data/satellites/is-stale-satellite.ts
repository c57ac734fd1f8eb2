import { SATELLITE_HEARTBEAT_SECONDS, SATELLITE_STALE_AFTER_MISSED } from "@chartbot/contracts/satellites";

/** How long an active satellite may go without a heartbeat before it is stale. */
export const STALE_AFTER_MS = SATELLITE_STALE_AFTER_MISSED * SATELLITE_HEARTBEAT_SECONDS * 1000;

/**
 * Whether a satellite the bot should be running has missed `SATELLITE_STALE_AFTER_MISSED` heartbeats in a row:
 * none for that long since the last one, or since it was added before the first. Stopped ones are never stale.
 */
export function isStaleSatellite(
  satellite: { lastHeartbeatAt: Date | null; createdAt: Date },
  active: boolean,
  now: Date,
): boolean {
  if (!active) return false;
  const since = satellite.lastHeartbeatAt ?? satellite.createdAt;
  return now.getTime() - since.getTime() > STALE_AFTER_MS;
}
