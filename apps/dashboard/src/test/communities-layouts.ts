import type { Layout } from "@chartbot/contracts/layouts";

/**
 * A dark, normal-width TradingView layout of a community as the API answers it, for component tests;
 * `changes` overrides fields. Each call has a new id.
 */
export function aLayout(changes: Partial<Layout> = {}): Layout {
  return {
    id: crypto.randomUUID(),
    label: "BTC daily",
    url: "https://www.tradingview.com/chart/AbCd1234/",
    theme: "dark",
    wide: false,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...changes,
  };
}
