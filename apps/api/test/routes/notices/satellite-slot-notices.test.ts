import { DEFAULT_SYMBOL_IDS, listSymbols } from "@chartbot/symbol-catalogue";
import { stripeEvent } from "@chartbot/test-servers/fake-stripe";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAST_DUE_GRACE_DAYS } from "../../../src/data/subscriptions/subscription-in-force.js";
import { notices, subscriptions } from "../../../src/db/schema.js";
import { HOURLY_JOBS } from "../../../src/jobs/hourly-jobs.js";
import { unixNow, useBillingTestApp } from "../../support/billing-test-app.js";
import { createCommunity } from "../../support/communities.js";
import { request } from "../../support/request.js";
import { createSubscriber } from "../../support/stripe-subscriber.js";

const t = useBillingTestApp();
const DAY = 86_400;
const PAID = listSymbols()
  .map((symbol) => symbol.id)
  .filter((symbolId) => !(DEFAULT_SYMBOL_IDS as readonly string[]).includes(symbolId));

/** The community's unresolved `satellite_without_slot` notices. */
const openNotices = (communityId: string) =>
  t.database.db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.communityId, communityId),
        eq(notices.kind, "satellite_without_slot"),
        isNull(notices.resolvedAt),
      ),
    );

describe("satellite_without_slot from Stripe", () => {
  it("is raised when the subscription's webhook ends the slot, and by the hourly sweep when a grace period runs out; resolved when it is paid again", async () => {
    const user = await createSubscriber(t);
    const sub = await user.subscribe("price-satellite-bots");
    const communityId = await createCommunity(t.database.db, [user.accountId], { name: "Desk" });
    const assigned = await request(t.app, "PUT", `/api/subscriptions/${sub.id}/slots`, {
      as: user,
      body: { assignments: [{ communityId }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const added = await request(t.app, "POST", `/api/communities/${communityId}/satellites`, {
      as: user,
      body: { symbolId: PAID[0] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const deliver = async (status: string, created: number) => {
      Object.assign(sub.stripe, { status });
      const event = stripeEvent("customer.subscription.updated", sub.stripe, { created });
      expect((await t.deliverWebhook(event)).statusCode).toBe(200);
    };

    // Canceled: the satellite has no slot now.
    await deliver("canceled", unixNow() - 3 * DAY);
    const raised = await openNotices(communityId);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      accountId: user.accountId,
      cause: `satellite_without_slot:${added.json().id}`,
      title: expect.stringContaining("has no paid slot in Desk"),
      fixPath: `/communities/${communityId}/satellites`,
    });

    // Paid again: resolved. Past due: still covered during the grace period, so nothing is raised.
    await deliver("active", unixNow() - 2 * DAY);
    expect(await openNotices(communityId)).toEqual([]);
    await deliver("past_due", unixNow() - DAY);
    expect(await openNotices(communityId)).toEqual([]);

    // The grace period runs out: no row changes, the hourly sweep raises it.
    await t.database.db
      .update(subscriptions)
      .set({ pastDueSince: new Date((unixNow() - PAST_DUE_GRACE_DAYS * DAY - 60) * 1000) })
      .where(eq(subscriptions.id, sub.id));
    const sweep = HOURLY_JOBS.find((job) => job.name === "satellite-notices");
    await sweep?.run(t.database.db, new Date(), t.app.log, t.app);
    expect(await openNotices(communityId)).toHaveLength(1);
  });
});
