import type { Addon } from "@chartbot/addons";
import type { CheckoutStarted } from "@chartbot/contracts/payments";
import type Stripe from "stripe";
import type { Account } from "../data/accounts/ensure-account.js";
import type { Db } from "../db/open-database.js";
import { AppError } from "../errors.js";
import { ensureStripeCustomer } from "./ensure-stripe-customer.js";
import { findAddonPrice } from "./find-addon-price.js";
import { stripeFailure } from "./stripe-failure.js";

export interface CheckoutRequest {
  addon: Addon;
  quantity: number;
  communityId: string | undefined;
  /** Whether the subscription starts with the add-on's free trial. */
  withTrial: boolean;
  /** The dashboard's origin: Stripe sends the browser back to its /subscriptions page. */
  dashboard: string;
  /**
   * hosted: Stripe's Checkout page, which the browser is sent to. embedded: a session that Stripe.js mounts
   * in the dashboard by its client secret (`ui_mode: "embedded_page"`, API 2026-03-25 and later), which
   * sends the browser to the return URL once paid.
   */
  uiMode: "hosted" | "embedded";
}

/**
 * A Stripe Checkout Session (subscription mode) for an add-on, creating the account's Stripe customer
 * first if needed: its hosted page's URL, or its client secret for embedded checkout. The metadata lets the
 * webhook link the subscription to the account and community.
 */
export async function createCheckoutSession(
  stripe: Stripe,
  db: Db,
  account: Account,
  { addon, quantity, communityId, withTrial, dashboard, uiMode }: CheckoutRequest,
): Promise<CheckoutStarted> {
  const session = await (async () => {
    const customer = await ensureStripeCustomer(stripe, db, account);
    const price = await findAddonPrice(stripe, addon);
    const back = (outcome: string) =>
      `${dashboard}/subscriptions?checkout=${outcome}&addon=${encodeURIComponent(addon.slug)}`;
    return stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: account.id,
      line_items: [{ price: price.id, quantity }],
      allow_promotion_codes: true,
      subscription_data: {
        ...(withTrial && { trial_period_days: addon.trialDays }),
        metadata: { accountId: account.id, addon: addon.slug },
      },
      metadata: { accountId: account.id, addon: addon.slug, ...(communityId && { communityId }) },
      ...(uiMode === "embedded"
        ? // Embedded checkout is left in the dashboard itself: there is no cancel URL.
          { ui_mode: "embedded_page", return_url: `${back("success")}&session_id={CHECKOUT_SESSION_ID}` }
        : { success_url: back("success"), cancel_url: back("canceled") }),
    });
  })().catch((error: unknown) => {
    throw stripeFailure(error);
  });
  if (uiMode === "embedded") {
    if (!session.client_secret) {
      throw new AppError("payment_provider_unreachable", undefined, { cause: session.id });
    }
    return { mode: "embedded", clientSecret: session.client_secret };
  }
  if (!session.url) throw new AppError("payment_provider_unreachable", undefined, { cause: session.id });
  return { mode: "hosted", url: session.url };
}
