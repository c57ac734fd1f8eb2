// The shapes of the API responses the dashboard reads (see /api/openapi.json). Only the fields used are listed;
// when the API's zod schemas move into a shared contracts package, import them from there instead.

export type TickerMode = "traditional" | "crypto";

/** GET/PATCH /api/account */
export interface AccountProfile {
  id: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  discord: { id: string; username: string | null } | null;
  tickerMode: TickerMode;
  createdAt: string;
}

/** GET /api/communities */
export interface CommunityList {
  communities: Array<{ id: string; guildId: string; name: string; iconUrl: string | null }>;
}

export type AlertStatus = "active" | "paused" | "triggered" | "canceled" | "expired";

/** GET /api/alerts */
export interface AlertList {
  alerts: Array<{ id: string; ticker: string; status: AlertStatus }>;
}

export type SubscriptionStatus = "trialing" | "active" | "past_due" | "canceled";

/** GET /api/subscriptions */
export interface SubscriptionsOverview {
  paymentsConfigured: boolean;
  subscriptions: Array<{ id: string; addon: string; quantity: number; status: SubscriptionStatus }>;
}
