import type { BotCommunity } from "@chartbot/contracts/bot";
import { satelliteInviteUrl } from "@chartbot/contracts/discord";
import type { Satellite } from "@chartbot/contracts/satellites";
import { getSymbol } from "@chartbot/symbol-catalogue";
import { catalogueTicker } from "../catalogue-symbols.js";
import { isFreeSatellite } from "./is-free-satellite.js";
import type { Satellite as SatelliteRow } from "./list-satellites.js";
import { satelliteState } from "./satellite-state.js";

/**
 * The one owner of how a satellite row is shown: to the dashboard (`presentSatellite`) and to the bot
 * (`presentBotSatellite`), both from `runningSatellites`, which decides which satellites run.
 */

/**
 * A community's satellites (oldest first, as `listSatellites` gives them), each with whether it runs: the free
 * ones always, paid ones in order while the community's `paidCovered` slots last, and only while the catalogue
 * lists the symbol. `paidUsed` is how many paid satellites the community has.
 */
export function runningSatellites<Row extends Pick<SatelliteRow, "symbolId">>(
  rows: readonly Row[],
  paidCovered: number,
): { satellites: { row: Row; running: boolean }[]; paidUsed: number } {
  let paidUsed = 0;
  const satellites = rows.map((row) => {
    let covered = true;
    if (!isFreeSatellite(row.symbolId)) {
      paidUsed += 1;
      covered = paidUsed <= paidCovered;
    }
    return { row, running: covered && getSymbol(row.symbolId) !== undefined };
  });
  return { satellites, paidUsed };
}

/** Where the dashboard's satellites invite their bots: Discord's authorize page and the community's server. */
export interface InviteTarget {
  authorizeUrl: string;
  guildId: string;
}

/** A satellite as the dashboard shows it, with its state as of `now` and its own invite. */
export function presentSatellite(
  satellite: SatelliteRow,
  running: boolean,
  invite: InviteTarget,
  now = new Date(),
): Satellite {
  const symbol = getSymbol(satellite.symbolId);
  return {
    id: satellite.id,
    symbolId: satellite.symbolId,
    applicationId: satellite.symbolId,
    ticker: catalogueTicker(satellite.symbolId),
    name: symbol?.name ?? "Symbol no longer in the catalogue",
    provider: symbol?.provider ?? "",
    exchange: symbol?.exchange ?? null,
    free: isFreeSatellite(satellite.symbolId),
    active: running,
    state: satelliteState(satellite, running, now),
    inviteUrl: satelliteInviteUrl({
      authorizeUrl: invite.authorizeUrl,
      applicationId: satellite.symbolId,
      guildId: invite.guildId,
    }),
    createdAt: satellite.createdAt.toISOString(),
    joinedAt: satellite.joinedAt?.toISOString() ?? null,
    leftAt: satellite.leftAt?.toISOString() ?? null,
    lastPrice: satellite.lastPrice,
    lastHeartbeatAt: satellite.lastHeartbeatAt?.toISOString() ?? null,
  };
}

/** A satellite as the bot runs it. */
export function presentBotSatellite(
  satellite: Pick<SatelliteRow, "id" | "symbolId">,
  running: boolean,
): BotCommunity["satellites"][number] {
  return {
    id: satellite.id,
    symbolId: satellite.symbolId,
    ticker: catalogueTicker(satellite.symbolId),
    active: running,
  };
}
