import type { Satellite, SatelliteList } from "@chartbot/contracts/satellites";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/features/format/format";
import { communitySettings } from "@/test/community-settings";
import { installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { minutesWithoutUpdate, staleText } from "./satellite-price";
import { SatellitesSection } from "./satellites-section";

const settings = communitySettings();
const MINUTE = 60_000;

const satellite = (ticker: string, changes: Partial<Satellite>): Satellite => ({
  id: crypto.randomUUID(),
  symbolId: "1",
  ticker,
  name: `${ticker} price`,
  provider: "coingecko",
  exchange: null,
  free: true,
  active: true,
  createdAt: new Date(Date.now() - 60 * MINUTE).toISOString(),
  lastPrice: null,
  lastHeartbeatAt: null,
  stale: false,
  ...changes,
});

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api?.restore());

function serve(satellites: Satellite[]) {
  api = installFakeApi([
    {
      method: "GET",
      path: `/api/communities/${settings.id}/satellites`,
      reply: () => ({
        body: { satellites, paid: { used: 0, slots: 0, limit: 10 } } satisfies SatelliteList,
      }),
    },
  ]);
}

const row = (ticker: string) => {
  const found = screen.getAllByRole("listitem").find((item) => item.textContent?.startsWith(ticker));
  if (!found) throw new Error(`No row for ${ticker}`);
  return found;
};

describe("SatellitesSection: what the bot reported", () => {
  it("shows each satellite's last price and time, and warns when one stopped reporting", async () => {
    const heartbeat = new Date(Date.now() - MINUTE).toISOString();
    const staleSince = new Date(Date.now() - 7 * MINUTE - 5_000).toISOString();
    serve([
      satellite("BTCUSD", { lastPrice: 65_432.1, lastHeartbeatAt: heartbeat }),
      satellite("ETHUSD", { lastPrice: 3_100, lastHeartbeatAt: staleSince, stale: true }),
      satellite("SOLUSD", { createdAt: new Date(Date.now() - 4 * MINUTE).toISOString(), stale: true }),
      satellite("XRPUSD", { free: false, active: false }),
    ]);
    renderWithProviders(<SatellitesSection settings={settings} />);
    await screen.findByRole("list", { name: "Satellites" });

    const btc = row("BTCUSD");
    expect(btc.textContent).toContain(`Last price 65,432.1 at ${formatDateTime(heartbeat)}`);
    expect(within(btc).queryByText(/No update from this satellite/)).toBeNull();

    const eth = row("ETHUSD");
    expect(eth.textContent).toContain("Last price 3,100");
    expect(within(eth).getByText("No update from this satellite for 7 minutes")).toBeTruthy();

    // Never reported since it was added: counted from its creation.
    const sol = row("SOLUSD");
    expect(within(sol).getByText("No price reported yet.")).toBeTruthy();
    expect(within(sol).getByText("No update from this satellite for 4 minutes")).toBeTruthy();

    // Not running (no slot): nothing is expected of the bot.
    const xrp = row("XRPUSD");
    expect(within(xrp).queryByText("No price reported yet.")).toBeNull();
    expect(within(xrp).getByText("Not running: no slot")).toBeTruthy();
  });
});

describe("minutesWithoutUpdate", () => {
  const now = Date.parse("2026-11-25T10:00:00.000Z");
  it("counts whole minutes since the last heartbeat, else since the satellite was added, at least 1", () => {
    expect(minutesWithoutUpdate(satellite("A", { lastHeartbeatAt: "2026-11-25T09:57:59.000Z" }), now)).toBe(
      2,
    );
    expect(
      minutesWithoutUpdate(
        satellite("A", { createdAt: "2026-11-25T09:30:00.000Z", lastHeartbeatAt: null }),
        now,
      ),
    ).toBe(30);
    expect(minutesWithoutUpdate(satellite("A", { lastHeartbeatAt: "2026-11-25T09:59:50.000Z" }), now)).toBe(
      1,
    );
    expect(staleText(satellite("A", { lastHeartbeatAt: "2026-11-25T09:59:00.000Z" }), now)).toBe(
      "No update from this satellite for 1 minute",
    );
  });
});
