import type { AlertHistoryEntry } from "@chartbot/contracts/alerts";
import { describe, expect, it } from "vitest";
import { alertHistoryCsv, alertHistoryFileName } from "./alert-history-csv";

const entry = (overrides: Partial<AlertHistoryEntry> = {}): AlertHistoryEntry => ({
  id: "00000000-0000-4000-8000-000000000001",
  price: 64_950.5,
  triggeredAt: "2026-11-29T10:15:00.000Z",
  delivery: "delivered",
  failureReason: null,
  alert: {
    id: "00000000-0000-4000-8000-000000000002",
    ticker: "btc",
    symbol: {
      id: "BTCUSD",
      ticker: "BTCUSD",
      provider: "CCXT",
      exchange: "Binance",
      name: "Bitcoin / US Dollar",
      assetClass: "crypto",
    },
    placement: "below",
    level: 65_000,
    percent: null,
    window: null,
    delivery: "direct-message",
    communityId: null,
    channelId: null,
    status: "active",
  },
  ...overrides,
});

describe("alertHistoryCsv", () => {
  it("writes a header and one CRLF line per trigger, UTF-8 with a byte order mark", () => {
    const csv = alertHistoryCsv([entry()]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Triggered at (UTC),Ticker,Market,Condition,Price,Sent to,Delivery,Reason",
      '2026-11-29T10:15:00.000Z,btc,Bitcoin / US Dollar,"Below 65,000",64950.5,Direct message,Delivered,',
      "",
    ]);
  });

  it("quotes commas, quotes and line breaks, and defuses text a spreadsheet would run as a formula", () => {
    const failed = entry({
      delivery: "failed",
      failureReason: 'Missing "Send Messages",\nin #alerts',
      alert: { ...entry().alert, ticker: "=HYPERLINK(1)", symbol: null, delivery: "webhook" },
    });
    const [, line] = alertHistoryCsv([failed]).slice(1).split("\r\n", 2);
    expect(line).toBe(
      `2026-11-29T10:15:00.000Z,'=HYPERLINK(1),No longer in the catalogue,"Below 65,000",64950.5,Webhook,Not delivered,"Missing ""Send Messages"",\nin #alerts"`,
    );
    for (const start of ["+1", "-1", "@SUM(A1)", "\tx"]) {
      expect(alertHistoryCsv([entry({ failureReason: start })])).toContain(`,'${start}`);
    }
  });

  it("names the file by day, and says when it is filtered", () => {
    const day = new Date("2026-11-30T23:59:00.000Z");
    expect(alertHistoryFileName(day, false)).toBe("chartbot-alert-history-2026-11-30.csv");
    expect(alertHistoryFileName(day, true)).toBe("chartbot-alert-history-filtered-2026-11-30.csv");
  });
});
