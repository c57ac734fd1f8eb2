import { randomUUID } from "node:crypto";
import {
  FakeStripe,
  signedDelivery,
  stripeEvent,
  stripeSubscription,
} from "@chartbot/test-servers/fake-stripe";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, stripeEvents } from "../../../src/db/schema.js";
import { ourStatus } from "../../../src/payments/subscription-state.js";
import { unixNow, useBillingTestApp } from "../../support/billing-test-app.js";
import { createTestApp } from "../../support/test-app.js";

const t = useBillingTestApp();

describe("POST /api/payments/webhook: refused deliveries", () => {
  const customer = `cus_test_${randomUUID().replaceAll("-", "")}`;
  const subscription = stripeSubscription({ customer, lookupKey: "bot_license_monthly" });
  /** An event that would cancel the subscription, were it accepted. */
  const event = () =>
    stripeEvent(
      "customer.subscription.deleted",
      { ...subscription, status: "canceled" },
      { created: unixNow() + 60 },
    );

  beforeAll(async () => {
    await t.database.db
      .insert(accounts)
      .values({ firebaseUid: `uid-${randomUUID()}`, stripeCustomerId: customer });
    const created = await t.deliverWebhook(stripeEvent("customer.subscription.created", subscription));
    expect(created.statusCode).toBe(200);
    expect((await t.billingState()).subscriptions).toMatchObject([{ status: "active" }]);
  });

  it("answers 400 for a bad signature and changes nothing", async () => {
    const before = await t.billingState();
    const good = signedDelivery(event());
    const cases = [
      signedDelivery(event(), { secret: "whsec_someone_else" }),
      { payload: good.payload.replace('"canceled"', '"unpaid"'), headers: good.headers },
      { payload: good.payload, headers: { ...good.headers, "stripe-signature": "t=1,v1=deadbeef" } },
      { payload: good.payload, headers: { "content-type": "application/json" } },
    ];
    for (const { payload, headers } of cases) {
      const response = await t.app.inject({ method: "POST", url: "/api/payments/webhook", headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("webhook_signature_invalid");
    }
    expect(await t.billingState()).toEqual(before);
  });

  it("answers 400 for a signature older than 300 seconds and changes nothing", async () => {
    const before = await t.billingState();
    const response = await t.deliverWebhook(event(), { timestamp: unixNow() - 301 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "webhook_signature_invalid",
        message: "The webhook signature is missing, invalid or too old.",
      },
    });
    expect(await t.billingState()).toEqual(before);

    // An equal event signed now is applied: only the signature made the difference above.
    expect((await t.deliverWebhook(event())).statusCode).toBe(200);
    expect((await t.billingState()).subscriptions).toMatchObject([{ status: "canceled" }]);
  });

  it("answers 400 for a well-signed body that is not an event", async () => {
    for (const payload of ["{not json", "[]", '{"hello":"world"}']) {
      const headers = {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: FakeStripe.WEBHOOK_SECRET,
        }),
      };
      const response = await t.app.inject({ method: "POST", url: "/api/payments/webhook", headers, payload });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.code).toBe("bad_request");
    }
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "text/plain", "stripe-signature": "t=1,v1=x" },
      payload: "hello",
    });
    expect(response.statusCode).toBe(415);
  });
});

describe("POST /api/payments/webhook: odd but well-signed events", () => {
  it("records an unknown event type and answers 200", async () => {
    const unknown = stripeEvent("radar.early_fraud_warning.created", {
      id: "issfr_1",
      object: "radar.early_fraud_warning",
    });
    expect((await t.deliverWebhook(unknown)).statusCode).toBe(200);
    const [recorded] = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, unknown.id as string));
    expect(recorded?.type).toBe("radar.early_fraud_warning.created");
  });

  it("answers 200 and changes no subscription for objects it cannot use", async () => {
    const before = await t.billingState();
    const odd = [
      stripeEvent("customer.subscription.updated", { id: "sub_odd", object: "subscription" }),
      stripeEvent(
        "customer.subscription.created",
        stripeSubscription({ customer: "cus_nobody", lookupKey: "bot_license_monthly" }),
      ),
      stripeEvent("checkout.session.completed", {
        id: "cs_1",
        object: "checkout.session",
        mode: "payment",
        metadata: {},
      }),
      stripeEvent("checkout.session.completed", {
        id: "cs_2",
        object: "checkout.session",
        mode: "subscription",
        subscription: "sub_that_stripe_does_not_know",
        metadata: { accountId: "not-a-uuid", addon: "nope", communityId: "x" },
      }),
      stripeEvent("invoice.payment_failed", { object: "invoice", parent: null }),
      stripeEvent("invoice.payment_failed", { object: "invoice", subscription: "sub_unknown" }),
    ];
    for (const event of odd) {
      const response = await t.deliverWebhook(event);
      expect(response.statusCode, event.type as string).toBe(200);
    }
    const after = await t.billingState();
    expect(after.subscriptions).toEqual(before.subscriptions);
    expect(after.slots).toEqual(before.slots);
    expect(after.events.length).toBe(before.events.length + odd.length);
  });
});

describe("POST /api/payments/webhook without Stripe keys", () => {
  it("answers 503 payments_not_configured", async () => {
    const bare = await createTestApp({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    try {
      const { payload, headers } = signedDelivery(stripeEvent("customer.created", { id: "cus_1" }));
      const response = await bare.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers,
        payload,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("payments_not_configured");
    } finally {
      await bare.close();
    }
  });
});

describe("ourStatus", () => {
  it.each([
    ["trialing", "trialing"],
    ["active", "active"],
    ["past_due", "past_due"],
    ["canceled", "canceled"],
    ["unpaid", "past_due"],
    ["incomplete", "past_due"],
    ["paused", "past_due"],
    ["incomplete_expired", "canceled"],
    ["something_new", "past_due"],
  ])("maps Stripe's %s to %s", (stripeStatus, ours) => {
    expect(ourStatus(stripeStatus)).toBe(ours);
  });
});
