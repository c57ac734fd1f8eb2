import type { Alert, TickerResolution } from "@chartbot/contracts/alerts";
import type { MarketSymbol } from "@chartbot/contracts/markets";

/**
 * An active "above 100" direct-message alert as the API answers it, for component tests; `changes` overrides
 * fields. Each call has a new id.
 */
export function anAlert(changes: Partial<Alert> = {}): Alert {
  return {
    id: crypto.randomUUID(),
    ticker: "BTC",
    symbolId: "BTC",
    symbol: null,
    placement: "above",
    level: 100,
    percent: null,
    window: null,
    delivery: "direct-message",
    webhookUrl: null,
    test: null,
    message: null,
    communityId: null,
    channelId: null,
    roleId: null,
    status: "active",
    heldReason: null,
    createdAt: "2025-03-01T10:00:00.000Z",
    triggeredAt: null,
    expiresAt: null,
    cooldownMinutes: null,
    lastTrigger: null,
    ...changes,
  };
}

/** A market of the catalogue: BTCUSD on Bybit via CCXT; `changes` overrides fields. */
export function aMarketSymbol(changes: Partial<MarketSymbol> = {}): MarketSymbol {
  return {
    id: "959920566725798552",
    ticker: "BTCUSD",
    provider: "CCXT",
    exchange: "bybit",
    name: "Bitcoin / US Dollar",
    assetClass: "crypto",
    ...changes,
  };
}

/**
 * `GET /api/alerts/resolve` for `ticker` in crypto mode: found as BTCUSD, with no alternatives; `changes`
 * overrides fields.
 */
export function aTickerResolution(ticker: string, changes: Partial<TickerResolution> = {}): TickerResolution {
  return {
    ticker,
    mode: "crypto",
    ok: true,
    reason: null,
    symbol: aMarketSymbol(),
    completed: false,
    alternatives: [],
    suggestions: [],
    message: "",
    ...changes,
  };
}
