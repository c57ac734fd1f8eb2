import { describe, expect, it } from "vitest";
import { headlineText, percentOf, USAGE_FIGURES, type UsageTotals, usageHeadlines } from "./usage.ts";

const zero = Object.fromEntries(USAGE_FIGURES.map((figure) => [figure, 0])) as Record<
  (typeof USAGE_FIGURES)[number],
  number
>;
const lines = (totals: Partial<UsageTotals>) => usageHeadlines({ ...zero, ...totals }).map(headlineText);

describe("usage headlines", () => {
  it("says how many posts went out and how many of them on time", () => {
    expect(lines({ postsOnTime: 1396, postsLate: 6 })[0]).toBe(
      "Scheduled Posting: 1,402 posts, 99.5 % on time",
    );
    expect(lines({ postsOnTime: 1, postsFailed: 2 })[0]).toBe(
      "Scheduled Posting: 1 post, 100.0 % on time, 2 failed",
    );
    expect(lines({})[0]).toBe("Scheduled Posting: 0 posts");
  });

  it("rounds a share down, so almost all is never shown as all", () => {
    expect(percentOf(9999, 10000)).toBe("99.9 %");
    expect(percentOf(1, 0)).toBeNull();
  });

  it("sets alerts, satellites, commands and relays against what pays for them", () => {
    const headlines = usageHeadlines({
      ...zero,
      alertsDelivered: 49,
      alertsFailed: 1,
      satelliteHoursUp: 160,
      satelliteHoursExpected: 168,
      commandsAnswered: 5210,
      relayMessagesPosted: 1,
    });
    expect(headlines.map((line) => [line.slug, headlineText(line)])).toEqual([
      ["scheduled-posting", "Scheduled Posting: 0 posts"],
      ["price-alerts", "Price Alerts: 50 alerts sent, 98.0 % delivered"],
      ["price-satellite-bots", "Price Satellite Bots: 95.2 % uptime over 168 satellite hours"],
      [null, "Commands: 5,210 answered"],
      [null, "Webhook relays: 1 message posted"],
    ]);
  });
});
