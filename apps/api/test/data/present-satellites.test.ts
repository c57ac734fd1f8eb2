import { SATELLITE_STALE_AFTER_SECONDS } from "@chartbot/contracts/satellites";
import { DEFAULT_SYMBOL_IDS, listSymbols } from "@chartbot/symbol-catalogue";
import { describe, expect, it } from "vitest";
import type { Satellite } from "../../src/data/satellites/list-satellites.js";
import {
  presentBotSatellite,
  presentSatellite,
  runningSatellites,
} from "../../src/data/satellites/present-satellites.js";
import { satelliteState } from "../../src/data/satellites/satellite-state.js";

// The one owner of how a satellite shows: which run, and the same ticker and state for the dashboard and the bot.

const [btc] = DEFAULT_SYMBOL_IDS;
const paidSymbols = listSymbols()
  .filter((symbol) => !(DEFAULT_SYMBOL_IDS as readonly string[]).includes(symbol.id))
  .slice(0, 3);

function row(symbolId: string, index: number): Satellite {
  return {
    id: `00000000-0000-4000-8000-00000000000${index}`,
    communityId: "00000000-0000-4000-8000-0000000000aa",
    symbolId,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    lastPrice: null,
    lastHeartbeatAt: null,
    joinedAt: null,
    leftAt: null,
    membershipReportedAt: null,
  };
}

const invite = { authorizeUrl: "https://discord.com/oauth2/authorize", guildId: "900000000000000042" };

describe("runningSatellites", () => {
  it("runs the free ones always and the oldest paid ones the slots cover, and counts every paid one", () => {
    const rows = [row(paidSymbols[0]?.id ?? "", 1), row(btc ?? "", 2), row(paidSymbols[1]?.id ?? "", 3)];
    const { satellites, paidUsed } = runningSatellites(rows, 1);
    expect(satellites.map(({ running }) => running)).toEqual([true, true, false]);
    expect(paidUsed).toBe(2);
    expect(runningSatellites(rows, 0).satellites.map(({ running }) => running)).toEqual([false, true, false]);
  });

  it("stops a satellite whose symbol the catalogue no longer lists, though a slot covers it", () => {
    const { satellites, paidUsed } = runningSatellites([row("symbol:gone", 1)], 5);
    expect(satellites.map(({ running }) => running)).toEqual([false]);
    expect(paidUsed).toBe(1);
  });
});

describe("presentSatellite and presentBotSatellite", () => {
  it("give the dashboard and the bot the same ticker and state", () => {
    const rows = [row(btc ?? "", 1), row(paidSymbols[2]?.id ?? "", 2), row("symbol:gone", 3)];
    for (const { row: satellite, running } of runningSatellites(rows, 1).satellites) {
      const dashboard = presentSatellite(satellite, running, invite);
      const bot = presentBotSatellite(satellite, running);
      expect(bot).toEqual({
        id: dashboard.id,
        symbolId: dashboard.symbolId,
        ticker: dashboard.ticker,
        active: dashboard.active,
      });
    }
  });

  it("shows a symbol the catalogue dropped by its id, never as an empty ticker", () => {
    const gone = row("symbol:gone", 1);
    expect(presentSatellite(gone, false, invite)).toMatchObject({
      ticker: "symbol:gone",
      name: "Symbol no longer in the catalogue",
      active: false,
      state: "no_slot",
    });
    expect(presentBotSatellite(gone, false).ticker).toBe("symbol:gone");
    expect(presentBotSatellite(row(btc ?? "", 2), true).ticker).toBe("BTCUSD");
  });
});

describe("a satellite's invite", () => {
  it("is its own application's bot authorization for the community's server, asking only Change Nickname", () => {
    const satellite = presentSatellite(row(btc ?? "", 1), true, invite);
    const url = new URL(satellite.inviteUrl);
    expect(`${url.origin}${url.pathname}`).toBe(invite.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: btc,
      permissions: (1n << 26n).toString(),
      scope: "bot",
      guild_id: invite.guildId,
      disable_guild_select: "true",
    });
    expect(satellite.applicationId).toBe(btc);
  });
});

describe("satelliteState", () => {
  const now = new Date(Date.UTC(2026, 0, 2, 12, 0));
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const state = (fields: Partial<Satellite>, active = true) =>
    satelliteState({ ...row(btc ?? "", 1), ...fields }, active, now);

  it("waits for its invite until the bot has seen it in the server", () => {
    expect(state({})).toBe("waiting_for_invite");
  });

  it("runs once joined: at once, and while a heartbeat arrived within the stale time", () => {
    expect(state({ joinedAt: ago(10) })).toBe("running");
    expect(state({ joinedAt: ago(3600), lastHeartbeatAt: ago(SATELLITE_STALE_AFTER_SECONDS) })).toBe(
      "running",
    );
  });

  it("is stale in the server after the stale time without a heartbeat (since joining before the first)", () => {
    expect(state({ joinedAt: ago(SATELLITE_STALE_AFTER_SECONDS + 1) })).toBe("stale");
    expect(state({ joinedAt: ago(3600), lastHeartbeatAt: ago(SATELLITE_STALE_AFTER_SECONDS + 1) })).toBe(
      "stale",
    );
  });

  it("is removed when it left the server after joining", () => {
    expect(state({ leftAt: ago(60), lastHeartbeatAt: ago(30) })).toBe("removed");
  });

  it("is without a slot whatever the server says when the bot keeps it stopped", () => {
    expect(state({ joinedAt: ago(10), lastHeartbeatAt: ago(5) }, false)).toBe("no_slot");
    expect(state({}, false)).toBe("no_slot");
  });
});
