import type { ChartTheme, CommunitySettings, UpdateCommunityBody } from "@chartbot/contracts/communities";
import type { TickerMode } from "@chartbot/contracts/markets";
import type { FieldErrors } from "@/auth/validation";
import { parseWholeNumber } from "@/features/communities/field-rules";

/** What the settings form holds. */
export interface SettingsFormValues {
  tickerMode: TickerMode;
  autoDelete: boolean;
  /** As typed; used when `autoDelete` is on. */
  autoDeleteMinutes: string;
  theme: ChartTheme;
  timeframe: string;
  chartType: string;
  indicators: string[];
}

/** `value` as one of the offered values, or undefined when it is not offered. */
const oneOf = <T extends string>(offered: readonly T[], value: string): T | undefined =>
  offered.find((item) => item === value);

/** Suggested delay when auto-delete is switched on. */
export const DEFAULT_AUTO_DELETE_MINUTES = 60;

/** The form's starting values: the community's saved settings. */
export function settingsFormValues(settings: CommunitySettings): SettingsFormValues {
  return {
    tickerMode: settings.tickerMode,
    autoDelete: settings.autoDeleteMinutes !== null,
    autoDeleteMinutes: String(settings.autoDeleteMinutes ?? DEFAULT_AUTO_DELETE_MINUTES),
    theme: settings.charting.theme,
    timeframe: settings.charting.timeframe,
    chartType: settings.charting.chartType,
    indicators: [...settings.charting.indicators],
  };
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * The PATCH body with only what changed, or the field errors. `body` is empty (`{}`) when nothing changed.
 */
export function settingsChanges(
  settings: CommunitySettings,
  values: SettingsFormValues,
):
  | { ok: true; body: UpdateCommunityBody }
  | { ok: false; errors: FieldErrors<"autoDeleteMinutes" | "indicators"> } {
  const errors: FieldErrors<"autoDeleteMinutes" | "indicators"> = {};
  let autoDeleteMinutes: number | null = null;
  if (values.autoDelete) {
    const parsed = parseWholeNumber(values.autoDeleteMinutes, {
      ...settings.options.autoDeleteMinutes,
      what: "number of minutes",
    });
    if (parsed.ok) autoDeleteMinutes = parsed.value;
    else errors.autoDeleteMinutes = parsed.error;
  }
  const indicatorsPerChart = settings.entitlements.charting.indicatorsPerChart;
  if (values.indicators.length > indicatorsPerChart) {
    errors.indicators = `Choose at most ${indicatorsPerChart} indicators.`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const body: UpdateCommunityBody = {};
  if (values.tickerMode !== settings.tickerMode) body.tickerMode = values.tickerMode;
  if (autoDeleteMinutes !== settings.autoDeleteMinutes) body.autoDeleteMinutes = autoDeleteMinutes;
  const charting: NonNullable<UpdateCommunityBody["charting"]> = {};
  if (values.theme !== settings.charting.theme) charting.theme = values.theme;
  const { options } = settings;
  const timeframe = oneOf(options.chartTimeframes, values.timeframe);
  if (timeframe && timeframe !== settings.charting.timeframe) charting.timeframe = timeframe;
  const chartType = oneOf(options.chartTypes, values.chartType);
  if (chartType && chartType !== settings.charting.chartType) charting.chartType = chartType;
  const indicators = values.indicators.flatMap((name) => oneOf(options.chartIndicators, name) ?? []);
  if (!sameMembers(indicators, settings.charting.indicators)) charting.indicators = indicators;
  if (Object.keys(charting).length > 0) body.charting = charting;
  return { ok: true, body };
}

/** The labels belong to the entitlement model's chart options. */
export { chartTypeLabel, timeframeLabel } from "@chartbot/addons";

/** `dark` -> `Dark`. */
export function themeLabel(theme: string): string {
  return theme.charAt(0).toUpperCase() + theme.slice(1);
}
