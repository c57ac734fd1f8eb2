import { FakeStripe, signedDelivery } from "@chartbot/test-servers/fake-stripe";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { addonSlots, stripeEvents, subscriptions } from "../../src/db/schema.js";
import { request } from "./request.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** The API on a fresh test database, wired to a fake Stripe server. */
export interface BillingTestApp extends Pick<TestApp, "app" | "database"> {
  readonly stripe: FakeStripe;
  /** Delivers an event to the webhook as Stripe would: the exact bytes, signed. */
  deliverWebhook(
    event: Record<string, unknown>,
    options?: { secret?: string; timestamp?: number },
  ): Promise<Awaited<ReturnType<TestApp["app"]["inject"]>>>;
  /** Everything the webhook may change (subscriptions, slots, recorded events), to compare before and after. */
  billingState(): Promise<{
    subscriptions: (typeof subscriptions.$inferSelect)[];
    slots: (typeof addonSlots.$inferSelect)[];
    events: (typeof stripeEvents.$inferSelect)[];
  }>;
}

/**
 * Starts a fake Stripe and the API wired to it before the file's tests and stops both after them (vitest
 * hooks); the returned object is usable from the first test on.
 */
export function useBillingTestApp(): BillingTestApp {
  let stripe: FakeStripe | undefined;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    testApp = await createTestApp(stripe.env);
  });
  afterAll(async () => {
    await testApp?.close();
    await stripe?.stop();
  });
  const started = () => {
    if (!stripe || !testApp) throw new Error("useBillingTestApp: used outside the file's tests");
    return { stripe, testApp };
  };
  return {
    get app() {
      return started().testApp.app;
    },
    get database() {
      return started().testApp.database;
    },
    get stripe() {
      return started().stripe;
    },
    deliverWebhook(event, options = {}) {
      const { payload, headers } = signedDelivery(event, options);
      return request(started().testApp.app, "POST", "/api/payments/webhook", { headers, body: payload });
    },
    async billingState() {
      const { db } = started().testApp.database;
      return {
        subscriptions: await db.select().from(subscriptions).orderBy(asc(subscriptions.id)),
        slots: await db.select().from(addonSlots).orderBy(asc(addonSlots.id)),
        events: await db.select().from(stripeEvents).orderBy(asc(stripeEvents.id)),
      };
    },
  };
}

/** Now in Unix seconds, as Stripe writes times. */
export const unixNow = () => Math.floor(Date.now() / 1000);
