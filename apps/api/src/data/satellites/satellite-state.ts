import { SATELLITE_STALE_AFTER_SECONDS, type SatelliteState } from "@chartbot/contracts/satellites";
import type { Satellite } from "./list-satellites.js";

/**
 * Where a satellite stands (`SATELLITE_STATES`), derived, never stored: without a slot when the bot keeps it
 * stopped (`active` false); else from the bot's membership reports (never in the server: waiting for its
 * invite; gone after joining: removed) and its heartbeats (in the server: running while one arrived within
 * `SATELLITE_STALE_AFTER_SECONDS`, counted from when it joined before the first; stale after that).
 */
export function satelliteState(
  satellite: Pick<Satellite, "joinedAt" | "leftAt" | "lastHeartbeatAt">,
  active: boolean,
  now: Date,
): SatelliteState {
  if (!active) return "no_slot";
  if (!satellite.joinedAt) return satellite.leftAt ? "removed" : "waiting_for_invite";
  const since = Math.max(satellite.joinedAt.getTime(), satellite.lastHeartbeatAt?.getTime() ?? 0);
  return now.getTime() - since > SATELLITE_STALE_AFTER_SECONDS * 1000 ? "stale" : "running";
}
