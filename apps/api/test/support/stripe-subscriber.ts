import type { AddonSlug } from "@chartbot/addons";
import { getAddon } from "@chartbot/addons";
import { stripeEvent, stripeSubscription } from "@chartbot/test-servers/fake-stripe";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { accounts, subscriptions } from "../../src/db/schema.js";
import { createTestAccount } from "./accounts.js";
import type { BillingTestApp } from "./billing-test-app.js";
import { bearer } from "./firebase-users.js";

/**
 * A signed-in user whose account has a Stripe customer on the fake Stripe, and a helper that gives it a
 * Stripe subscription, recorded through the webhook as in production.
 */
export async function createSubscriber(t: BillingTestApp) {
  const created = await createTestAccount(t, { displayName: "Subscriber" });
  const customer = `cus_test_${created.accountId.replaceAll("-", "")}`;
  t.stripe.customers.set(customer, { id: customer, object: "customer", email: created.email });
  await t.database.db
    .update(accounts)
    .set({ stripeCustomerId: customer })
    .where(eq(accounts.id, created.accountId));
  const headers = bearer(created);

  /** A Stripe subscription of the add-on with `quantity` slots; answers our row's id and Stripe's id. */
  async function subscribe(addon: AddonSlug, options: { quantity?: number; status?: string } = {}) {
    const lookupKey = getAddon(addon)?.stripeLookupKey ?? "";
    const sub = stripeSubscription({
      customer,
      lookupKey,
      quantity: options.quantity ?? 1,
      ...(options.status && { status: options.status }),
      metadata: { accountId: created.accountId, addon },
    });
    t.stripe.subscriptions.set(sub.id as string, sub);
    // Created a month ago, so the events a test delivers afterwards are newer.
    const monthAgo = Math.floor(Date.now() / 1000) - 30 * 86_400;
    const event = stripeEvent("customer.subscription.created", sub, { created: monthAgo });
    expect((await t.deliverWebhook(event)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, sub.id as string));
    if (!row) throw new Error("the webhook recorded no subscription");
    return { id: row.id, stripeId: sub.id as string, stripe: sub };
  }

  return { ...created, customer, headers, subscribe };
}
