import type { AlertStatus, TickerMode } from "@/api/types";
import type { MarketSymbol } from "@/features/markets/market-symbol";

export type AlertPlacement = "above" | "below";

/** A price alert as GET /api/alerts lists it. */
export interface PriceAlert {
  id: string;
  /** The ticker as the user typed it. */
  ticker: string;
  symbolId: string;
  /** The market it resolved to; null when the catalogue no longer lists it. */
  symbol: MarketSymbol | null;
  placement: AlertPlacement;
  level: number;
  message: string | null;
  /** Null: sent by direct message. */
  communityId: string | null;
  channelId: string | null;
  roleId: string | null;
  status: AlertStatus;
  createdAt: string;
  triggeredAt: string | null;
  expiresAt: string | null;
}

/** GET /api/alerts */
export interface PriceAlertList {
  alerts: PriceAlert[];
}

/** POST /api/alerts (direct-message alerts; the dashboard does not create channel alerts yet). */
export interface CreateAlertBody {
  ticker: string;
  placement: AlertPlacement;
  level: number;
  message?: string;
  mode: TickerMode;
}

/** Alerts that count against the limit and can be paused or resumed. */
export function isOpenAlert(alert: Pick<PriceAlert, "status">): boolean {
  return alert.status === "active" || alert.status === "paused";
}
