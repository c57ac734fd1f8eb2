import type { ChartTheme } from "@chartbot/contracts/communities";
import {
  type CreateLayoutBody,
  LAYOUT_LABEL_PATTERN,
  type Layout,
  MAX_LAYOUT_LABEL_LENGTH,
  normaliseTradingViewChartUrl,
} from "@chartbot/contracts/layouts";
import type { FieldErrors } from "@/auth/validation";

// The API's rules (@chartbot/contracts/layouts), checked here first.
export { MAX_LAYOUT_LABEL_LENGTH };

export interface LayoutFormValues {
  label: string;
  url: string;
  theme: ChartTheme;
  wide: boolean;
}

/** A layout's label: 1-50 letters, digits, spaces, `.`, `-`, `_`, starting with a letter or digit. */
export function validateLayoutLabel(label: string): string | undefined {
  const value = label.trim();
  if (value === "") return "Enter a label, such as “BTC daily”.";
  if (value.length > MAX_LAYOUT_LABEL_LENGTH) return `Use at most ${MAX_LAYOUT_LABEL_LENGTH} characters.`;
  if (!LAYOUT_LABEL_PATTERN.test(value)) {
    return "Use letters, digits, spaces, dots, dashes and underscores, starting with a letter or digit.";
  }
  return undefined;
}

/** Whether `value` is a saved TradingView chart layout URL: https, tradingview.com, `/chart/<id>/`. */
export function isTradingViewChartUrl(value: string): boolean {
  return normaliseTradingViewChartUrl(value) !== undefined;
}

/** The layout's URL: a TradingView chart layout link. */
export function validateLayoutUrl(url: string): string | undefined {
  const value = url.trim();
  if (value === "") return "Paste the link of the saved chart layout.";
  if (!isTradingViewChartUrl(value)) {
    return "Use the link of a saved TradingView chart layout, such as https://www.tradingview.com/chart/AbCd1234/.";
  }
  return undefined;
}

/** Starting values: the layout being edited, or a new dark, normal-width one. */
export function layoutFormValues(layout?: Layout): LayoutFormValues {
  return layout
    ? { label: layout.label, url: layout.url, theme: layout.theme, wide: layout.wide }
    : { label: "", url: "", theme: "dark", wide: false };
}

/** The body of valid values, or the errors by field. */
export function toLayoutBody(
  values: LayoutFormValues,
): { ok: true; body: CreateLayoutBody } | { ok: false; errors: FieldErrors<"label" | "url"> } {
  const errors: FieldErrors<"label" | "url"> = {};
  const label = validateLayoutLabel(values.label);
  if (label) errors.label = label;
  const url = validateLayoutUrl(values.url);
  if (url) errors.url = url;
  if (label || url) return { ok: false, errors };
  return {
    ok: true,
    body: { label: values.label.trim(), url: values.url.trim(), theme: values.theme, wide: values.wide },
  };
}
