import { stripeEvent } from "@chartbot/test-servers/fake-stripe";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alertLimit } from "../../../src/data/alerts/alert-limit.js";
import { listActiveAddons } from "../../../src/data/communities/list-active-addons.js";
import { endGracePeriods } from "../../../src/data/subscriptions/end-grace-periods.js";
import { PAST_DUE_GRACE_DAYS } from "../../../src/data/subscriptions/subscription-in-force.js";
import { communities, subscriptions } from "../../../src/db/schema.js";
import { unixNow, useBillingTestApp } from "../../support/billing-test-app.js";
import { createCommunity } from "../../support/communities.js";
import { type Caller, request } from "../../support/request.js";
import { createSubscriber } from "../../support/stripe-subscriber.js";

const t = useBillingTestApp();
const DAY = 86_400;

/** Delivers the subscription's current state from Stripe as an update event created at `created`. */
async function deliverStatus(stripe: Record<string, unknown>, status: string, created: number) {
  Object.assign(stripe, { status });
  const response = await t.deliverWebhook(stripeEvent("customer.subscription.updated", stripe, { created }));
  expect(response.statusCode).toBe(200);
}

async function overview(user: Caller) {
  const response = await request(t.app, "GET", "/api/subscriptions", { as: user });
  expect(response.statusCode).toBe(200);
  return response.json().subscriptions as { id: string; status: string; graceEndsAt?: string | null }[];
}

describe("the past-due grace period", () => {
  it("keeps a past-due add-on on for the grace period, says until when, and turns it off after", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("advanced-charting");
    const community = await createCommunity(t.database.db, [user.accountId], { name: "Desk" });
    await t.app.inject({
      method: "PUT",
      url: `/api/subscriptions/${sub.id}/slots`,
      headers: user.headers,
      payload: { assignments: [{ communityId: community }] },
    });

    const failedAt = unixNow() - 2 * DAY;
    await deliverStatus(sub.stripe, "past_due", failedAt);
    const ends = new Date((failedAt + PAST_DUE_GRACE_DAYS * DAY) * 1000).toISOString();
    expect(await overview(user)).toEqual([
      expect.objectContaining({ id: sub.id, status: "past_due", graceEndsAt: ends }),
    ]);
    expect((await listActiveAddons(t.database.db, [community])).get(community)).toEqual([
      expect.objectContaining({ slug: "advanced-charting" }),
    ]);

    // A later event that still says past due does not restart the grace period.
    await deliverStatus(sub.stripe, "past_due", failedAt + DAY);
    expect((await overview(user))[0]?.graceEndsAt).toBe(ends);

    await t.database.db
      .update(subscriptions)
      .set({ pastDueSince: new Date((unixNow() - (PAST_DUE_GRACE_DAYS * DAY + 60)) * 1000) })
      .where(eq(subscriptions.id, sub.id));
    expect((await listActiveAddons(t.database.db, [community])).get(community)).toBeUndefined();

    // Paid: on again, and no grace date left.
    await deliverStatus(sub.stripe, "active", failedAt + 2 * DAY);
    expect((await overview(user))[0]).toMatchObject({ status: "active", graceEndsAt: null });
    expect((await listActiveAddons(t.database.db, [community])).get(community)).toHaveLength(1);
  });

  it("starts the grace period at a failed payment and applies it to the alert limit", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("price-alerts");
    const failedAt = unixNow() - DAY;
    const invoice = { id: "in_test_failed", object: "invoice", subscription: sub.stripeId };
    expect(
      (await t.deliverWebhook(stripeEvent("invoice.payment_failed", invoice, { created: failedAt })))
        .statusCode,
    ).toBe(200);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: "past_due", pastDueSince: new Date(failedAt * 1000) });
    expect((await alertLimit(t.database.db, user.accountId)).hasAddon).toBe(true);

    await t.database.db
      .update(subscriptions)
      .set({ pastDueSince: new Date((unixNow() - PAST_DUE_GRACE_DAYS * DAY - 60) * 1000) })
      .where(eq(subscriptions.id, sub.id));
    expect((await alertLimit(t.database.db, user.accountId)).hasAddon).toBe(false);
  });

  it("tells the bot's change feed when a grace period ends, once per past-due run", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("advanced-charting");
    const community = await createCommunity(t.database.db, [user.accountId], { name: "Feed desk" });
    await t.app.inject({
      method: "PUT",
      url: `/api/subscriptions/${sub.id}/slots`,
      headers: user.headers,
      payload: { assignments: [{ communityId: community }] },
    });
    const stamp = async () => {
      const [row] = await t.database.db
        .select({ txid: communities.configTxid })
        .from(communities)
        .where(eq(communities.id, community));
      return String(row?.txid);
    };
    const longAgo = () => new Date(Date.now() - (PAST_DUE_GRACE_DAYS * DAY + 60) * 1000);

    await deliverStatus(sub.stripe, "past_due", unixNow() - DAY);
    expect(await endGracePeriods(t.database.db, new Date())).not.toContain(sub.id);

    await t.database.db
      .update(subscriptions)
      .set({ pastDueSince: longAgo() })
      .where(eq(subscriptions.id, sub.id));
    const before = await stamp();
    expect(await endGracePeriods(t.database.db, new Date())).toContain(sub.id);
    expect(await stamp()).not.toBe(before);
    const after = await stamp();
    expect(await endGracePeriods(t.database.db, new Date())).not.toContain(sub.id);
    expect(await stamp()).toBe(after);

    // Paid, then past due again: the end of the new run is told again.
    await deliverStatus(sub.stripe, "active", unixNow());
    await deliverStatus(sub.stripe, "past_due", unixNow() + 5);
    const graceLater = new Date(Date.now() + (PAST_DUE_GRACE_DAYS * DAY + 60) * 1000);
    expect(await endGracePeriods(t.database.db, graceLater)).toContain(sub.id);
  });
});
