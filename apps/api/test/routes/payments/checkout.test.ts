import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, subscriptions } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { useBillingTestApp } from "../../support/billing-test-app.js";
import { createCommunity } from "../../support/communities.js";
import { bearer, createTestUser, type TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp } from "../../support/test-app.js";

const t = useBillingTestApp();

const checkout = (user: TestUser, body: unknown) =>
  request(t.app, "POST", "/api/payments/checkout", { as: user, body: body as object });
const portal = (user: TestUser) => request(t.app, "POST", "/api/payments/portal", { as: user });

/** A verified user with an account row; returns both. */

/** A community the account administers. */
async function communityOf(accountId: string, name = "Traders") {
  return { id: await createCommunity(t.database.db, [accountId], { name }) };
}

const lastSession = () => t.stripe.received("POST", "/v1/checkout/sessions").at(-1)?.params;

describe("POST /api/payments/checkout", () => {
  it("creates the Stripe customer once and a subscription session with the add-on's price, trial and metadata", async () => {
    const { account, ...user } = await createTestAccount(t, { displayName: "Payer" });
    const community = await communityOf(account.id);
    const customersBefore = t.stripe.received("POST", "/v1/customers").length;

    const response = await checkout(user, {
      addon: "advanced-charting",
      quantity: 2,
      communityId: community.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mode: "hosted",
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    });

    const created = t.stripe.received("POST", "/v1/customers").slice(customersBefore);
    expect(created).toHaveLength(1);
    expect(created[0]?.params).toMatchObject({
      email: user.email,
      name: "Payer",
      metadata: { accountId: account.id },
    });
    expect(created[0]?.idempotencyKey).toBe(`chartbot-customer-${account.id}`);
    const [stored] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(stored?.stripeCustomerId).toMatch(/^cus_test_/);

    expect(t.stripe.received("GET", "/v1/prices").at(-1)?.params).toMatchObject({
      lookup_keys: ["advanced_charting_monthly"],
      active: "true",
    });
    expect(lastSession()).toEqual({
      mode: "subscription",
      customer: stored?.stripeCustomerId,
      client_reference_id: account.id,
      line_items: [{ price: "price_advanced_charting_monthly", quantity: "2" }],
      allow_promotion_codes: "true",
      subscription_data: {
        trial_period_days: "14",
        metadata: { accountId: account.id, addon: "advanced-charting" },
      },
      metadata: { accountId: account.id, addon: "advanced-charting", communityId: community.id },
      success_url: "http://localhost:3001/subscriptions?checkout=success&addon=advanced-charting",
      cancel_url: "http://localhost:3001/subscriptions?checkout=canceled&addon=advanced-charting",
    });

    const again = await checkout(user, { addon: "price-alerts" });
    expect(again.statusCode).toBe(200);
    expect(t.stripe.received("POST", "/v1/customers").slice(customersBefore)).toHaveLength(1);
    expect(lastSession()).toMatchObject({
      customer: stored?.stripeCustomerId,
      line_items: [{ price: "price_price_alerts_monthly", quantity: "1" }],
      metadata: { accountId: account.id, addon: "price-alerts" },
    });
    expect(lastSession()?.metadata).not.toHaveProperty("communityId");
  });

  it("creates an embedded session for uiMode embedded and answers its client secret, not a page to leave for", async () => {
    const { account, ...user } = await createTestAccount(t, { displayName: "Payer" });
    const response = await checkout(user, { addon: "scheduled-posting", quantity: 3, uiMode: "embedded" });
    expect(response.statusCode).toBe(200);
    const sent = t.stripe.received("POST", "/v1/checkout/sessions").at(-1);
    const session = t.stripe.checkoutSessions.get(String([...t.stripe.checkoutSessions.keys()].at(-1)));
    expect(response.json()).toEqual({ mode: "embedded", clientSecret: session?.client_secret });
    expect(response.json().clientSecret).toMatch(/^cs_test_\w+_secret_/);
    // API 2026-03-25 and later: embedded_page (embedded is refused), a return URL and no success or cancel URL.
    expect(sent?.params).toMatchObject({
      mode: "subscription",
      ui_mode: "embedded_page",
      client_reference_id: account.id,
      line_items: [{ price: "price_scheduled_posting_monthly", quantity: "3" }],
      return_url:
        "http://localhost:3001/subscriptions?checkout=success&addon=scheduled-posting&session_id={CHECKOUT_SESSION_ID}",
    });
    expect(sent?.params).not.toHaveProperty("success_url");
    expect(sent?.params).not.toHaveProperty("cancel_url");
  });

  it("creates a hosted session for uiMode hosted, as without uiMode", async () => {
    const { ...user } = await createTestAccount(t, { displayName: "Payer" });
    const response = await checkout(user, { addon: "price-alerts", uiMode: "hosted" });
    expect(response.json().mode).toBe("hosted");
    expect(lastSession()).not.toHaveProperty("ui_mode");
    expect(lastSession()).toHaveProperty("success_url");
  });

  it("links one customer when the first checkouts of an account run concurrently", async () => {
    const { account, ...user } = await createTestAccount(t, { displayName: "Payer" });
    const addons = ["advanced-charting", "scheduled-posting", "tradingview-layouts", "price-alerts"];
    const responses = await Promise.all(addons.map((addon) => checkout(user, { addon })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [stored] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const sessions = t.stripe
      .received("POST", "/v1/checkout/sessions")
      .filter((r) => r.params.client_reference_id === account.id);
    expect(new Set(sessions.map((s) => s.params.customer))).toEqual(new Set([stored?.stripeCustomerId]));
  });

  it("offers no trial for an add-on without one, nor again for an add-on the account had", async () => {
    const { account, ...user } = await createTestAccount(t, { displayName: "Payer" });
    await checkout(user, { addon: "bot-license" });
    expect(lastSession()?.subscription_data).not.toHaveProperty("trial_period_days");

    await t.database.db
      .insert(subscriptions)
      .values({ accountId: account.id, addonSlug: "scheduled-posting", status: "canceled" });
    expect((await checkout(user, { addon: "scheduled-posting" })).statusCode).toBe(200);
    expect(lastSession()?.subscription_data).not.toHaveProperty("trial_period_days");
  });

  it("refuses a second checkout for an add-on the account already subscribes to", async () => {
    const { account, ...user } = await createTestAccount(t, { displayName: "Payer" });
    await t.database.db
      .insert(subscriptions)
      .values({ accountId: account.id, addonSlug: "price-satellite-bots", status: "past_due" });
    const before = t.stripe.requests.length;
    const response = await checkout(user, { addon: "price-satellite-bots", quantity: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "conflict",
      message:
        "You already subscribe to Price Satellite Bots. Change its number of slots on the Subscriptions page.",
    });
    expect(t.stripe.requests.length).toBe(before);
  });

  it("answers 400 for bad input, before calling Stripe", async () => {
    const { account, ...user } = await createTestAccount(t, { displayName: "Payer" });
    const community = await communityOf(account.id);
    const before = t.stripe.requests.length;
    for (const body of [
      {},
      { addon: "nope" },
      { addon: "advanced-charting", quantity: 0 },
      { addon: "advanced-charting", quantity: 1.5 },
      { addon: "advanced-charting", quantity: "2" },
      { addon: "price-alerts", quantity: 2 },
      { addon: "bot-license", quantity: 11 },
      { addon: "price-alerts", communityId: community.id },
      { addon: "advanced-charting", communityId: "not-a-uuid" },
      { addon: "advanced-charting", extra: true },
      { addon: "advanced-charting", uiMode: "popup" },
    ]) {
      const response = await checkout(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/payments/checkout",
      headers: { ...bearer(user), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("bad_request");
    expect(t.stripe.requests.length).toBe(before);
  });

  it("answers 404 for a community the caller does not manage", async () => {
    const owner = await createTestAccount(t, { displayName: "Payer" });
    const other = await createTestAccount(t, { displayName: "Payer" });
    const theirs = await communityOf(owner.account.id);
    for (const communityId of [theirs.id, randomUUID()]) {
      const response = await checkout(other, { addon: "advanced-charting", communityId });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
  });

  it("answers 401 without a token and 403 for an unverified email", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/payments/checkout",
      payload: { addon: "price-alerts" },
    });
    expect(anonymous.statusCode).toBe(401);
    const unverified = await createTestUser(t.app.identity.auth, { verified: false });
    const response = await checkout(unverified, { addon: "price-alerts" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("email_not_verified");
  });

  it("answers 503 payments_not_configured when the add-on has no price in Stripe", async () => {
    const user = await createTestAccount(t, { displayName: "Payer" });
    const price = t.stripe.prices.get("tradingview_layouts_monthly");
    t.stripe.prices.delete("tradingview_layouts_monthly");
    try {
      const response = await checkout(user, { addon: "tradingview-layouts" });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("payments_not_configured");
    } finally {
      if (price) t.stripe.prices.set("tradingview_layouts_monthly", price);
    }
  });

  it("answers 502 payment_provider_unreachable when Stripe fails, without leaking details", async () => {
    const user = await createTestAccount(t, { displayName: "Payer" });
    t.stripe.failWith = 500;
    try {
      const response = await checkout(user, { addon: "price-alerts" });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: {
          code: "payment_provider_unreachable",
          message: "Our payment provider could not be reached. Please try again in a moment.",
        },
      });
    } finally {
      t.stripe.failWith = undefined;
    }
  });
});

describe("POST /api/payments/portal", () => {
  it("answers 409 before the account has a billing account", async () => {
    const user = await createTestAccount(t, { displayName: "Payer" });
    const response = await portal(user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "conflict",
      message: "You have no billing account yet. Subscribe to an add-on first.",
    });
  });

  it("opens a Billing Portal session for the account's customer that returns to /subscriptions", async () => {
    const { account, ...user } = await createTestAccount(t, { displayName: "Payer" });
    await checkout(user, { addon: "price-alerts" });
    const [stored] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const response = await portal(user);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_test_/);
    expect(t.stripe.received("POST", "/v1/billing_portal/sessions").at(-1)?.params).toEqual({
      customer: stored?.stripeCustomerId,
      return_url: "http://localhost:3001/subscriptions",
    });
  });

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/payments/portal" });
    expect(response.statusCode).toBe(401);
  });
});

describe("payments without Stripe keys", () => {
  it("answers 503 payments_not_configured and lists paymentsConfigured false", async () => {
    const bare = await createTestApp({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    try {
      const user = await createTestUser(bare.app.identity.auth);
      for (const url of ["/api/payments/checkout", "/api/payments/portal"]) {
        const response = await bare.app.inject({
          method: "POST",
          url,
          headers: bearer(user),
          ...(url.endsWith("checkout") && { payload: { addon: "price-alerts" } }),
        });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual({
          error: {
            code: "payments_not_configured",
            message: "Payments are not available right now. Please try again later.",
          },
        });
      }
      const listing = await bare.app.inject({
        method: "GET",
        url: "/api/subscriptions",
        headers: bearer(user),
      });
      expect(listing.json().paymentsConfigured).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
