import type { SubscriptionStatus } from "@/api/types";

/** What one slot buys: the add-on in one community, one satellite bot, or the whole account. */
export type AddonUnit = "community" | "satellite" | "account";

/** An add-on of the catalogue, as offered to the caller. */
export interface AddonOffer {
  slug: string;
  name: string;
  tagline: string;
  monthlyPriceCents: number;
  /** Monthly price of one slot, formatted: "$15". */
  price: string;
  trialDays: number;
  /** Whether a checkout now starts with the free trial (never had this add-on). */
  trialAvailable: boolean;
  unit: AddonUnit;
  maxQuantity: number;
  isNew: boolean;
}

export interface Slot {
  id: string;
  assignedTo: { type: "community"; communityId: string; name: string } | { type: "personal" };
}

export interface Subscription {
  id: string;
  addon: string;
  /** Slots paid for. */
  quantity: number;
  status: SubscriptionStatus;
  /** When it renews, or ends when canceling. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  slots: Slot[];
}

/** GET /api/subscriptions */
export interface SubscriptionsPage {
  paymentsConfigured: boolean;
  addons: AddonOffer[];
  subscriptions: Subscription[];
}

/** POST /api/payments/checkout */
export interface CheckoutBody {
  addon: string;
  quantity: number;
  communityId?: string;
}

export const SUBSCRIPTIONS_PATH = "/api/subscriptions";
