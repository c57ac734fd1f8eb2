import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, subscriptions } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { useBillingTestApp } from "../../support/billing-test-app.js";
import { type Caller, request } from "../../support/request.js";
import { createSubscriber } from "../../support/stripe-subscriber.js";

const t = useBillingTestApp();

const deleteAccount = (user: Caller) => request(t.app, "DELETE", "/api/account", { as: user });
const accountExists = async (id: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.id, id))).length === 1;
const stripeStatus = (id: string) => t.stripe.subscriptions.get(id)?.status;

describe("DELETE /api/account with subscriptions", () => {
  it("cancels every Stripe subscription immediately, then deletes the account", async () => {
    const user = await createSubscriber(t);
    const charting = await user.subscribe("advanced-charting", { quantity: 2 });
    const alerts = await user.subscribe("price-alerts");
    const ended = await user.subscribe("scheduled-posting", { status: "canceled" });

    const response = await deleteAccount(user);
    expect(response.statusCode).toBe(204);
    expect(stripeStatus(charting.stripeId)).toBe("canceled");
    expect(stripeStatus(alerts.stripeId)).toBe("canceled");
    expect(t.stripe.received("DELETE", `/v1/subscriptions/${ended.stripeId}`)).toEqual([]);
    expect(await accountExists(user.accountId)).toBe(false);
    await expect(t.app.identity.auth.getUser(user.uid)).rejects.toMatchObject({
      code: "auth/user-not-found",
    });
  });

  it("also cancels a subscription Stripe has that the webhook has not recorded yet", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("tradingview-layouts");
    await t.database.db.delete(subscriptions).where(eq(subscriptions.id, sub.id));
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(stripeStatus(sub.stripeId)).toBe("canceled");
  });

  it("deletes nothing and says why when a cancellation fails", async () => {
    const user = await createSubscriber(t);
    const charting = await user.subscribe("advanced-charting");
    const alerts = await user.subscribe("price-alerts");
    t.stripe.failRequest = (method, path) =>
      method === "DELETE" && path === `/v1/subscriptions/${alerts.stripeId}` ? 500 : undefined;
    try {
      const response = await deleteAccount(user);
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toEqual({
        code: "subscriptions_not_canceled",
        message:
          "We could not cancel your subscriptions with our payment provider, so nothing was deleted. Please try again in a moment.",
      });
    } finally {
      t.stripe.failRequest = undefined;
    }
    expect(await accountExists(user.accountId)).toBe(true);
    expect((await t.app.identity.auth.getUser(user.uid)).uid).toBe(user.uid);
    // The one Stripe did cancel shows as ended; the other still bills and can be retried.
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, user.accountId));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [charting.id]: "canceled",
      [alerts.id]: "active",
    });

    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(stripeStatus(alerts.stripeId)).toBe("canceled");
  });

  it("deletes nothing when Stripe cannot be reached", async () => {
    const user = await createSubscriber(t);
    await user.subscribe("advanced-charting");
    t.stripe.failWith = 503;
    try {
      const response = await deleteAccount(user);
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe("subscriptions_not_canceled");
    } finally {
      t.stripe.failWith = undefined;
    }
    expect(await accountExists(user.accountId)).toBe(true);
  });

  it("does not call Stripe for an account that never checked out", async () => {
    const user = await createTestAccount(t);
    const before = t.stripe.requests.length;
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(t.stripe.requests.length).toBe(before);
    expect(await accountExists(user.accountId)).toBe(false);
  });
});
