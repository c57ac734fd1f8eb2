import { randomUUID } from "node:crypto";
import { stripeEvent, stripeSubscription } from "@chartbot/test-servers/fake-stripe";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, addonSlots, stripeEvents, subscriptions } from "../src/db/schema.js";
import { createTestAccount } from "./support/accounts.js";
import { unixNow, useBillingTestApp } from "./support/billing-test-app.js";
import { createCommunity } from "./support/communities.js";
import { bearer, type TestUser } from "./support/firebase-users.js";

const t = useBillingTestApp();

/** A community the account administers. */
async function communityOf(accountId: string, name: string) {
  return { id: await createCommunity(t.database.db, [accountId], { name }) };
}

/** Runs a real checkout through the API, then has "Stripe" create the subscription it asked for. */
async function startCheckout(
  user: TestUser,
  body: { addon: string; quantity?: number; communityId?: string },
  subscription: { status?: string; periodEnd?: number } = {},
) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/payments/checkout",
    headers: bearer(user),
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  const params = t.stripe.received("POST", "/v1/checkout/sessions").at(-1)?.params as {
    customer: string;
    client_reference_id: string;
    metadata: Record<string, string>;
    line_items: { price: string; quantity: string }[];
    subscription_data: { metadata: Record<string, string> };
  };
  const sub = stripeSubscription({
    customer: params.customer,
    lookupKey: params.line_items[0]?.price.replace(/^price_/, "") ?? "",
    quantity: Number(params.line_items[0]?.quantity),
    metadata: params.subscription_data.metadata,
    ...subscription,
  });
  t.stripe.subscriptions.set(sub.id as string, sub);
  const completed = stripeEvent("checkout.session.completed", {
    id: `cs_test_${randomUUID()}`,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    customer: params.customer,
    subscription: sub.id,
    client_reference_id: params.client_reference_id,
    metadata: params.metadata,
  });
  return { sub, completed };
}

async function rowOf(stripeSubscriptionId: string) {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return row;
}

const slotsOf = (subscriptionId: string) =>
  t.database.db
    .select()
    .from(addonSlots)
    .where(eq(addonSlots.subscriptionId, subscriptionId))
    .orderBy(asc(addonSlots.seq));

describe("POST /api/payments/webhook: a completed checkout", () => {
  it("makes the add-on active with its renewal date and puts the first slot in the chosen community", async () => {
    const { account, ...user } = await createTestAccount(t);
    const community = await communityOf(account.id, "Alpha Traders");
    const periodEnd = unixNow() + 14 * 86_400;
    const { completed } = await startCheckout(
      user,
      { addon: "advanced-charting", quantity: 2, communityId: community.id },
      { status: "trialing", periodEnd },
    );
    const response = await t.deliverWebhook(completed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const listing = await t.app.inject({ method: "GET", url: "/api/subscriptions", headers: bearer(user) });
    expect(listing.json().subscriptions).toEqual([
      {
        id: expect.any(String),
        addon: "advanced-charting",
        quantity: 2,
        status: "trialing",
        currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
        cancelAtPeriodEnd: false,
        slots: [
          {
            id: expect.any(String),
            assignedTo: { type: "community", communityId: community.id, name: "Alpha Traders" },
          },
        ],
      },
    ]);
  });

  it("gives an account-wide add-on's slot to the account itself", async () => {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "price-alerts" });
    expect((await t.deliverWebhook(completed)).statusCode).toBe(200);
    const row = await rowOf(sub.id as string);
    expect(row).toMatchObject({ addonSlug: "price-alerts", status: "active", quantity: 1 });
    expect((await slotsOf(row?.id ?? "")).map((slot) => slot.communityId)).toEqual([null]);
  });

  it("creates the row from the subscription's own event when it comes before the checkout's", async () => {
    const { account, ...user } = await createTestAccount(t);
    const community = await communityOf(account.id, "Early Birds");
    const { sub, completed } = await startCheckout(user, {
      addon: "scheduled-posting",
      communityId: community.id,
    });
    const created = stripeEvent("customer.subscription.created", sub, { created: unixNow() - 1 });
    expect((await t.deliverWebhook(created)).statusCode).toBe(200);
    const row = await rowOf(sub.id as string);
    expect(row).toMatchObject({ accountId: account.id, addonSlug: "scheduled-posting", status: "active" });
    expect(await slotsOf(row?.id ?? "")).toEqual([]);

    const retrievals = t.stripe.received("GET", `/v1/subscriptions/${sub.id}`).length;
    expect((await t.deliverWebhook(completed)).statusCode).toBe(200);
    expect(t.stripe.received("GET", `/v1/subscriptions/${sub.id}`).length).toBe(retrievals);
    expect((await slotsOf(row?.id ?? "")).map((slot) => slot.communityId)).toEqual([community.id]);
  });

  it("finds the account by its Stripe customer and the add-on by the price's lookup key without metadata", async () => {
    const { account, ...user } = await createTestAccount(t);
    await startCheckout(user, { addon: "bot-license" });
    const [stored] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const sub = stripeSubscription({
      customer: stored?.stripeCustomerId ?? "",
      lookupKey: "tradingview_layouts_monthly",
      quantity: 3,
    });
    expect((await t.deliverWebhook(stripeEvent("customer.subscription.created", sub))).statusCode).toBe(200);
    expect(await rowOf(sub.id as string)).toMatchObject({
      accountId: account.id,
      addonSlug: "tradingview-layouts",
      quantity: 3,
    });
  });
});

describe("POST /api/payments/webhook: repeated deliveries", () => {
  it("changes state once when the same event is delivered 100 times in a row", async () => {
    const { account, ...user } = await createTestAccount(t);
    const community = await communityOf(account.id, "Replay Club");
    const { sub, completed } = await startCheckout(user, {
      addon: "advanced-charting",
      quantity: 3,
      communityId: community.id,
    });
    expect((await t.deliverWebhook(completed)).statusCode).toBe(200);
    const after = await t.billingState();
    const retrievals = t.stripe.received("GET", `/v1/subscriptions/${sub.id}`).length;

    for (let i = 0; i < 100; i += 1) {
      const response = await t.deliverWebhook(completed);
      expect(response.statusCode).toBe(200);
    }
    expect(await t.billingState()).toEqual(after);
    expect(t.stripe.received("GET", `/v1/subscriptions/${sub.id}`).length).toBe(retrievals);
    const row = await rowOf(sub.id as string);
    expect(await slotsOf(row?.id ?? "")).toHaveLength(1);
  });

  it("changes state once when the same event arrives 20 times at once", async () => {
    const { account, ...user } = await createTestAccount(t);
    const community = await communityOf(account.id, "Stampede");
    const { sub, completed } = await startCheckout(user, {
      addon: "price-satellite-bots",
      quantity: 5,
      communityId: community.id,
    });
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.deliverWebhook(completed)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));

    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, sub.id as string));
    expect(rows).toHaveLength(1);
    expect(await slotsOf(rows[0]?.id ?? "")).toHaveLength(1);
    const recorded = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, completed.id as string));
    expect(recorded).toHaveLength(1);
  });

  it("applies an update once even when it is replayed after later events", async () => {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "price-satellite-bots", quantity: 2 });
    await t.deliverWebhook(completed);
    const update = stripeEvent(
      "customer.subscription.updated",
      { ...sub, status: "past_due" },
      { created: unixNow() + 1 },
    );
    await t.deliverWebhook(update);
    const before = await t.billingState();
    const replays = await Promise.all(Array.from({ length: 20 }, () => t.deliverWebhook(update)));
    expect(replays.every((r) => r.statusCode === 200)).toBe(true);
    expect(await t.billingState()).toEqual(before);
    expect((await rowOf(sub.id as string))?.status).toBe("past_due");
  });
});

describe("POST /api/payments/webhook: events out of order", () => {
  it("ignores a subscription event created before the last applied one", async () => {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "price-satellite-bots", quantity: 1 });
    await t.deliverWebhook(completed);
    const t0 = unixNow() + 10;
    const newer = stripeEvent(
      "customer.subscription.updated",
      { ...sub, ...withQuantity(sub, 4) },
      { created: t0 + 5 },
    );
    const older = stripeEvent(
      "customer.subscription.updated",
      { ...sub, status: "past_due", ...withQuantity(sub, 2) },
      { created: t0 },
    );
    expect((await t.deliverWebhook(newer)).statusCode).toBe(200);
    expect((await t.deliverWebhook(older)).statusCode).toBe(200);
    expect(await rowOf(sub.id as string)).toMatchObject({ status: "active", quantity: 4 });

    const deleted = stripeEvent(
      "customer.subscription.deleted",
      { ...sub, status: "canceled" },
      { created: t0 + 20 },
    );
    const staleRevival = stripeEvent("customer.subscription.updated", sub, { created: t0 + 15 });
    await t.deliverWebhook(deleted);
    await t.deliverWebhook(staleRevival);
    expect((await rowOf(sub.id as string))?.status).toBe("canceled");
    const recorded = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, staleRevival.id as string));
    expect(recorded).toHaveLength(1);
  });

  it("keeps cancellation, renewal date and status from the latest update", async () => {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "tradingview-layouts" });
    await t.deliverWebhook(completed);
    const renewal = unixNow() + 60 * 86_400;
    const updated = stripeSubscription({
      id: sub.id as string,
      customer: sub.customer as string,
      lookupKey: "tradingview_layouts_monthly",
      periodEnd: renewal,
      cancelAtPeriodEnd: true,
    });
    await t.deliverWebhook(stripeEvent("customer.subscription.updated", updated, { created: unixNow() + 1 }));
    expect(await rowOf(sub.id as string)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(renewal * 1000),
    });
  });

  it("removes surplus slot assignments newest first when the quantity drops", async () => {
    const { account, ...user } = await createTestAccount(t);
    const [a, b, c] = [
      await communityOf(account.id, "A"),
      await communityOf(account.id, "B"),
      await communityOf(account.id, "C"),
    ];
    const { sub, completed } = await startCheckout(user, {
      addon: "advanced-charting",
      quantity: 3,
      communityId: a?.id ?? "",
    });
    await t.deliverWebhook(completed);
    const row = await rowOf(sub.id as string);
    const assigned = await t.app.inject({
      method: "PUT",
      url: `/api/subscriptions/${row?.id}/slots`,
      headers: bearer(user),
      payload: { assignments: [{ communityId: a?.id }, { communityId: b?.id }, { communityId: c?.id }] },
    });
    expect(assigned.statusCode).toBe(200);

    await t.deliverWebhook(
      stripeEvent(
        "customer.subscription.updated",
        { ...sub, ...withQuantity(sub, 2) },
        { created: unixNow() + 1 },
      ),
    );
    expect((await slotsOf(row?.id ?? "")).map((slot) => slot.communityId)).toEqual([a?.id, b?.id]);
    await t.deliverWebhook(
      stripeEvent(
        "customer.subscription.updated",
        { ...sub, ...withQuantity(sub, 1) },
        { created: unixNow() + 2 },
      ),
    );
    expect((await slotsOf(row?.id ?? "")).map((slot) => slot.communityId)).toEqual([a?.id]);
  });
});

describe("POST /api/payments/webhook: failed payments", () => {
  it("marks the subscription past due, and a later update brings it back", async () => {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "bot-license" });
    await t.deliverWebhook(completed);
    const failed = stripeEvent(
      "invoice.payment_failed",
      {
        id: `in_${randomUUID()}`,
        object: "invoice",
        parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
      },
      { created: unixNow() + 1 },
    );
    expect((await t.deliverWebhook(failed)).statusCode).toBe(200);
    expect((await rowOf(sub.id as string))?.status).toBe("past_due");

    await t.deliverWebhook(
      stripeEvent("customer.subscription.updated", { ...sub, status: "active" }, { created: unixNow() + 2 }),
    );
    expect((await rowOf(sub.id as string))?.status).toBe("active");
  });

  it("understands the invoice shape of older API versions and never revives a canceled subscription", async () => {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "scheduled-posting" });
    await t.deliverWebhook(completed);
    await t.deliverWebhook(
      stripeEvent(
        "customer.subscription.deleted",
        { ...sub, status: "canceled" },
        { created: unixNow() + 1 },
      ),
    );
    await t.deliverWebhook(
      stripeEvent(
        "invoice.payment_failed",
        { object: "invoice", subscription: sub.id },
        { created: unixNow() + 2 },
      ),
    );
    expect((await rowOf(sub.id as string))?.status).toBe("canceled");
  });
});

/** The subscription's items with a new quantity. */
function withQuantity(sub: Record<string, unknown>, quantity: number) {
  const items = sub.items as { data: Record<string, unknown>[] };
  return { items: { ...items, data: items.data.map((item) => ({ ...item, quantity })) } };
}
