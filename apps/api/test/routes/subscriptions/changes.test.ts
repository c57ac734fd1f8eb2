import { randomUUID } from "node:crypto";
import { getAddon } from "@chartbot/addons";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptions } from "../../../src/db/schema.js";
import { useBillingTestApp } from "../../support/billing-test-app.js";
import { createCommunity } from "../../support/communities.js";
import { request } from "../../support/request.js";
import { createSubscriber } from "../../support/stripe-subscriber.js";

const t = useBillingTestApp();
const UNIT = getAddon("advanced-charting")?.monthlyPriceCents ?? 0;

type Subscriber = Awaited<ReturnType<typeof createSubscriber>>;

/** Assigns `count` slots of the subscription to new communities the user manages. */
async function useSlots(user: Subscriber, id: string, count: number) {
  const assignments = [];
  for (let i = 0; i < count; i++) {
    assignments.push({
      communityId: await createCommunity(t.database.db, [user.accountId], { name: `C${i}` }),
    });
  }
  const response = await request(t.app, "PUT", `/api/subscriptions/${id}/slots`, {
    as: user,
    body: { assignments },
  });
  expect(response.statusCode).toBe(200);
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const stripeQuantity = (stripe: Record<string, unknown>) =>
  (stripe.items as { data: { quantity: number }[] }).data[0]?.quantity;

describe("changing the slot count", () => {
  it("previews the prorated price of more slots without changing anything", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("advanced-charting", { quantity: 2 });

    const response = await request(t.app, "POST", `/api/subscriptions/${sub.id}/quantity/preview`, {
      as: user,
      body: { quantity: 4 },
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({ quantity: 4, currency: "usd", nextInvoiceAt: expect.any(String) });
    // Two slots more for (almost) the whole period left, then four at the full price.
    expect(preview.prorationCents).toBeGreaterThan(0);
    expect(preview.prorationCents).toBeLessThanOrEqual(2 * UNIT);
    expect(preview.nextInvoiceCents).toBe(4 * UNIT + preview.prorationCents);

    const sent = t.stripe.received("POST", "/v1/invoices/create_preview").at(-1)?.params;
    const itemId = (sub.stripe.items as { data: { id: string }[] }).data[0]?.id;
    expect(sent).toMatchObject({
      customer: user.customer,
      subscription: sub.stripeId,
      subscription_details: {
        items: [{ id: itemId, quantity: "4" }],
        proration_behavior: "create_prorations",
        proration_date: String(preview.prorationDate),
      },
    });
    expect(t.stripe.received("POST", `/v1/subscriptions/${sub.stripeId}`)).toEqual([]);
    expect((await rowOf(sub.id))?.quantity).toBe(2);
  });

  it("confirms the change at the previewed proration date and shows the new count at once", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("advanced-charting", { quantity: 2 });
    const response = await request(t.app, "PUT", `/api/subscriptions/${sub.id}/quantity`, {
      as: user,
      body: {
        quantity: 5,
        prorationDate: 1_900_000_000,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: sub.id, quantity: 5, status: "active" });
    expect(t.stripe.received("POST", `/v1/subscriptions/${sub.stripeId}`).at(-1)?.params).toMatchObject({
      items: [{ quantity: "5" }],
      proration_behavior: "create_prorations",
      proration_date: "1900000000",
    });
    expect(stripeQuantity(sub.stripe)).toBe(5);
    expect((await rowOf(sub.id))?.quantity).toBe(5);
  });

  it("lowers the count down to the slots in use, and refuses below with slots_in_use", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("advanced-charting", { quantity: 4 });
    await useSlots(user, sub.id, 2);

    for (const url of [`${sub.id}/quantity/preview`, `${sub.id}/quantity`]) {
      const refused = await request(
        t.app,
        url.endsWith("preview") ? "POST" : "PUT",
        `/api/subscriptions/${url}`,
        { as: user, body: { quantity: 1 } },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: "slots_in_use",
        message:
          "2 Advanced Charting slots are assigned to communities. Free 1 of them first, then lower the number to 1.",
      });
    }
    expect(t.stripe.received("POST", `/v1/subscriptions/${sub.stripeId}`)).toEqual([]);

    const lowered = await request(t.app, "PUT", `/api/subscriptions/${sub.id}/quantity`, {
      as: user,
      body: { quantity: 2 },
    });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().quantity).toBe(2);
    expect(lowered.json().slots).toHaveLength(2);
  });

  it.each([
    ["no quantity", {}],
    ["zero slots", { quantity: 0 }],
    ["a fraction", { quantity: 1.5 }],
    ["text", { quantity: "3" }],
    ["an unknown field", { quantity: 3, price: 1 }],
  ])("refuses %s with 400", async (_name, body) => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("advanced-charting", { quantity: 2 });
    const response = await request(t.app, "POST", `/api/subscriptions/${sub.id}/quantity/preview`, {
      as: user,
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
  });

  it("refuses more slots than the add-on allows, the same count, and a change of an account-wide add-on", async () => {
    const user = await createSubscriber(t);
    const charting = await user.subscribe("advanced-charting", { quantity: 2 });
    const alerts = await user.subscribe("price-alerts");
    const cases = [
      [charting.id, 51, "Advanced Charting can have at most 50 slots."],
      [charting.id, 2, "This subscription already has 2 slots."],
      [alerts.id, 2, "Price Alerts covers your whole account: it has one slot."],
    ] as const;
    for (const [id, quantity, message] of cases) {
      const response = await request(t.app, "POST", `/api/subscriptions/${id}/quantity/preview`, {
        as: user,
        body: { quantity },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: "validation_failed", message });
    }
  });

  it("answers 502 and changes nothing when Stripe fails", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("advanced-charting", { quantity: 2 });
    t.stripe.failRequest = (method, path) =>
      method === "POST" && path === `/v1/subscriptions/${sub.stripeId}` ? 500 : undefined;
    try {
      const response = await request(t.app, "PUT", `/api/subscriptions/${sub.id}/quantity`, {
        as: user,
        body: { quantity: 3 },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe("payment_provider_unreachable");
    } finally {
      t.stripe.failRequest = undefined;
    }
    expect((await rowOf(sub.id))?.quantity).toBe(2);
  });
});

describe("cancelling at period end and resuming", () => {
  it("schedules the end, keeps the add-on until then, and resumes", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("scheduled-posting");

    const canceled = await request(t.app, "POST", `/api/subscriptions/${sub.id}/cancel`, { as: user });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(t.stripe.received("POST", `/v1/subscriptions/${sub.stripeId}`).at(-1)?.params).toEqual({
      cancel_at_period_end: "true",
    });

    const resumed = await request(t.app, "POST", `/api/subscriptions/${sub.id}/resume`, { as: user });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(t.stripe.received("POST", `/v1/subscriptions/${sub.stripeId}`).at(-1)?.params).toEqual({
      cancel_at_period_end: "false",
    });
    expect((await rowOf(sub.id))?.cancelAtPeriodEnd).toBe(false);
  });

  it("resumes a subscription the billing portal set to end on a date by clearing that date", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("scheduled-posting");
    Object.assign(sub.stripe, { cancel_at: Math.floor(Date.now() / 1000) + 86_400 });
    const resumed = await request(t.app, "POST", `/api/subscriptions/${sub.id}/resume`, { as: user });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().cancelAtPeriodEnd).toBe(false);
    expect(t.stripe.received("POST", `/v1/subscriptions/${sub.stripeId}`).at(-1)?.params).toEqual({
      cancel_at: "",
    });
  });

  it("refuses changes to an ended subscription", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("scheduled-posting");
    await t.database.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, sub.id));
    const response = await request(t.app, "POST", `/api/subscriptions/${sub.id}/cancel`, { as: user });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "conflict",
      message: "This Scheduled Posting subscription has ended: subscribe again to use it.",
    });
  });
});

describe("whose subscription", () => {
  it.each([
    ["POST", "quantity/preview", { quantity: 3 }],
    ["PUT", "quantity", { quantity: 3 }],
    ["POST", "cancel", undefined],
    ["POST", "resume", undefined],
  ] as const)(
    "answers 404 to %s %s of another user's or an unknown subscription",
    async (method, path, body) => {
      const owner = await createSubscriber(t);
      const sub = await owner.subscribe("advanced-charting", { quantity: 2 });
      const other = await createSubscriber(t);
      for (const id of [sub.id, randomUUID()]) {
        const response = await request(t.app, method, `/api/subscriptions/${id}/${path}`, {
          as: other,
          body,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe("not_found");
      }
      expect(t.stripe.received("POST", `/v1/subscriptions/${sub.stripeId}`)).toEqual([]);
      expect(
        (await request(t.app, method, `/api/subscriptions/not-a-uuid/${path}`, { as: other, body }))
          .statusCode,
      ).toBe(400);
    },
  );

  it("refuses a subscription that is not billed through Stripe", async () => {
    const user = await createSubscriber(t);
    const [row] = await t.database.db
      .insert(subscriptions)
      .values({ accountId: user.accountId, addonSlug: "tradingview-layouts", status: "active", quantity: 2 })
      .returning();
    const response = await request(t.app, "POST", `/api/subscriptions/${row?.id}/cancel`, { as: user });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      "This TradingView Layouts subscription is not billed through Stripe.",
    );
  });
});
