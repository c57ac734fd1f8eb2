import { communityEntitlements } from "@chartbot/addons";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import { describe, expect, it } from "vitest";
import { communitySettings } from "@/test/community-settings";
import { chartTypeLabel, settingsChanges, settingsFormValues, timeframeLabel } from "./settings-form-values";

const settings: CommunitySettings = communitySettings({
  id: "c1",
  tickerMode: "traditional",
  charting: { theme: "dark", timeframe: "4H", chartType: "candles", indicators: ["EMA", "RSI"] },
  setupCompletedAt: null,
  acceptedTermsVersion: null,
  entitlements: {
    ...communityEntitlements([]),
    charting: { ...communityEntitlements([]).charting, indicatorsPerChart: 2 },
  },
});

describe("settingsChanges", () => {
  it("sends nothing when nothing changed (indicator order does not matter)", () => {
    const values = { ...settingsFormValues(settings), indicators: ["RSI", "EMA"] };
    expect(settingsChanges(settings, values)).toEqual({ ok: true, body: {} });
  });

  it("sends only the fields that changed", () => {
    const values = { ...settingsFormValues(settings), tickerMode: "crypto" as const, timeframe: "1D" };
    expect(settingsChanges(settings, values)).toEqual({
      ok: true,
      body: { tickerMode: "crypto", charting: { timeframe: "1D" } },
    });
  });

  it("turns auto-delete on with the minutes, and off with null", () => {
    const on = { ...settingsFormValues(settings), autoDelete: true, autoDeleteMinutes: "30" };
    expect(settingsChanges(settings, on)).toEqual({ ok: true, body: { autoDeleteMinutes: 30 } });
    const saved = { ...settings, autoDeleteMinutes: 30 };
    const off = { ...settingsFormValues(saved), autoDelete: false };
    expect(settingsChanges(saved, off)).toEqual({ ok: true, body: { autoDeleteMinutes: null } });
  });

  it("refuses minutes outside 1 to 1440 and too many indicators", () => {
    const values = {
      ...settingsFormValues(settings),
      autoDelete: true,
      autoDeleteMinutes: "0",
      indicators: ["EMA", "RSI", "MACD"],
    };
    expect(settingsChanges(settings, values)).toEqual({
      ok: false,
      errors: {
        autoDeleteMinutes: "Enter a number from 1 to 1440.",
        indicators: "Choose at most 2 indicators.",
      },
    });
    expect(settingsChanges(settings, { ...values, autoDeleteMinutes: "1.5", indicators: [] })).toMatchObject({
      ok: false,
      errors: { autoDeleteMinutes: "Enter a whole number from 1 to 1440." },
    });
  });
});

describe("labels", () => {
  it("names timeframes and chart types", () => {
    expect(timeframeLabel("1m")).toBe("1 minute");
    expect(timeframeLabel("4H")).toBe("4 hours");
    expect(timeframeLabel("1M")).toBe("1 month");
    expect(timeframeLabel("odd")).toBe("odd");
    expect(chartTypeLabel("hollow-candles")).toBe("Hollow candles");
    expect(chartTypeLabel("heikin-ashi")).toBe("Heikin Ashi");
  });
});
