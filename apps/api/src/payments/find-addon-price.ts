import type { Addon } from "@chartbot/addons";
import type Stripe from "stripe";
import { AppError } from "../errors.js";

/** The active Stripe price of an add-on, found by its lookup key, so prices live in Stripe, not in code. */
export async function findAddonPrice(stripe: Stripe, addon: Addon): Promise<Stripe.Price> {
  const prices = await stripe.prices.list({ lookup_keys: [addon.stripeLookupKey], active: true, limit: 1 });
  const [price] = prices.data;
  if (!price) {
    throw new AppError("payments_not_configured", undefined, {
      cause: new Error(`no active Stripe price with lookup key ${addon.stripeLookupKey}`),
    });
  }
  return price;
}
