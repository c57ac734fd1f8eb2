import { CHARTING_ADDON, chartTypeLabel, getAddon, timeframeLabel } from "@chartbot/addons";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import type { SelectOption } from "@chartbot/ui/select";

/** The name of the add-on that unlocks locked chart choices, for labels and links. */
export const CHARTING_ADDON_NAME = getAddon(CHARTING_ADDON)?.name ?? CHARTING_ADDON;

/** The group heading locked options are listed under. */
export const LOCKED_GROUP = `Needs ${CHARTING_ADDON_NAME}`;

/** Offered values the community may choose first, then the locked ones, disabled under their own heading. */
function lockable(
  offered: readonly string[],
  allowed: readonly string[],
  label: (value: string) => string,
): SelectOption[] {
  const open = offered.filter((value) => allowed.includes(value));
  const locked = offered.filter((value) => !allowed.includes(value));
  return [
    ...open.map((value) => ({ value, label: label(value) })),
    ...locked.map((value) => ({
      value,
      label: `${label(value)} (locked)`,
      disabled: true,
      group: LOCKED_GROUP,
    })),
  ];
}

/** The timeframe and chart type pickers' options, and what is locked, given the community's entitlements. */
export function chartChoices(settings: Pick<CommunitySettings, "options" | "entitlements">) {
  const { options, entitlements } = settings;
  const allowed = entitlements.charting;
  const lockedTimeframes = options.chartTimeframes.filter((value) => !allowed.timeframes.includes(value));
  const lockedChartTypes = options.chartTypes.filter((value) => !allowed.chartTypes.includes(value));
  return {
    timeframes: lockable(options.chartTimeframes, allowed.timeframes, timeframeLabel),
    chartTypes: lockable(options.chartTypes, allowed.chartTypes, chartTypeLabel),
    indicatorsPerChart: allowed.indicatorsPerChart,
    /** More indicators per chart than the community has, with the add-on. */
    moreIndicators:
      options.maxChartIndicators > allowed.indicatorsPerChart ? options.maxChartIndicators : null,
    lockedTimeframes: lockedTimeframes.map(timeframeLabel),
    lockedChartTypes: lockedChartTypes.map(chartTypeLabel),
    anyLocked:
      lockedTimeframes.length > 0 ||
      lockedChartTypes.length > 0 ||
      options.maxChartIndicators > allowed.indicatorsPerChart,
  };
}
export type ChartChoices = ReturnType<typeof chartChoices>;
