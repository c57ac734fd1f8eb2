import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aMarketSymbol, anAlert, aTickerResolution } from "@/test/alerts";
import { apiErrorReply, type FakeReply, installFakeApi } from "@/test/fake-api";
import { anAccountProfile } from "@/test/overview-account";
import { renderWithProviders } from "@/test/render-with-providers";
import { aSubscriptionsOverview } from "@/test/subscriptions";
import { AlertForm } from "./alert-form";

const BTC = aMarketSymbol();
const BINANCE = aMarketSymbol({
  id: "876403636090026034",
  ticker: "BTCUSDT",
  exchange: "binance",
  name: "Bitcoin / Tether",
});

let api: ReturnType<typeof installFakeApi>;
let createReply: FakeReply;

beforeEach(() => {
  createReply = {
    status: 201,
    body: anAlert({ ticker: "BTC", symbolId: BTC.id, symbol: BTC, placement: "above", level: 65000 }),
  };
  api = installFakeApi([
    {
      method: "GET",
      path: "/api/account",
      reply: () => ({ body: anAccountProfile({ tickerMode: "crypto" }) }),
    },
    {
      method: "GET",
      path: /^\/api\/alerts\/resolve\?/,
      reply: ({ url }) => {
        const params = new URL(url, "http://dashboard").searchParams;
        const ticker = params.get("ticker") ?? "";
        return {
          body: {
            ticker,
            mode: params.get("mode"),
            ok: true,
            reason: null,
            symbol: ticker === "binance:BTCUSDT" ? BINANCE : BTC,
            completed: ticker === "BTC",
            alternatives: [BINANCE],
            suggestions: [],
            message: "",
          },
        };
      },
    },
    { method: "POST", path: "/api/alerts", reply: () => createReply },
  ]);
});

afterEach(() => api.restore());

const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });
const posts = () => api.calls.filter((call) => call.method === "POST");

async function typeTicker(value: string) {
  await waitFor(() =>
    expect((screen.getByRole("radio", { name: /^Crypto/ }) as HTMLInputElement).checked).toBe(true),
  );
  fireEvent.change(field("Ticker"), { target: { value } });
}

describe("AlertForm", () => {
  it("defaults to the account's mode and shows which market the ticker means, live", async () => {
    renderWithProviders(<AlertForm />);
    await typeTicker("BTC");
    const sentence = (await screen.findByText(/completed from BTC/)).closest("p");
    expect(sentence?.textContent).toContain("BTCUSD on Bybit via CCXT: Bitcoin / US Dollar");
  });

  it("uses a picked alternative as the exact ticker", async () => {
    renderWithProviders(<AlertForm />);
    await typeTicker("BTC");
    fireEvent.click(await screen.findByRole("button", { name: /^BTCUSDT Binance/ }));
    expect((field("Ticker") as HTMLInputElement).value).toBe("binance:BTCUSDT");
  });

  it("checks the level before sending anything", async () => {
    renderWithProviders(<AlertForm />);
    await typeTicker("BTC");
    fireEvent.change(field("Level"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    expect(await screen.findByText("The level must be above zero.")).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("sends the alert in the chosen mode", async () => {
    renderWithProviders(<AlertForm />);
    await typeTicker("BTC");
    fireEvent.click(screen.getByRole("radio", { name: "Below" }));
    fireEvent.change(field("Level"), { target: { value: "60,000.5" } });
    fireEvent.change(field("Message"), { target: { value: "Buy the dip" } });
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      ticker: "BTC",
      placement: "below",
      level: 60000.5,
      mode: "crypto",
      message: "Buy the dip",
    });
    await waitFor(() => expect((field("Ticker") as HTMLInputElement).value).toBe(""));
  });

  it("explains the alert limit with a link to the Price Alerts add-on", async () => {
    createReply = apiErrorReply(409, "limit_reached", "You already have 5 active or paused alerts.");
    renderWithProviders(<AlertForm />);
    await typeTicker("BTC");
    fireEvent.change(field("Level"), { target: { value: "70000" } });
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    expect(await screen.findByText("Alert limit reached")).toBeTruthy();
    expect(screen.getByText(/You already have 5 active or paused alerts/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the Price Alerts add-on" }).getAttribute("href")).toBe(
      "/subscriptions?addon=price-alerts",
    );
  });

  it("shows the limit before the form is filled; at the limit the failure takes the focus and goes after a delete", async () => {
    let open = 5;
    const counts = () => ({ active: open, paused: 0, triggered: 0, canceled: 0, expired: 0 });
    api.restore();
    api = installFakeApi([
      {
        method: "GET",
        path: "/api/account",
        reply: () => ({ body: anAccountProfile({ tickerMode: "crypto" }) }),
      },
      { method: "GET", path: "/api/subscriptions", reply: () => ({ body: aSubscriptionsOverview() }) },
      {
        method: "GET",
        path: /^\/api\/alerts\?status=open/,
        reply: () => ({ body: { items: [], nextCursor: null, counts: counts() } }),
      },
      {
        method: "GET",
        path: /^\/api\/alerts\/resolve\?/,
        reply: () => ({ body: aTickerResolution("BTC", { completed: true }) }),
      },
      {
        method: "POST",
        path: "/api/alerts",
        reply: () => apiErrorReply(409, "limit_reached", "You already have 5 active or paused alerts."),
      },
    ]);
    const { queryClient, container } = renderWithProviders(<AlertForm />);
    // Said before anything is typed, above the first field.
    const note = await screen.findByText(
      /You can have 5 active or paused alerts on the free plan\. You have 5\./,
    );
    const firstField = container.querySelector("input");
    expect(
      firstField && note.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await typeTicker("BTC");
    fireEvent.change(field("Level"), { target: { value: "70000" } });
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    const failure = (await screen.findByText("Alert limit reached")).closest("[role=alert]");
    await waitFor(() => expect(document.activeElement).toBe(failure));

    // An alert is deleted (the list reads the counts again): the cause is gone, so is the message.
    open = 4;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.queryByText("Alert limit reached")).toBeNull());
    expect(await screen.findByText(/You have 4\./)).toBeTruthy();
  });

  it('shows examples that work in the chosen mode, and says "No market matches" once', async () => {
    api.restore();
    api = installFakeApi([
      {
        method: "GET",
        path: "/api/account",
        reply: () => ({ body: anAccountProfile({ tickerMode: "traditional" }) }),
      },
      {
        method: "GET",
        path: /^\/api\/alerts\/resolve\?/,
        reply: () => ({
          body: aTickerResolution("BTC", {
            mode: "traditional",
            ok: false,
            reason: "not-found",
            symbol: null,
            suggestions: [BTC],
            message: 'No market matches "BTC".',
          }),
        }),
      },
    ]);
    renderWithProviders(<AlertForm />);
    await waitFor(() =>
      expect((screen.getByRole("radio", { name: /^Traditional/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(field("Ticker").getAttribute("placeholder")).toBe("BTCUSDT, AAPL, EURUSD");
    expect(screen.getByText("Type a ticker such as BTCUSDT, AAPL or EURUSD.")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /^Crypto/ }));
    expect(field("Ticker").getAttribute("placeholder")).toBe("BTC, ETH, binance:ETHUSDT");

    fireEvent.click(screen.getByRole("radio", { name: /^Traditional/ }));
    fireEvent.change(field("Ticker"), { target: { value: "BTC" } });
    await screen.findByText('No market matches "BTC".');
    fireEvent.change(field("Level"), { target: { value: "70000" } });
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    await waitFor(() => expect(field("Ticker").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText('No market matches "BTC".')).toHaveLength(1);
  });

  it("shows a duplicate and an unknown ticker where they belong", async () => {
    createReply = apiErrorReply(
      409,
      "duplicate_alert",
      "You already have an alert for BTCUSD (Bybit) above 65000.",
    );
    renderWithProviders(<AlertForm />);
    await typeTicker("BTC");
    fireEvent.change(field("Level"), { target: { value: "65000" } });
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    expect(await screen.findByText("You already have this alert")).toBeTruthy();

    createReply = apiErrorReply(404, "ticker_not_found", 'No market matches "BTC".');
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    await waitFor(() => expect(field("Ticker").getAttribute("aria-invalid")).toBe("true"));
  });
});

describe("AlertForm editing an alert", () => {
  const stored = anAlert({
    id: "0b1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
    ticker: "BTC",
    symbolId: BTC.id,
    symbol: BTC,
    placement: "percent_move",
    level: null,
    percent: 5,
    window: "24h",
    message: "Big move",
  });

  it("opens filled in with the alert and saves every editable field with PATCH", async () => {
    const patches: unknown[] = [];
    api.restore();
    api = installFakeApi([
      {
        method: "GET",
        path: "/api/account",
        reply: () => ({ body: anAccountProfile({ tickerMode: "crypto" }) }),
      },
      {
        method: "GET",
        path: "/api/subscriptions",
        reply: () => ({ body: aSubscriptionsOverview() }),
      },
      {
        method: "PATCH",
        path: `/api/alerts/${stored.id}`,
        reply: ({ body }) => {
          patches.push(body);
          return { body: { ...stored, ...(body as object) } };
        },
      },
    ]);
    let done = 0;
    renderWithProviders(<AlertForm editing={stored} onDone={() => (done += 1)} />);
    expect((field("Move") as HTMLInputElement).value).toBe("5");
    expect((field("Message") as HTMLInputElement).value).toBe("Big move");
    expect((screen.getByRole("combobox", { name: "Within" }) as HTMLSelectElement).value).toBe("24h");
    // Channels and webhooks need the add-on, said before filling in.
    expect(await screen.findByText(/Channels and webhooks need the Price Alerts add-on/)).toBeTruthy();
    expect(await screen.findByText(/You can have 5 active or paused alerts on the free plan/)).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Below" }));
    fireEvent.change(field("Level"), { target: { value: "60,000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save alert" }));
    await waitFor(() => expect(done).toBe(1));
    expect(patches).toEqual([
      {
        placement: "below",
        level: 60000,
        percent: null,
        window: null,
        message: "Big move",
        expiresAt: null,
        cooldownMinutes: null,
        communityId: null,
        channelId: null,
        roleId: null,
        webhookUrl: null,
      },
    ]);
  });
});
