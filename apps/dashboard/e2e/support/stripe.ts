// The tests act as Stripe: they create a subscription on the local Stripe and deliver its signed webhook
// event to the API, as Stripe does after a checkout.

import type { AddonSlug } from "@chartbot/addons";
import { FakeStripe, signedDelivery, stripeEvent } from "@chartbot/test-servers/fake-stripe";
import { idTokenFor } from "./auth-emulator";
import { API_ORIGIN, FAKE_STRIPE_ORIGIN } from "./e2e-env";

type Json = Record<string, unknown>;

/** A call to the local Stripe in Stripe's own protocol (form-encoded, secret key). */
async function stripeCall(method: "GET" | "POST", path: string, form: Record<string, string> = {}) {
  const query = new URLSearchParams(form).toString();
  const response = await fetch(
    `${FAKE_STRIPE_ORIGIN}${path}${method === "GET" && query ? `?${query}` : ""}`,
    {
      method,
      headers: {
        authorization: `Bearer ${FakeStripe.SECRET_KEY}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      ...(method === "POST" && { body: query }),
    },
  );
  if (!response.ok) throw new Error(`local Stripe answered ${response.status} to ${method} ${path}`);
  return (await response.json()) as Json;
}

/**
 * Delivers an event about the object to the API's webhook, signed with the webhook secret. `later` dates
 * it a few seconds ahead, so it is newer than what the test did just before (Stripe counts whole seconds).
 */
export async function deliverToWebhook(type: string, object: Json, { later = false } = {}): Promise<void> {
  const created = Math.floor(Date.now() / 1000) + (later ? 5 : 0);
  const { payload, headers } = signedDelivery(stripeEvent(type, object, { created }));
  const response = await fetch(`${API_ORIGIN}/api/payments/webhook`, {
    method: "POST",
    headers,
    body: payload,
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

/**
 * Gives the user (signed up with email and password) a paid subscription: their billing account is made
 * through the API, the subscription on the local Stripe, and the API learns of it by webhook.
 */
export async function subscribeInStripe(
  user: { email: string; password: string },
  addon: AddonSlug,
  lookupKey: string,
  quantity: number,
): Promise<Json> {
  const token = await idTokenFor(user.email, user.password);
  const saved = await fetch(`${API_ORIGIN}/api/payments/billing-email`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email }),
  });
  if (!saved.ok) throw new Error(`saving the billing email answered ${saved.status}`);
  const customers = await stripeCall("GET", "/v1/customers", { email: user.email });
  const [customer] = customers.data as Json[];
  if (!customer) throw new Error("the API made no Stripe customer");
  const subscription = await stripeCall("POST", "/v1/subscriptions", {
    customer: String(customer.id),
    "items[0][price]": `price_${lookupKey}`,
    "items[0][quantity]": String(quantity),
    "metadata[addon]": addon,
  });
  await deliverToWebhook("customer.subscription.created", subscription);
  return subscription;
}

/** The subscription as the local Stripe has it now. */
export function stripeSubscriptionNow(id: string): Promise<Json> {
  return stripeCall("GET", `/v1/subscriptions/${id}`);
}
