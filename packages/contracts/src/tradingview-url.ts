const HOSTS = new Set(["tradingview.com", "www.tradingview.com"]);
const CHART_PATH = /^\/chart\/[A-Za-z0-9_-]+\/?$/;

/**
 * The normalised URL when `value` is a saved TradingView chart layout
 * (`https://www.tradingview.com/chart/<layout id>/`, optionally with a query), otherwise undefined.
 * Only TradingView's own https hosts are accepted: the bot opens these URLs to render charts.
 */
export function normaliseTradingViewChartUrl(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const ok =
    url.protocol === "https:" &&
    HOSTS.has(url.hostname) &&
    url.port === "" &&
    url.username === "" &&
    url.password === "" &&
    CHART_PATH.test(url.pathname);
  return ok ? url.toString() : undefined;
}
