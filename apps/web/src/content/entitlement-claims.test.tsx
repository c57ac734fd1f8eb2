import {
  ADDONS,
  accountEntitlements,
  CHART_TIMEFRAMES,
  CHART_TYPES,
  type ChartTimeframe,
  type ChartType,
  communityEntitlements,
  getAddon,
  lockedChartChoice,
  timeframeToken,
} from "@chartbot/addons";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddonView } from "@/views/addon-view";
import { FeatureView } from "@/views/feature-view";
import { PricingView } from "@/views/pricing-view";
import { getFeature } from "./features";
import type { OptionsTable } from "./types";

// Every limit and unlock /pro, /pro/* and /features/* state, checked against the entitlement model the API
// enforces: `communityEntitlements` and `lockedChartChoice` are what PATCH /api/communities/:id calls, and
// `accountEntitlements` what the alert limit calls (the API tests prove those refuse and accept).

const free = communityEntitlements([]);
const advanced = communityEntitlements([{ slug: "advanced-charting", slots: 1 }]);
const freeAccount = accountEntitlements([]);
const alertsAccount = accountEntitlements(["price-alerts"]);

const charting = getFeature("charting");
const pages = {
  "/pro": renderToStaticMarkup(<PricingView />),
  "/features/charting": renderToStaticMarkup(<FeatureView doc={charting} />),
  "/features/price-alerts": renderToStaticMarkup(<FeatureView doc={getFeature("price-alerts")} />),
  "/features/scheduled-posting": renderToStaticMarkup(<FeatureView doc={getFeature("scheduled-posting")} />),
  "/features/layouts": renderToStaticMarkup(<FeatureView doc={getFeature("layouts")} />),
  ...Object.fromEntries(
    ADDONS.map((addon) => [`/pro/${addon.slug}`, renderToStaticMarkup(<AddonView addon={addon} />)]),
  ),
} as Record<string, string>;

const table = (caption: string): OptionsTable => {
  const found = charting.options?.find((options) => options.caption.startsWith(caption));
  if (!found) throw new Error(`no ${caption} table`);
  return found;
};
const tokensOf = (options: OptionsTable, availability: "free" | "addon") =>
  options.rows.filter((row) => row.availability === availability).flatMap((row) => row.option.split(" "));
const timeframeOf = (token: string) =>
  CHART_TIMEFRAMES.find((timeframe) => timeframeToken(timeframe) === token);
/** The rendered table row of an option, from its `<code>` to the end of the row. */
const renderedRow = (html: string, option: string) => {
  const start = html.indexOf(`<code>${option}</code>`);
  expect(start, option).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</tr>", start));
};

describe("/features/charting states what the API enforces", () => {
  it("lists exactly the free timeframes as free and every other offered one as the add-on's", () => {
    const timeframes = table("Timeframes");
    const freeOnes = tokensOf(timeframes, "free").map(timeframeOf);
    const addonOnes = tokensOf(timeframes, "addon").map(timeframeOf);
    expect(freeOnes).toEqual(free.charting.timeframes);
    expect([...freeOnes, ...addonOnes].sort()).toEqual([...CHART_TIMEFRAMES].sort());
    for (const timeframe of freeOnes) {
      expect(lockedChartChoice({ timeframe: timeframe as ChartTimeframe }, free.charting)).toBeUndefined();
    }
    for (const timeframe of addonOnes) {
      expect(lockedChartChoice({ timeframe: timeframe as ChartTimeframe }, free.charting)?.addon).toBe(
        "advanced-charting",
      );
      expect(
        lockedChartChoice({ timeframe: timeframe as ChartTimeframe }, advanced.charting),
      ).toBeUndefined();
    }
  });

  it("lists exactly the free chart types as free and the rest (Renko and line break too) as the add-on's", () => {
    const styles = table("Styles");
    const known = (token: string) => (CHART_TYPES as readonly string[]).includes(token);
    const freeOnes = tokensOf(styles, "free").filter(known) as ChartType[];
    const addonOnes = tokensOf(styles, "addon").filter(known) as ChartType[];
    expect(freeOnes).toEqual(free.charting.chartTypes);
    expect(addonOnes).toEqual(
      expect.arrayContaining(["heikin-ashi", "renko", "line-break", "hollow-candles"]),
    );
    expect([...freeOnes, ...addonOnes].sort()).toEqual([...CHART_TYPES].sort());
    for (const chartType of addonOnes) {
      expect(lockedChartChoice({ chartType }, free.charting)?.addon).toBe("advanced-charting");
      expect(lockedChartChoice({ chartType }, advanced.charting)).toBeUndefined();
    }
  });

  it("marks high resolution as the add-on's, as the entitlements do", () => {
    const hd = table("Styles").rows.find((row) => row.option === "hd");
    expect(hd?.availability).toBe(
      !free.charting.highResolution && advanced.charting.highResolution ? "addon" : "free",
    );
  });

  it("renders the add-on badge on exactly the add-on rows", () => {
    const html = pages["/features/charting"] as string;
    for (const options of charting.options ?? []) {
      for (const row of options.rows) {
        expect(renderedRow(html, row.option).includes("Add-on"), row.option).toBe(
          row.availability === "addon",
        );
      }
    }
  });
});

describe("every number the pricing and feature pages state is the model's", () => {
  const numbersBefore = (pattern: RegExp) =>
    Object.entries(pages).flatMap(([path, html]) =>
      [...html.replace(/<[^>]+>/g, "").matchAll(pattern)].map((match) => [path, Number(match[1])] as const),
    );

  it("states indicators per chart as 3 free and 10 with Advanced Charting, and nothing else", () => {
    const claims = numbersBefore(/(\d+) indicators/g);
    expect(claims.length).toBeGreaterThan(3);
    for (const [path, count] of claims) {
      expect([free.charting.indicatorsPerChart, advanced.charting.indicatorsPerChart], path).toContain(count);
    }
    for (const path of ["/pro", "/features/charting", "/pro/advanced-charting"]) {
      expect(pages[path]).toContain(`up to ${free.charting.indicatorsPerChart} indicators per chart`);
    }
    expect(pages["/features/charting"]).toContain(
      `up to ${advanced.charting.indicatorsPerChart} indicators per chart`,
    );
    expect(Object.values(pages).join(" ")).not.toMatch(/\b(one|two|three|four|five|ten) indicators/i);
  });

  it("states alerts as 5 free and 100 with Price Alerts", () => {
    const claims = numbersBefore(/(\d+) (?:active (?:or paused )?)?(?:price )?alerts/gi);
    expect(claims.length).toBeGreaterThan(1);
    for (const [path, count] of claims)
      expect([freeAccount.alerts, alertsAccount.alerts], path).toContain(count);
    expect(pages["/features/price-alerts"]).toContain(`raises that to ${alertsAccount.alerts}`);
  });

  it("states the scheduled posts and layouts a community keeps with their add-ons", () => {
    const posts = communityEntitlements([{ slug: "scheduled-posting", slots: 1 }]).scheduledPosts;
    const layouts = communityEntitlements([{ slug: "tradingview-layouts", slots: 1 }]).layouts;
    expect(free.scheduledPosts).toBe(0);
    expect(free.layouts).toBe(0);
    expect(pages["/features/scheduled-posting"]).toContain(`up to ${posts} scheduled posts`);
    expect(pages["/features/layouts"]).toContain(`up to ${layouts} layouts`);
    for (const [path, count] of numbersBefore(/up to (\d+) (?:scheduled posts|layouts)/g)) {
      expect([posts, layouts], path).toContain(count);
    }
  });

  it("shows each add-on's limits as the model's", () => {
    const satellites = communityEntitlements([{ slug: "price-satellite-bots", slots: 1000 }]).paidSatellites;
    const expected: Record<string, Record<string, string>> = {
      "advanced-charting": {
        "Indicators per chart": String(advanced.charting.indicatorsPerChart),
        "Without the add-on": String(free.charting.indicatorsPerChart),
        Timeframes: String(advanced.charting.timeframes.length),
        "Chart types": String(advanced.charting.chartTypes.length),
      },
      "scheduled-posting": {
        "Scheduled posts per community": String(
          communityEntitlements([{ slug: "scheduled-posting", slots: 1 }]).scheduledPosts,
        ),
      },
      "tradingview-layouts": {
        "Layouts per community": String(
          communityEntitlements([{ slug: "tradingview-layouts", slots: 1 }]).layouts,
        ),
      },
      "price-satellite-bots": { "Paid satellites per community": String(satellites) },
      "price-alerts": {
        "Active or paused alerts": String(alertsAccount.alerts),
        "Without the add-on": String(freeAccount.alerts),
      },
    };
    for (const [slug, limits] of Object.entries(expected)) {
      const addon = getAddon(slug);
      for (const [label, value] of Object.entries(limits)) {
        expect(addon?.limits, `${slug}: ${label}`).toContainEqual({ label, value });
        expect(pages[`/pro/${slug}`]).toContain(value);
      }
    }
    expect(getAddon("advanced-charting")?.features).toContain(
      `Up to ${advanced.charting.indicatorsPerChart} indicators per chart instead of ${free.charting.indicatorsPerChart}`,
    );
  });
});
