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
  applicationId: "1",
  state: "running",
  inviteUrl: "http://127.0.0.1:4100/oauth2/authorize?client_id=1&permissions=67108864&scope=bot",
  joinedAt: new Date(Date.now() - 60 * MINUTE).toISOString(),
  leftAt: null,
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

describe("SatellitesSection: each satellite's state and what fixes it", () => {
  it("shows the last price of a running one, and warns when one in the server stopped reporting", async () => {
    const heartbeat = new Date(Date.now() - MINUTE).toISOString();
    const staleSince = new Date(Date.now() - 7 * MINUTE - 5_000).toISOString();
    serve([
      satellite("BTCUSD", { lastPrice: 65_432.1, lastHeartbeatAt: heartbeat }),
      satellite("ETHUSD", { lastPrice: 3_100, lastHeartbeatAt: staleSince, state: "stale" }),
      satellite("SOLUSD", { joinedAt: new Date(Date.now() - 4 * MINUTE).toISOString(), state: "stale" }),
      satellite("ADAUSD", { joinedAt: new Date().toISOString() }),
    ]);
    renderWithProviders(<SatellitesSection settings={settings} />);
    await screen.findByRole("list", { name: "Satellites" });

    const btc = row("BTCUSD");
    expect(btc.textContent).toContain(`Last price 65,432.1 at ${formatDateTime(heartbeat)}`);
    expect(within(btc).getByText("Running")).toBeTruthy();
    expect(within(btc).queryByText(/No update from this satellite/)).toBeNull();
    expect(within(btc).queryByRole("button", { name: /Check again/ })).toBeNull();

    const eth = row("ETHUSD");
    expect(eth.textContent).toContain("Last price 3,100");
    expect(within(eth).getByText("Not updating")).toBeTruthy();
    expect(within(eth).getByText("No update from this satellite for 7 minutes")).toBeTruthy();
    expect(within(eth).getByRole("button", { name: "Check again ETHUSD" })).toBeTruthy();

    // Never reported since it joined: counted from then.
    expect(within(row("SOLUSD")).getByText("No update from this satellite for 4 minutes")).toBeTruthy();
    expect(within(row("ADAUSD")).getByText("No price reported yet.")).toBeTruthy();
  });

  it("gives a satellite waiting for its invite, or removed, its own invite in a new tab", async () => {
    serve([
      satellite("BTCUSD", { state: "waiting_for_invite", joinedAt: null }),
      satellite("ETHUSD", { state: "removed", joinedAt: null, leftAt: new Date().toISOString() }),
    ]);
    renderWithProviders(<SatellitesSection settings={settings} />);
    await screen.findByRole("list", { name: "Satellites" });

    const btc = row("BTCUSD");
    expect(within(btc).getByText("Waiting for invite")).toBeTruthy();
    const invite = within(btc).getByRole("link", { name: "Invite the BTCUSD satellite (opens Discord)" });
    expect(invite.getAttribute("href")).toBe(satellite("X", {}).inviteUrl);
    expect(invite.getAttribute("target")).toBe("_blank");
    expect(within(btc).getByRole("button", { name: "Check again BTCUSD" })).toBeTruthy();
    expect(within(btc).queryByText("No price reported yet.")).toBeNull();

    const eth = row("ETHUSD");
    expect(within(eth).getByText("Removed from server")).toBeTruthy();
    expect(
      within(eth).getByRole("link", { name: "Invite again the ETHUSD satellite (opens Discord)" }),
    ).toBeTruthy();
  });

  it("sends a satellite without a slot to the Subscriptions page, expecting nothing of the bot", async () => {
    serve([satellite("XRPUSD", { free: false, active: false, state: "no_slot" })]);
    renderWithProviders(<SatellitesSection settings={settings} />);
    await screen.findByRole("list", { name: "Satellites" });
    const xrp = row("XRPUSD");
    expect(within(xrp).queryByText("No price reported yet.")).toBeNull();
    expect(within(xrp).getByText("No slot")).toBeTruthy();
    expect(within(xrp).getByRole("link", { name: "Assign a slot" }).getAttribute("href")).toBe(
      "/subscriptions?addon=price-satellite-bots",
    );
  });
});

describe("minutesWithoutUpdate", () => {
  const now = Date.parse("2026-11-25T10:00:00.000Z");
  it("counts whole minutes since the last heartbeat, else since the satellite joined, at least 1", () => {
    expect(
      minutesWithoutUpdate(
        satellite("A", { joinedAt: "2026-11-25T08:00:00.000Z", lastHeartbeatAt: "2026-11-25T09:57:59.000Z" }),
        now,
      ),
    ).toBe(2);
    expect(
      minutesWithoutUpdate(
        satellite("A", { createdAt: "2026-11-25T09:00:00.000Z", joinedAt: "2026-11-25T09:30:00.000Z" }),
        now,
      ),
    ).toBe(30);
    expect(
      minutesWithoutUpdate(
        satellite("A", { joinedAt: "2026-11-25T08:00:00.000Z", lastHeartbeatAt: "2026-11-25T09:59:50.000Z" }),
        now,
      ),
    ).toBe(1);
    expect(
      staleText(
        satellite("A", { joinedAt: "2026-11-25T08:00:00.000Z", lastHeartbeatAt: "2026-11-25T09:59:00.000Z" }),
        now,
      ),
    ).toBe("No update from this satellite for 1 minute");
  });
});
