import { communityEntitlements } from "@chartbot/addons";
import { COMMUNITY_OPTIONS } from "@chartbot/contracts/community-options";
import { describe, expect, it } from "vitest";
import { chartChoices } from "./chart-choices";

const free = chartChoices({ options: COMMUNITY_OPTIONS, entitlements: communityEntitlements([]) });
const advanced = chartChoices({
  options: COMMUNITY_OPTIONS,
  entitlements: communityEntitlements([{ slug: "advanced-charting", slots: 1 }]),
});

describe("chartChoices", () => {
  it("lists the free timeframes first and the rest disabled under Advanced Charting", () => {
    expect(free.timeframes.filter((option) => !option.disabled).map((option) => option.value)).toEqual([
      "15m",
      "1H",
      "4H",
      "1D",
      "1W",
    ]);
    const oneMinute = free.timeframes.find((option) => option.value === "1m");
    expect(oneMinute).toEqual({
      value: "1m",
      label: "1 minute (locked)",
      disabled: true,
      group: "Needs Advanced Charting",
    });
    expect(free.lockedChartTypes).toEqual(["Hollow candles", "Heikin Ashi", "Renko", "Line break"]);
    expect(free).toMatchObject({ indicatorsPerChart: 3, moreIndicators: 10, anyLocked: true });
  });

  it("locks nothing with Advanced Charting", () => {
    expect([...advanced.timeframes, ...advanced.chartTypes].some((option) => option.disabled)).toBe(false);
    expect(advanced).toMatchObject({ indicatorsPerChart: 10, moreIndicators: null, anyLocked: false });
  });
});
