import { stripeEvent } from "@chartbot/test-servers/fake-stripe";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addonLapsingCause, paymentFailedCause } from "../../../src/data/notices/account-notices.js";
import { noticeLapsingAddons } from "../../../src/data/notices/subscription-notices.js";
import { PAST_DUE_GRACE_DAYS } from "../../../src/data/subscriptions/subscription-in-force.js";
import { notices } from "../../../src/db/schema.js";
import { HOURLY_JOBS } from "../../../src/jobs/hourly-jobs.js";
import { unixNow, useBillingTestApp } from "../../support/billing-test-app.js";
import { createCommunity } from "../../support/communities.js";
import { type Caller, request } from "../../support/request.js";
import { createSubscriber } from "../../support/stripe-subscriber.js";

const t = useBillingTestApp();
const DAY = 86_400;

/** Delivers the subscription as Stripe has it, changed by `change`, as an update event created at `created`. */
async function deliverUpdate(
  stripe: Record<string, unknown>,
  change: Record<string, unknown>,
  created: number,
) {
  Object.assign(stripe, change);
  const response = await t.deliverWebhook(stripeEvent("customer.subscription.updated", stripe, { created }));
  expect(response.statusCode, response.body).toBe(200);
}

/** The account's notices of a cause, as `GET /api/notices` lists them (newest first). */
async function listed(user: Caller, cause: string) {
  const rows = await t.database.db.select({ id: notices.id }).from(notices).where(eq(notices.cause, cause));
  const ids = new Set(rows.map((row) => row.id));
  const answer = await request(t.app, "GET", "/api/notices?limit=100", { as: user });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().items.filter((notice: { id: string }) => ids.has(notice.id));
}

/** A subscriber with a community add-on whose one slot is used in "Satoshi's Desk". */
async function subscriberInCommunity() {
  const user = await createSubscriber(t);
  const sub = await user.subscribe("advanced-charting");
  const community = await createCommunity(t.database.db, [user.accountId], { name: "Satoshi's Desk" });
  const slots = await request(t.app, "PUT", `/api/subscriptions/${sub.id}/slots`, {
    as: user,
    body: { assignments: [{ communityId: community }] },
  });
  expect(slots.statusCode, slots.body).toBe(200);
  return { user, sub, community };
}

describe("payment_failed notices", () => {
  it("a failed payment tells the payer which add-on, for which community, and when its grace period ends; paid again resolves it", async () => {
    const { user, sub } = await subscriberInCommunity();
    const failedAt = unixNow() - DAY;
    const invoice = { id: "in_test_notice", object: "invoice", subscription: sub.stripeId };
    const failed = await t.deliverWebhook(
      stripeEvent("invoice.payment_failed", invoice, { created: failedAt }),
    );
    expect(failed.statusCode, failed.body).toBe(200);
    // Stripe's update of the same failure, and a retry failing the next day: still one notice.
    await deliverUpdate(sub.stripe, { status: "past_due" }, failedAt + 1);
    await deliverUpdate(sub.stripe, { status: "past_due" }, failedAt + DAY / 2);

    const graceEnds = new Date((failedAt + PAST_DUE_GRACE_DAYS * DAY) * 1000);
    const overview = await request(t.app, "GET", "/api/subscriptions", { as: user });
    expect(overview.json().subscriptions[0].graceEndsAt).toBe(graceEnds.toISOString());
    const when = `${graceEnds.toLocaleDateString("en-GB", { timeZone: "UTC", dateStyle: "long" })} at ${graceEnds.toISOString().slice(11, 16)} UTC`;
    const [notice, ...more] = await listed(user, paymentFailedCause(sub.id));
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: "payment_failed",
      communityId: null,
      title: "The payment for Advanced Charting failed",
      message: `The payment for Advanced Charting for "Satoshi's Desk" failed. It keeps working until its grace period ends on ${when}; update your card or pay the open invoice before then, or it turns off.`,
      fixPath: "/subscriptions",
      fixLabel: "Update the payment",
      occurredAt: new Date(failedAt * 1000).toISOString(),
      resolvedAt: null,
    });

    await deliverUpdate(sub.stripe, { status: "active" }, failedAt + DAY);
    const [resolved] = await listed(user, paymentFailedCause(sub.id));
    expect(resolved?.resolvedAt).toEqual(expect.any(String));

    // Failing again later is a new notice, which ends with the subscription.
    await deliverUpdate(sub.stripe, { status: "past_due" }, failedAt + 2 * DAY);
    const again = await listed(user, paymentFailedCause(sub.id));
    expect(again.map((n: { resolvedAt: string | null }) => n.resolvedAt === null)).toEqual([true, false]);
    const ended = await t.deliverWebhook(
      stripeEvent(
        "customer.subscription.deleted",
        { ...sub.stripe, status: "canceled" },
        { created: failedAt + 3 * DAY },
      ),
    );
    expect(ended.statusCode, ended.body).toBe(200);
    const after = await listed(user, paymentFailedCause(sub.id));
    expect(after.every((n: { resolvedAt: string | null }) => n.resolvedAt !== null)).toBe(true);
  });

  it("follows the sandbox's billing portal: a payment failing raises the notice, paying resolves it", async () => {
    const { user, sub } = await subscriberInCommunity();
    const portal = await request(t.app, "POST", "/api/payments/portal", { as: user });
    expect(portal.statusCode, portal.body).toBe(200);
    const sessionId = String(portal.json().url).split("/").at(-1);
    /** Presses the portal page's button, then delivers the events Stripe would send for it to the webhook. */
    const press = async (action: string) => {
      const start = t.stripe.deliveries.length;
      const page = await fetch(`${t.stripe.baseUrl}/portal/${sessionId}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ subscription: sub.stripeId, action }),
        redirect: "manual",
      });
      expect(page.status).toBe(303);
      for (const { event } of t.stripe.deliveries.slice(start)) {
        const delivered = await t.deliverWebhook(event);
        expect(delivered.statusCode, delivered.body).toBe(200);
      }
    };

    await press("payment_failed");
    const [open] = await listed(user, paymentFailedCause(sub.id));
    expect(open).toMatchObject({ kind: "payment_failed", resolvedAt: null });
    expect(open.message).toContain(
      'for "Satoshi\'s Desk" failed. It keeps working until its grace period ends on',
    );
    await press("payment_succeeded");
    const [paid] = await listed(user, paymentFailedCause(sub.id));
    expect(paid?.resolvedAt).toEqual(expect.any(String));
  });

  it("names the account for an account-wide add-on, and writes nothing for another account", async () => {
    const user = await createSubscriber(t);
    const other = await createSubscriber(t);
    const sub = await user.subscribe("price-alerts");
    const slot = await request(t.app, "PUT", `/api/subscriptions/${sub.id}/slots`, {
      as: user,
      body: { assignments: [{ communityId: null }] },
    });
    expect(slot.statusCode, slot.body).toBe(200);
    await deliverUpdate(sub.stripe, { status: "past_due" }, unixNow());
    const [notice] = await listed(user, paymentFailedCause(sub.id));
    expect(notice.message).toMatch(/^The payment for Price Alerts for your account failed\./);
    expect(await listed(other, paymentFailedCause(sub.id))).toEqual([]);
  });
});

describe("addon_lapsing notices", () => {
  it("the hourly job tells the owner of an add-on cancelling within 3 days, once; resuming resolves it", async () => {
    const { user, sub } = await subscriberInCommunity();
    const job = HOURLY_JOBS.find((candidate) => candidate.name === "notice-lapsing-addons");
    if (!job) throw new Error("no hourly job notices lapsing add-ons");
    const periodEnd = unixNow() + 2 * DAY;
    const item = (sub.stripe.items as { data: Record<string, unknown>[] }).data[0];
    Object.assign(item ?? {}, { current_period_end: periodEnd });

    // Cancelling at the end of a period 2 days away: nothing until the hourly job looks.
    await deliverUpdate(sub.stripe, { cancel_at_period_end: true, cancel_at: periodEnd }, unixNow());
    expect(await listed(user, addonLapsingCause(sub.id))).toEqual([]);
    const run = () => job.run(t.database.db, new Date(), t.app.log, t.app);
    expect((await run()).raised).toBeGreaterThanOrEqual(1);
    expect((await run()).raised).toBe(0);

    const ends = new Date(periodEnd * 1000);
    const day = ends.toLocaleDateString("en-GB", { timeZone: "UTC", dateStyle: "long" });
    const [notice, ...more] = await listed(user, addonLapsingCause(sub.id));
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: "addon_lapsing",
      title: `Advanced Charting ends on ${day}`,
      message: `Advanced Charting for "Satoshi's Desk" is set to cancel at the end of its period, on ${day} at ${ends.toISOString().slice(11, 16)} UTC; after that its features turn off. Resume the subscription to keep it.`,
      fixPath: "/subscriptions",
      fixLabel: "Keep the add-on",
      resolvedAt: null,
    });

    await deliverUpdate(sub.stripe, { cancel_at_period_end: false, cancel_at: null }, unixNow() + 1);
    const [resolved] = await listed(user, addonLapsingCause(sub.id));
    expect(resolved?.resolvedAt).toEqual(expect.any(String));
  });

  it("leaves an add-on cancelling later than 3 days alone, and resolves a notice whose period ended without a webhook", async () => {
    const { user, sub } = await subscriberInCommunity();
    const item = (sub.stripe.items as { data: Record<string, unknown>[] }).data[0];
    Object.assign(item ?? {}, { current_period_end: unixNow() + 10 * DAY });
    await deliverUpdate(sub.stripe, { cancel_at_period_end: true }, unixNow());
    await noticeLapsingAddons(t.database.db, new Date());
    expect(await listed(user, addonLapsingCause(sub.id))).toEqual([]);

    // Eight days on, the period is 2 days away: noticed. Past its end (no deletion event came): resolved.
    await noticeLapsingAddons(t.database.db, new Date(Date.now() + 8 * DAY * 1000));
    expect(await listed(user, addonLapsingCause(sub.id))).toHaveLength(1);
    const { resolved } = await noticeLapsingAddons(t.database.db, new Date(Date.now() + 11 * DAY * 1000));
    expect(resolved).toBeGreaterThanOrEqual(1);
    const [settled] = await listed(user, addonLapsingCause(sub.id));
    expect(settled?.resolvedAt).toEqual(expect.any(String));
  });
});
