import { describe, expect, it } from "vitest";
import { getAddon } from "./addons.ts";
import { CHART_TIMEFRAMES, CHART_TYPES } from "./charting.ts";
import {
  accountEntitlements,
  communityEntitlements,
  effectiveChartChoice,
  FREE_COMMUNITY,
  lockedChartChoice,
} from "./entitlements.ts";

const free = communityEntitlements([]);
const advanced = communityEntitlements([{ slug: "advanced-charting", slots: 1 }]);

describe("community entitlements", () => {
  it("gives a free community 3 indicators, the core timeframes and the basic chart types", () => {
    expect(free.charting).toEqual({
      timeframes: ["15m", "1H", "4H", "1D", "1W"],
      chartTypes: ["candles", "bars", "line", "area"],
      indicatorsPerChart: 3,
      highResolution: false,
    });
    expect(free).toMatchObject({ scheduledPosts: 0, layouts: 0, paidSatellites: 0, brandedBot: false });
  });

  it("unlocks every timeframe and chart type, 10 indicators and high resolution with Advanced Charting", () => {
    expect(advanced.charting.timeframes).toEqual(CHART_TIMEFRAMES);
    expect(advanced.charting.chartTypes).toEqual(CHART_TYPES);
    expect(advanced.charting.chartTypes).toEqual(
      expect.arrayContaining(["hollow-candles", "heikin-ashi", "renko", "line-break"]),
    );
    expect(advanced.charting.indicatorsPerChart).toBe(10);
    expect(advanced.charting.highResolution).toBe(true);
    expect(advanced.scheduledPosts).toBe(0);
  });

  it("unlocks each community add-on's own limit, and satellites by slot up to 10", () => {
    const all = communityEntitlements([
      { slug: "scheduled-posting", slots: 1 },
      { slug: "tradingview-layouts", slots: 1 },
      { slug: "price-satellite-bots", slots: 3 },
      { slug: "bot-license", slots: 1 },
    ]);
    expect(all).toMatchObject({ scheduledPosts: 100, layouts: 25, paidSatellites: 3, brandedBot: true });
    expect(all.charting).toEqual(FREE_COMMUNITY.charting);
    expect(communityEntitlements([{ slug: "price-satellite-bots", slots: 40 }]).paidSatellites).toBe(10);
    expect(communityEntitlements([{ slug: "advanced-charting", slots: 0 }])).toEqual(free);
  });

  it("leaves account add-ons out of a community's entitlements", () => {
    expect(communityEntitlements([{ slug: "price-alerts", slots: 1 }])).toEqual(free);
  });
});

describe("account entitlements", () => {
  it("allows 5 alerts by direct message, and 100 in channels too with Price Alerts", () => {
    expect(accountEntitlements([])).toEqual({ alerts: 5, alertsInChannels: false });
    expect(accountEntitlements(["price-alerts"])).toEqual({ alerts: 100, alertsInChannels: true });
    expect(accountEntitlements(["advanced-charting"])).toEqual({ alerts: 5, alertsInChannels: false });
  });
});

describe("locked chart choices", () => {
  it("names Advanced Charting and the locked timeframe, chart type or indicator count", () => {
    expect(lockedChartChoice({ timeframe: "1m" }, free.charting)).toEqual({
      addon: "advanced-charting",
      toDoWhat: "use the 1 minute timeframe",
    });
    expect(lockedChartChoice({ chartType: "heikin-ashi" }, free.charting)?.toDoWhat).toBe(
      "use Heikin Ashi charts",
    );
    expect(lockedChartChoice({ indicators: ["SMA", "EMA", "RSI", "MACD"] }, free.charting)?.toDoWhat).toBe(
      "draw more than 3 indicators per chart",
    );
  });

  it("accepts free choices without the add-on and every choice with it", () => {
    expect(
      lockedChartChoice(
        { timeframe: "4H", chartType: "area", indicators: ["SMA", "EMA", "RSI"] },
        free.charting,
      ),
    ).toBeUndefined();
    expect(
      lockedChartChoice(
        { timeframe: "1M", chartType: "renko", indicators: ["SMA", "EMA", "RSI", "MACD", "ATR"] },
        advanced.charting,
      ),
    ).toBeUndefined();
  });

  it("falls a lapsed choice back to the defaults and the first allowed indicators", () => {
    const saved = {
      timeframe: "1m",
      chartType: "line-break",
      indicators: ["SMA", "EMA", "RSI", "MACD"],
    } as const;
    expect(effectiveChartChoice(saved, free.charting)).toEqual({
      timeframe: "1H",
      chartType: "candles",
      indicators: ["SMA", "EMA", "RSI"],
    });
    expect(effectiveChartChoice(saved, advanced.charting)).toEqual(saved);
  });
});

describe("the catalogue's texts", () => {
  it("states Advanced Charting's numbers and chart types from the model", () => {
    const addon = getAddon("advanced-charting");
    expect(addon?.limits).toContainEqual({ label: "Indicators per chart", value: "10" });
    expect(addon?.limits).toContainEqual({ label: "Without the add-on", value: "3" });
    expect(addon?.features).toContain("Up to 10 indicators per chart instead of 3");
    expect(addon?.features).toContain("Every timeframe from 1 minute to 1 month");
    expect(addon?.features).toContain("Hollow candles, Heikin Ashi, Renko and Line break charts");
  });
});
