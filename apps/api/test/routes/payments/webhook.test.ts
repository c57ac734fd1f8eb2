import { randomUUID } from "node:crypto";
import { stripeEvent, stripeSubscription } from "@chartbot/test-servers/fake-stripe";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accounts,
  addonSlots,
  communityAuditLog,
  stripeEvents,
  subscriptions,
} from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { unixNow, useBillingTestApp } from "../../support/billing-test-app.js";
import { createCommunity } from "../../support/communities.js";
import { bearer, type TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";

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
  const response = await request(t.app, "POST", "/api/payments/checkout", { as: user, body });
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
        graceEndsAt: null,
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

    // Each community's audit log: the checkout's slot, the owner's assignment, then Stripe's lower quantities,
    // all as the owner's changes of this subscription's slots.
    const slotsLog = async (communityId: string) =>
      (
        await t.database.db
          .select()
          .from(communityAuditLog)
          .where(eq(communityAuditLog.communityId, communityId))
          .orderBy(asc(communityAuditLog.createdAt), asc(communityAuditLog.id))
      ).map((entry) => {
        expect(entry).toMatchObject({ setting: "slotAssignment", accountId: account.id, viaApiToken: false });
        expect(entry.subjectId).toBe(row?.id);
        return [entry.before, entry.after].map((side) => (side as { slots: number }).slots);
      });
    expect(await slotsLog(a?.id ?? "")).toEqual([[0, 1]]);
    for (const lost of [b, c]) {
      expect(await slotsLog(lost?.id ?? "")).toEqual([
        [0, 1],
        [1, 0],
      ]);
    }
  });
});

describe("POST /api/payments/webhook: a canceled subscription", () => {
  /** A running subscription, then its cancellation applied from an event created at `canceledAt`. */
  async function canceledSubscription(canceledAt: number) {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "price-satellite-bots", quantity: 2 });
    await t.deliverWebhook(completed);
    const canceled = { ...sub, status: "canceled" };
    const deleted = stripeEvent("customer.subscription.deleted", canceled, { created: canceledAt });
    expect((await t.deliverWebhook(deleted)).statusCode).toBe(200);
    expect((await rowOf(sub.id as string))?.status).toBe("canceled");
    // What Stripe answers to GET /v1/subscriptions/:id from now on.
    t.stripe.subscriptions.set(sub.id as string, canceled);
    return { sub, deleted };
  }
  const retrievals = (sub: Record<string, unknown>) =>
    t.stripe.received("GET", `/v1/subscriptions/${sub.id}`).length;

  it("stays canceled when an older update says active, without asking Stripe", async () => {
    const at = unixNow() + 100;
    const { sub } = await canceledSubscription(at);
    const asked = retrievals(sub);
    const older = stripeEvent(
      "customer.subscription.updated",
      { ...sub, status: "active" },
      { created: at - 1 },
    );
    expect((await t.deliverWebhook(older)).statusCode).toBe(200);
    expect(await rowOf(sub.id as string)).toMatchObject({
      status: "canceled",
      stripeEventCreated: new Date(at * 1000),
    });
    expect(retrievals(sub)).toBe(asked);
  });

  it("stays canceled when an update of the same second says active and Stripe says canceled", async () => {
    const at = unixNow() + 100;
    const { sub } = await canceledSubscription(at);
    const asked = retrievals(sub);
    const tie = stripeEvent("customer.subscription.updated", { ...sub, status: "active" }, { created: at });
    expect((await t.deliverWebhook(tie)).statusCode).toBe(200);
    expect((await rowOf(sub.id as string))?.status).toBe("canceled");
    expect(retrievals(sub)).toBe(asked + 1);
    const [recorded] = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, tie.id as string));
    expect(recorded).toBeDefined();
  });

  it("becomes active when an update of the same second says active and Stripe says so too", async () => {
    const at = unixNow() + 100;
    const { sub } = await canceledSubscription(at);
    t.stripe.subscriptions.set(sub.id as string, { ...sub, status: "active", ...withQuantity(sub, 3) });
    const tie = stripeEvent("customer.subscription.updated", { ...sub, status: "active" }, { created: at });
    expect((await t.deliverWebhook(tie)).statusCode).toBe(200);
    // What Stripe said is applied, not the event's own copy (quantity 2).
    expect(await rowOf(sub.id as string)).toMatchObject({ status: "active", quantity: 3 });
  });

  it("becomes active again when a strictly newer event says so, without asking Stripe", async () => {
    const at = unixNow() + 100;
    const { sub } = await canceledSubscription(at);
    const asked = retrievals(sub);
    const newer = stripeEvent(
      "customer.subscription.updated",
      { ...sub, status: "active" },
      { created: at + 1 },
    );
    expect((await t.deliverWebhook(newer)).statusCode).toBe(200);
    expect(await rowOf(sub.id as string)).toMatchObject({
      status: "active",
      stripeEventCreated: new Date((at + 1) * 1000),
    });
    expect(retrievals(sub)).toBe(asked);
  });

  it("applies a same-second update once however often and concurrently it is delivered", async () => {
    const at = unixNow() + 100;
    const { sub } = await canceledSubscription(at);
    const tie = stripeEvent("customer.subscription.updated", { ...sub, status: "active" }, { created: at });
    expect((await t.deliverWebhook(tie)).statusCode).toBe(200);
    const before = await t.billingState();
    const asked = retrievals(sub);
    // Stripe's answer changing later must not matter: the event was handled.
    t.stripe.subscriptions.set(sub.id as string, { ...sub, status: "active" });
    const replays = await Promise.all(Array.from({ length: 20 }, () => t.deliverWebhook(tie)));
    expect(replays.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    expect(await t.billingState()).toEqual(before);
    expect(retrievals(sub)).toBe(asked);
  });

  it("applies the cancellation's own repeat and an identical same-second event without asking Stripe", async () => {
    const at = unixNow() + 100;
    const { sub, deleted } = await canceledSubscription(at);
    const asked = retrievals(sub);
    expect((await t.deliverWebhook(deleted)).statusCode).toBe(200);
    const alsoCanceled = stripeEvent(
      "customer.subscription.updated",
      { ...sub, status: "canceled" },
      { created: at },
    );
    expect((await t.deliverWebhook(alsoCanceled)).statusCode).toBe(200);
    expect((await rowOf(sub.id as string))?.status).toBe("canceled");
    expect(retrievals(sub)).toBe(asked);
  });

  it("keeps what it has when Stripe does not know the subscription of a same-second disagreement", async () => {
    const at = unixNow() + 100;
    const { sub } = await canceledSubscription(at);
    t.stripe.subscriptions.delete(sub.id as string);
    const tie = stripeEvent("customer.subscription.updated", { ...sub, status: "active" }, { created: at });
    expect((await t.deliverWebhook(tie)).statusCode).toBe(200);
    expect((await rowOf(sub.id as string))?.status).toBe("canceled");
  });

  it("answers 502 and records nothing while Stripe cannot settle a tie, then settles it on redelivery", async () => {
    const at = unixNow() + 100;
    const { sub } = await canceledSubscription(at);
    const tie = stripeEvent("customer.subscription.updated", { ...sub, status: "active" }, { created: at });
    const before = await t.billingState();
    t.stripe.failWith = 500;
    try {
      const refused = await t.deliverWebhook(tie);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error.code).toBe("payment_provider_unreachable");
    } finally {
      t.stripe.failWith = undefined;
    }
    expect(await t.billingState()).toEqual(before);
    expect((await t.deliverWebhook(tie)).statusCode).toBe(200);
    expect((await rowOf(sub.id as string))?.status).toBe("canceled");
    const [recorded] = await t.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, tie.id as string));
    expect(recorded).toBeDefined();
  });
});

describe("POST /api/payments/webhook: other events of the same second", () => {
  it("settles a failed payment and an update of the same second by what Stripe says", async () => {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "bot-license" });
    await t.deliverWebhook(completed);
    const at = unixNow() + 100;
    const active = stripeEvent(
      "customer.subscription.updated",
      { ...sub, status: "active" },
      { created: at },
    );
    await t.deliverWebhook(active);
    const failedAt = (created: number) =>
      stripeEvent("invoice.payment_failed", { object: "invoice", subscription: sub.id }, { created });
    // The retry that followed the failure succeeded within the second: Stripe says active.
    expect((await t.deliverWebhook(failedAt(at))).statusCode).toBe(200);
    expect((await rowOf(sub.id as string))?.status).toBe("active");
    // A failure of the next second is newer: applied without asking Stripe.
    t.stripe.subscriptions.set(sub.id as string, { ...sub, status: "past_due" });
    const asked = t.stripe.received("GET", `/v1/subscriptions/${sub.id}`).length;
    await t.deliverWebhook(failedAt(at + 1));
    expect((await rowOf(sub.id as string))?.status).toBe("past_due");
    expect(t.stripe.received("GET", `/v1/subscriptions/${sub.id}`).length).toBe(asked);
  });

  it("settles two updates of the same second by what Stripe says, whichever arrives last", async () => {
    const user = await createTestAccount(t);
    const { sub, completed } = await startCheckout(user, { addon: "price-satellite-bots", quantity: 1 });
    await t.deliverWebhook(completed);
    const at = unixNow() + 100;
    const two = stripeEvent(
      "customer.subscription.updated",
      { ...sub, ...withQuantity(sub, 2) },
      { created: at },
    );
    const four = stripeEvent(
      "customer.subscription.updated",
      { ...sub, ...withQuantity(sub, 4) },
      { created: at },
    );
    t.stripe.subscriptions.set(sub.id as string, { ...sub, ...withQuantity(sub, 2) });
    await t.deliverWebhook(two);
    await t.deliverWebhook(four);
    expect((await rowOf(sub.id as string))?.quantity).toBe(2);
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
