import { randomUUID } from "node:crypto";
import { ADDONS } from "@chartbot/addons";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addonSlots, subscriptions } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { useBillingTestApp } from "../../support/billing-test-app.js";
import { createCommunity } from "../../support/communities.js";
import { bearer, createTestUser, type TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";

const t = useBillingTestApp();

const list = (user: TestUser) => request(t.app, "GET", "/api/subscriptions", { as: user });
const assign = (user: TestUser, subscriptionId: string, communityIds: (string | null)[]) =>
  request(t.app, "PUT", `/api/subscriptions/${subscriptionId}/slots`, {
    as: user,
    body: { assignments: communityIds.map((communityId) => ({ communityId })) },
  });

/** A community the account administers. */
async function communityOf(accountId: string, name: string) {
  return { id: await createCommunity(t.database.db, [accountId], { name }) };
}

/** A subscription as the webhook would have stored it. */
async function subscribe(
  accountId: string,
  addonSlug: string,
  quantity: number,
  status: "trialing" | "active" | "past_due" | "canceled" = "active",
) {
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({
      accountId,
      addonSlug,
      quantity,
      status,
      stripeSubscriptionId: `sub_${randomUUID()}`,
      currentPeriodEnd: new Date("2030-01-31T00:00:00.000Z"),
    })
    .returning();
  if (!row) throw new Error("subscription not created");
  return row;
}

const slotTargets = (subscriptionId: string) =>
  t.database.db
    .select({ id: addonSlots.id, communityId: addonSlots.communityId })
    .from(addonSlots)
    .where(eq(addonSlots.subscriptionId, subscriptionId))
    .orderBy(asc(addonSlots.seq));

describe("GET /api/subscriptions", () => {
  it("lists the add-on catalogue with trials for a new account and no subscriptions", async () => {
    const user = await createTestAccount(t);
    const response = await list(user);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.paymentsConfigured).toBe(true);
    expect(body.subscriptions).toEqual([]);
    expect(body.addons.map((a: { slug: string }) => a.slug)).toEqual(ADDONS.map((a) => a.slug));
    expect(body.addons[0]).toEqual({
      slug: "advanced-charting",
      name: "Advanced Charting",
      tagline: "Indicators, timeframes and chart styles beyond the basics",
      monthlyPriceCents: 1500,
      price: "$15",
      trialDays: 14,
      trialAvailable: true,
      unit: "community",
      maxQuantity: 50,
      isNew: false,
    });
    expect(body.addons.find((a: { slug: string }) => a.slug === "bot-license").trialAvailable).toBe(false);
  });

  it("shows the caller's subscriptions with renewal date and where each slot is used", async () => {
    const { account, ...user } = await createTestAccount(t);
    const community = await communityOf(account.id, "Moon Room");
    const charting = await subscribe(account.id, "advanced-charting", 2, "trialing");
    const alerts = await subscribe(account.id, "price-alerts", 1, "past_due");
    await t.database.db.insert(addonSlots).values([
      { subscriptionId: charting.id, communityId: community.id },
      { subscriptionId: alerts.id, communityId: null },
    ]);
    const other = await createTestAccount(t);
    await subscribe(other.account.id, "bot-license", 1);

    const body = (await list(user)).json();
    expect(body.subscriptions).toHaveLength(2);
    expect(body.subscriptions).toContainEqual({
      id: charting.id,
      addon: "advanced-charting",
      quantity: 2,
      status: "trialing",
      currentPeriodEnd: "2030-01-31T00:00:00.000Z",
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      slots: [
        {
          id: expect.any(String),
          assignedTo: { type: "community", communityId: community.id, name: "Moon Room" },
        },
      ],
    });
    expect(body.subscriptions).toContainEqual(
      expect.objectContaining({
        id: alerts.id,
        status: "past_due",
        slots: [{ id: expect.any(String), assignedTo: { type: "personal" } }],
      }),
    );
    const offers = new Map(
      body.addons.map((a: { slug: string; trialAvailable: boolean }) => [a.slug, a.trialAvailable]),
    );
    expect(offers.get("advanced-charting")).toBe(false);
    expect(offers.get("scheduled-posting")).toBe(true);
  });

  it("answers 401 without a token and 403 for an unverified email", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/subscriptions" })).statusCode).toBe(401);
    const unverified = await createTestUser(t.app.identity.auth, { verified: false });
    expect((await list(unverified)).statusCode).toBe(403);
  });
});

describe("PUT /api/subscriptions/:id/slots", () => {
  it("assigns community add-on slots to different communities and keeps unchanged slots", async () => {
    const { account, ...user } = await createTestAccount(t);
    const [a, b, c] = [
      await communityOf(account.id, "A"),
      await communityOf(account.id, "B"),
      await communityOf(account.id, "C"),
    ];
    const sub = await subscribe(account.id, "advanced-charting", 2);

    const first = await assign(user, sub.id, [a.id, b.id]);
    expect(first.statusCode).toBe(200);
    expect(first.json().slots.map((s: { assignedTo: { name: string } }) => s.assignedTo.name)).toEqual([
      "A",
      "B",
    ]);
    const [slotA] = await slotTargets(sub.id);

    const second = await assign(user, sub.id, [c.id, a.id]);
    expect(second.statusCode).toBe(200);
    const after = await slotTargets(sub.id);
    expect(after.map((slot) => slot.communityId)).toEqual([a.id, c.id]);
    expect(after[0]?.id).toBe(slotA?.id);

    const cleared = await assign(user, sub.id, []);
    expect(cleared.json().slots).toEqual([]);
  });

  it("refuses a second slot of a community add-on for the same community", async () => {
    const { account, ...user } = await createTestAccount(t);
    const a = await communityOf(account.id, "A");
    const sub = await subscribe(account.id, "scheduled-posting", 3);
    const response = await assign(user, sub.id, [a.id, a.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "validation_failed",
      message:
        "A community needs only one Scheduled Posting slot: assign each slot to a different community.",
    });
    expect(await slotTargets(sub.id)).toEqual([]);
  });

  it("lets several satellite slots go to one community, up to 10", async () => {
    const { account, ...user } = await createTestAccount(t);
    const a = await communityOf(account.id, "A");
    const b = await communityOf(account.id, "B");
    const sub = await subscribe(account.id, "price-satellite-bots", 12);
    expect((await assign(user, sub.id, [a.id, a.id, a.id, b.id])).statusCode).toBe(200);
    const tooMany = await assign(user, sub.id, Array(11).fill(a.id));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe("limit_reached");
    expect((await slotTargets(sub.id)).map((slot) => slot.communityId)).toEqual([a.id, a.id, a.id, b.id]);
  });

  it("never assigns more slots than the subscription has", async () => {
    const { account, ...user } = await createTestAccount(t);
    const [a, b, c] = [
      await communityOf(account.id, "A"),
      await communityOf(account.id, "B"),
      await communityOf(account.id, "C"),
    ];
    const sub = await subscribe(account.id, "tradingview-layouts", 2);
    const response = await assign(user, sub.id, [a.id, b.id, c.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "limit_reached",
      message:
        "This TradingView Layouts subscription has 2 slots: assign at most that many, or add slots with Change number of slots.",
    });
  });

  it("stays within the quantity under concurrent changes", async () => {
    const { account, ...user } = await createTestAccount(t);
    const communitiesList = await Promise.all(
      ["A", "B", "C", "D", "E", "F"].map((name) => communityOf(account.id, name)),
    );
    const sub = await subscribe(account.id, "advanced-charting", 2);
    const requests = communitiesList.map((community, i) =>
      assign(user, sub.id, [community.id, communitiesList[(i + 1) % communitiesList.length]?.id ?? null]),
    );
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const final = (await slotTargets(sub.id)).map((slot) => slot.communityId).sort();
    expect(final).toHaveLength(2);
    const accepted = responses.map((r) =>
      r
        .json()
        .slots.map((s: { assignedTo: { communityId: string } }) => s.assignedTo.communityId)
        .sort(),
    );
    expect(accepted).toContainEqual(final);
  });

  it("keeps an account-wide add-on's slot on the account", async () => {
    const { account, ...user } = await createTestAccount(t);
    const a = await communityOf(account.id, "A");
    const sub = await subscribe(account.id, "price-alerts", 1);
    const personal = await assign(user, sub.id, [null]);
    expect(personal.statusCode).toBe(200);
    expect(personal.json().slots).toEqual([{ id: expect.any(String), assignedTo: { type: "personal" } }]);
    const refused = await assign(user, sub.id, [a.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/applies to your whole account/);
    const community = await subscribe(account.id, "bot-license", 1);
    expect((await assign(user, community.id, [null])).statusCode).toBe(400);
  });

  it("answers 404 for another account's subscription or community, changing nothing", async () => {
    const owner = await createTestAccount(t);
    const stranger = await createTestAccount(t);
    const theirs = await communityOf(owner.account.id, "Theirs");
    const mine = await communityOf(stranger.account.id, "Mine");
    const ownerSub = await subscribe(owner.account.id, "advanced-charting", 2);
    const strangerSub = await subscribe(stranger.account.id, "advanced-charting", 2);

    for (const response of [
      await assign(stranger, ownerSub.id, [mine.id]),
      await assign(stranger, strangerSub.id, [theirs.id]),
      await assign(stranger, strangerSub.id, [mine.id, randomUUID()]),
      await assign(stranger, randomUUID(), []),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
    expect(await slotTargets(ownerSub.id)).toEqual([]);
    expect(await slotTargets(strangerSub.id)).toEqual([]);
  });

  it("answers 409 for an ended subscription", async () => {
    const { account, ...user } = await createTestAccount(t);
    const a = await communityOf(account.id, "A");
    const sub = await subscribe(account.id, "advanced-charting", 1, "canceled");
    const response = await assign(user, sub.id, [a.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("conflict");
  });

  it("answers 400 for bad input and 401 without a token", async () => {
    const { account, ...user } = await createTestAccount(t);
    const sub = await subscribe(account.id, "advanced-charting", 1);
    for (const payload of [
      {},
      { assignments: "x" },
      { assignments: [{}] },
      { assignments: [{ communityId: "nope" }] },
      { assignments: [], extra: 1 },
    ]) {
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/subscriptions/${sub.id}/slots`,
        headers: bearer(user),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    expect((await assign(user, "not-a-uuid", [])).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: `/api/subscriptions/${sub.id}/slots`,
      payload: { assignments: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
