import type { ChartTheme } from "@chartbot/contracts/communities";
import type { CreateLayoutBody, Layout } from "@chartbot/contracts/layouts";
import type { FieldErrors } from "@/auth/validation";

// The API's rules (apps/api routes/communities/layouts.ts and tradingview-url.ts).
export const MAX_LAYOUT_LABEL_LENGTH = 50;
const LABEL_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
const TRADINGVIEW_HOSTS = new Set(["tradingview.com", "www.tradingview.com"]);
const CHART_PATH = /^\/chart\/[A-Za-z0-9_-]+\/?$/;

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
  if (!LABEL_PATTERN.test(value)) {
    return "Use letters, digits, spaces, dots, dashes and underscores, starting with a letter or digit.";
  }
  return undefined;
}

/** Whether `value` is a saved TradingView chart layout URL: https, tradingview.com, `/chart/<id>/`. */
export function isTradingViewChartUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === "https:" &&
    TRADINGVIEW_HOSTS.has(url.hostname) &&
    url.port === "" &&
    url.username === "" &&
    url.password === "" &&
    CHART_PATH.test(url.pathname)
  );
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
