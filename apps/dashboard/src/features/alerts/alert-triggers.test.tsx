import type { Alert, AlertPage, AlertTrigger, AlertTriggerPage } from "@chartbot/contracts/alerts";
import type { AlertPriceSeries } from "@chartbot/contracts/prices";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/features/format/format";
import { anAlert } from "@/test/alerts";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { AlertList } from "./alert-list";

const trigger = (price: number, at: string, changes: Partial<AlertTrigger> = {}): AlertTrigger => ({
  id: crypto.randomUUID(),
  price,
  triggeredAt: at,
  delivery: "delivered",
  failureReason: null,
  ...changes,
});

const alert = (ticker: string, changes: Partial<Alert>): Alert =>
  anAlert({ ticker, symbolId: ticker, createdAt: "2026-11-01T10:00:00.000Z", ...changes });

const failed = trigger(101.5, "2026-11-25T09:00:00.000Z", {
  delivery: "failed",
  failureReason: "Cannot send messages to this user",
});
const repeating = alert("BTCUSD", {
  cooldownMinutes: 60,
  triggeredAt: failed.triggeredAt,
  lastTrigger: failed,
});
const oneShot = alert("ETHUSD", {
  status: "triggered",
  triggeredAt: "2026-11-25T08:00:00.000Z",
  lastTrigger: trigger(3_050, "2026-11-25T08:00:00.000Z", { delivery: "pending" }),
});
const quiet = alert("SOLUSD", {});
const expired = alert("XRPUSD", { status: "expired" });
const counts = { active: 2, paused: 0, triggered: 1, canceled: 0, expired: 0 };
const page = (items: Alert[]): FakeReply => ({
  body: { items, nextCursor: null, counts } satisfies AlertPage,
});

const yesterday = trigger(100.2, "2026-11-24T09:00:00.000Z");
const twoDaysAgo = trigger(100.1, "2026-11-23T09:00:00.000Z", { delivery: "failed", failureReason: null });

/**
 * The prices the bot reported for an alert's market: none here, so the chart is its caption alone (the chart
 * library draws on a canvas happy-dom does not have; the browser tests draw it).
 */
const series = (url: string): AlertPriceSeries => ({
  symbolId: url.includes(expired.id) ? "XRPUSD" : "BTCUSD",
  level: 100,
  points: [],
  latest: { symbolId: "BTCUSD", price: null, observedAt: null, ageSeconds: null, stale: true },
});

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

function serve(history: (url: string) => FakeReply) {
  api = installFakeApi([
    {
      method: "GET",
      path: "/api/subscriptions",
      reply: () => ({ body: { paymentsConfigured: true, addons: [], subscriptions: [] } }),
    },
    { method: "GET", path: "/api/alerts?status=open", reply: () => page([repeating, quiet]) },
    { method: "GET", path: "/api/alerts?status=closed", reply: () => page([oneShot, expired]) },
    { method: "GET", path: /\/triggers\?/, reply: ({ url }) => history(url) },
    { method: "GET", path: /\/prices$/, reply: ({ url }) => ({ body: series(url) }) },
  ]);
}

const card = (market: string) => {
  const heading = screen.getByRole("heading", { name: market });
  const found = heading.closest("li");
  if (!found) throw new Error(`No card for ${market}`);
  return found;
};

describe("AlertList: triggers the bot reported", () => {
  it("shows each alert's last trigger with its price, time and delivery", async () => {
    serve(() => ({ body: { items: [], nextCursor: null } }));
    renderWithProviders(<AlertList />);
    await screen.findByRole("heading", { name: "BTCUSD" });

    const btc = card("BTCUSD");
    expect(btc.textContent).toContain(`Last triggered at 101.5 on ${formatDateTime(failed.triggeredAt)}`);
    expect(within(btc).getByText("Not delivered")).toBeTruthy();
    expect(within(btc).getByText("Cannot send messages to this user")).toBeTruthy();
    expect(btc.textContent).toContain("Repeats, at most once every 60 minutes");

    const eth = card("ETHUSD");
    expect(eth.textContent).toContain("Last triggered at 3,050");
    expect(within(eth).getByText("Sending…")).toBeTruthy();

    const sol = card("SOLUSD");
    expect(sol.textContent).not.toContain("Last triggered");
    expect(within(sol).queryByRole("button", { name: /History/ })).toBeNull();
    expect(api.calls.some((call) => call.url.includes("/triggers"))).toBe(false);
  });

  it("opens an alert's history on request, a page at a time", async () => {
    serve((url) =>
      url.includes("cursor=")
        ? { body: { items: [twoDaysAgo], nextCursor: null } satisfies AlertTriggerPage }
        : { body: { items: [failed, yesterday], nextCursor: "page-2" } satisfies AlertTriggerPage },
    );
    renderWithProviders(<AlertList />);
    await screen.findByRole("heading", { name: "BTCUSD" });
    const toggle = within(card("BTCUSD")).getByRole("button", { name: "History of the alert for BTCUSD" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    const list = await screen.findByRole("list", { name: "Triggers of the alert for BTCUSD" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(api.calls.find((call) => call.url.includes("/triggers"))?.url).toBe(
      `/api/alerts/${repeating.id}/triggers?limit=10`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show more triggers" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    const last = within(list).getAllByRole("listitem")[2];
    expect(last?.textContent).toContain("Triggered at 100.1");
    expect(last?.textContent).toContain("Not delivered");
    expect(screen.queryByRole("button", { name: "Show more triggers" })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list", { name: "Triggers of the alert for BTCUSD" })).toBeNull();
  });

  it("shows a closed alert's price chart in its history, even one that never triggered", async () => {
    serve(() => ({ body: { items: [], nextCursor: null } }));
    renderWithProviders(<AlertList />);
    await screen.findByRole("heading", { name: "XRPUSD" });
    fireEvent.click(within(card("XRPUSD")).getByRole("button", { name: "History of the alert for XRPUSD" }));
    const chart = await within(card("XRPUSD")).findByTestId("alert-price-chart");
    expect(chart.textContent).toBe("No prices reported for this market in the last 24 hours. ");
    expect(await within(card("XRPUSD")).findByText("This alert has not triggered yet.")).toBeTruthy();
    expect(api.calls.some((call) => call.url === `/api/alerts/${expired.id}/prices`)).toBe(true);
  });

  it("says when the history cannot be loaded", async () => {
    serve(() => apiErrorReply(500, "internal", "The server had a problem."));
    renderWithProviders(<AlertList />);
    await screen.findByRole("heading", { name: "ETHUSD" });
    fireEvent.click(screen.getByRole("button", { name: "History of the alert for ETHUSD" }));
    expect(await screen.findByText("Could not load the alert's history")).toBeTruthy();
  });
});
