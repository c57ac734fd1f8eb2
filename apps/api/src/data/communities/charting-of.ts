import { type ChartingEntitlements, DEFAULT_CHART, effectiveChartChoice } from "@chartbot/addons";
import type { Charting } from "@chartbot/contracts/communities";
import { CHART_INDICATORS, CHART_TIMEFRAMES, CHART_TYPES } from "@chartbot/contracts/community-options";
import type { communities } from "../../db/schema.js";

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

type ChartColumns = Pick<
  typeof communities.$inferSelect,
  "chartTheme" | "chartTimeframe" | "chartType" | "chartIndicators"
>;

/**
 * A community's chart defaults in effect, the settings screen's and the bot API's: any value no longer offered
 * is replaced by the default (never a 500 for old data), and a saved choice its entitlements no longer cover
 * (an add-on lapsed) falls back to the free one. The saved row is left alone, so the choice returns with the
 * add-on (docs/decisions: lapsed add-ons).
 */
export function chartingOf(community: ChartColumns, allowed: ChartingEntitlements): Charting {
  return effectiveChartChoice(
    {
      theme: community.chartTheme,
      timeframe: oneOf(CHART_TIMEFRAMES, community.chartTimeframe, DEFAULT_CHART.timeframe),
      chartType: oneOf(CHART_TYPES, community.chartType, DEFAULT_CHART.chartType),
      indicators: community.chartIndicators.filter((name): name is (typeof CHART_INDICATORS)[number] =>
        (CHART_INDICATORS as readonly string[]).includes(name),
      ),
    },
    allowed,
  );
}
