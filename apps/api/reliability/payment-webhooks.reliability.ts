import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import {
  FakeStripe,
  signedDelivery,
  stripeEvent,
  stripeSubscription,
} from "@chartbot/test-servers/fake-stripe";
import { count, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import type { Database } from "../src/db/open-database.js";
import { accounts, stripeEvents, subscriptions } from "../src/db/schema.js";
import { openTestDatabase, testConfig } from "../test/support/test-app.js";
import { fingerprintDatabase } from "./support/database-state.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";

const LOOKUP_KEY = "price_satellite_bots_monthly";
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31);
const now = () => Math.floor(Date.now() / 1000);

let stripe: FakeStripe;
let database: Database;
let app: App;
/** What the API logged about each event it received: `applied`, `duplicate`, `stale` or `ignored`. */
const outcomes = new Map<string, string[]>();

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  database = await openTestDatabase();
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; eventId?: string; outcome?: string };
        if (entry.msg === "stripe event" && entry.eventId && entry.outcome) {
          outcomes.set(entry.eventId, [...(outcomes.get(entry.eventId) ?? []), entry.outcome]);
        }
      }
      done();
    },
  });
  const logger = { level: "info", stream: logs };
  app = await buildApp(testConfig(stripe.env), { database, logger });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await stripe?.stop();
});

const deliver = (event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) => {
  const { payload, headers } = signedDelivery(event, options);
  return app.inject({ method: "POST", url: "/api/payments/webhook", headers, payload });
};

/** An account that is a Stripe customer, as checkout leaves it. */
async function billingAccount(): Promise<{ accountId: string; customer: string }> {
  const customer = `cus_test_${randomUUID().replaceAll("-", "")}`;
  const [row] = await database.db
    .insert(accounts)
    .values({ firebaseUid: `uid-${randomUUID()}`, stripeCustomerId: customer })
    .returning({ id: accounts.id });
  return { accountId: row?.id as string, customer };
}

/** The subscription as the API keeps it, without ids and timestamps of its own. */
async function stateOf(stripeSubscriptionId: string) {
  const rows = await database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  return rows.map((row) => ({
    addon: row.addonSlug,
    status: row.status,
    quantity: row.quantity,
    price: row.stripePriceId,
    periodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    lastEvent: row.stripeEventCreated?.toISOString() ?? null,
  }));
}

/** One change in a subscription's life, as a Stripe event will carry it. */
interface Change {
  type: "customer.subscription.updated" | "invoice.payment_failed" | "customer.subscription.deleted";
  status: "trialing" | "active" | "past_due" | "unpaid" | "canceled";
  quantity: number;
  cancelAtPeriodEnd: boolean;
  periodDays: number;
  gap: number;
}

const changeArbitrary = fc.record<Change>({
  type: fc.constantFrom("customer.subscription.updated", "invoice.payment_failed"),
  status: fc.constantFrom("trialing", "active", "past_due", "unpaid"),
  quantity: fc.integer({ min: 1, max: 5 }),
  cancelAtPeriodEnd: fc.boolean(),
  periodDays: fc.integer({ min: 1, max: 400 }),
  // Often 0: Stripe's `created` has one-second resolution, so events of the same second are common.
  gap: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 600 })),
});

/**
 * A subscription's life: created, then changes and failed payments, some in the same second (Stripe's
 * `created` has one-second resolution), maybe ending deleted, possibly in the second of the last change.
 * Each failed payment is followed by the subscription update Stripe sends with it (status past_due), as
 * Stripe does.
 */
const lifeArbitrary = fc
  .tuple(
    changeArbitrary,
    fc.array(changeArbitrary, { minLength: 1, maxLength: 6 }),
    fc.boolean(),
    fc.constantFrom(0, 30),
  )
  .map(([first, rest, deleted, deletedGap]) => {
    const changes: Change[] = [{ ...first, type: "customer.subscription.updated" }];
    for (const change of rest) {
      changes.push(change);
      if (change.type === "invoice.payment_failed") {
        changes.push({ ...change, type: "customer.subscription.updated", status: "past_due", gap: 0 });
      }
    }
    if (deleted)
      changes.push({ ...first, type: "customer.subscription.deleted", status: "canceled", gap: deletedGap });
    return changes;
  });

/**
 * The events of a life for one subscription id, created from `start` on. Stripe (the fake) holds the
 * subscription as the life leaves it: what the API reads to settle two events of the same second.
 */
function eventsOf(
  changes: Change[],
  ids: { subscription: string; customer: string; accountId: string },
  start: number,
) {
  let created = start;
  const events = changes.map((change, index) => {
    created += change.gap;
    const subscription = stripeSubscription({
      id: ids.subscription,
      customer: ids.customer,
      lookupKey: LOOKUP_KEY,
      status: change.status,
      quantity: change.quantity,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd,
      periodEnd: start + change.periodDays * 86_400,
      metadata: { accountId: ids.accountId, addon: "price-satellite-bots" },
    });
    const type = index === 0 ? "customer.subscription.created" : change.type;
    const object =
      type === "invoice.payment_failed"
        ? {
            object: "invoice",
            id: `in_${randomUUID()}`,
            parent: { subscription_details: { subscription: ids.subscription } },
          }
        : subscription;
    if (type !== "invoice.payment_failed") stripe.subscriptions.set(ids.subscription, subscription);
    return stripeEvent(type, object, { id: `evt_${randomUUID().replaceAll("-", "")}`, created });
  });
  return events;
}

describe("Payment webhooks", () => {
  it("applies an event delivered 100 times (50 at once, then 50 in a row) exactly once", async (context) => {
    const { accountId, customer } = await billingAccount();
    const subscription = stripeSubscription({
      customer,
      lookupKey: LOOKUP_KEY,
      quantity: 3,
      metadata: { accountId, addon: "price-satellite-bots" },
    });
    const created = stripeEvent("customer.subscription.created", subscription, { created: now() - 60 });
    const statuses: number[] = [];
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => deliver(created)));
    statuses.push(...concurrent.map((response) => response.statusCode));
    for (let i = 0; i < 50; i++) statuses.push((await deliver(created)).statusCode);

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await stateOf(subscription.id as string)).toMatchObject([{ status: "active", quantity: 3 }]);
    const [recorded] = await database.db
      .select({ n: count() })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, created.id as string));
    expect(recorded?.n).toBe(1);
    const seen = tally(outcomes.get(created.id as string) ?? []);
    expect(seen).toEqual({ applied: 1, duplicate: 99 });
    recordFigures(context, "Payment webhooks", {
      deliveries: statuses.length,
      "200": statuses.filter((status) => status === 200).length,
      applied: seen.applied ?? 0,
      "duplicates ignored": seen.duplicate ?? 0,
      "subscription rows": (await stateOf(subscription.id as string)).length,
      "event rows": recorded?.n ?? 0,
    });
  });

  it("ends in the in-order state whatever the delivery order, repeats and concurrency", async (context) => {
    let runs = 0;
    let deliveries = 0;
    let events = 0;
    const property = fc.asyncProperty(
      lifeArbitrary,
      fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 16, maxLength: 16 }),
      fc.infiniteStream(fc.nat()),
      fc.integer({ min: 1, max: 4 }),
      async (life, repeats, shuffle, batch) => {
        runs += 1;
        const owner = await billingAccount();
        const start = now() - 86_400;
        const reference = eventsOf(life, { ...owner, subscription: `sub_ref_${randomUUID()}` }, start);
        const tested = eventsOf(life, { ...owner, subscription: `sub_test_${randomUUID()}` }, start);
        events += tested.length;

        for (const event of reference) expect((await deliver(event)).statusCode).toBe(200);

        const copies = tested.flatMap((event, index) =>
          Array.from({ length: repeats[index] ?? 1 }, () => event),
        );
        const order = copies.map((event) => ({ event, key: shuffle.next().value as number }));
        order.sort((a, b) => a.key - b.key);
        for (let at = 0; at < order.length; at += batch) {
          const responses = await Promise.all(order.slice(at, at + batch).map(({ event }) => deliver(event)));
          for (const response of responses) expect(response.statusCode, response.body).toBe(200);
        }
        deliveries += copies.length;

        const subscriptionIdOf = (event: Record<string, unknown> | undefined) =>
          (event?.data as { object: { id: string } } | undefined)?.object.id ?? "";
        const referenceId = subscriptionIdOf(reference[0]);
        const testedId = subscriptionIdOf(tested[0]);
        const final = await stateOf(testedId);
        expect(final).toEqual(await stateOf(referenceId));
        // And that state is the life's last word, as Stripe holds it.
        const last = life.at(-1)?.status;
        expect(final[0]?.status).toBe(last === "unpaid" ? "past_due" : last);
        const ids = tested.map((event) => event.id as string);
        const [recorded] = await database.db
          .select({ n: count() })
          .from(stripeEvents)
          .where(inArray(stripeEvents.id, ids));
        expect(recorded?.n).toBe(ids.length);
      },
    );
    const readsBefore = stripe.requests.filter((request) => request.method === "GET").length;
    await fc.assert(property, { numRuns: 30, seed: SEED });
    recordFigures(context, "Payment webhooks", {
      "random histories": runs,
      events,
      "deliveries (shuffled, repeated, concurrent)": deliveries,
      "states equal to in-order": runs,
      "same-second disagreements settled by Stripe":
        stripe.requests.filter((request) => request.method === "GET").length - readsBefore,
      seed: SEED,
    });
  });

  it("refuses bad signatures and expired timestamps with 400 and changes nothing", async (context) => {
    const { accountId, customer } = await billingAccount();
    const subscription = stripeSubscription({
      customer,
      lookupKey: LOOKUP_KEY,
      metadata: { accountId, addon: "price-satellite-bots" },
    });
    expect(
      (await deliver(stripeEvent("customer.subscription.created", subscription, { created: now() - 600 })))
        .statusCode,
    ).toBe(200);
    const cancel = () =>
      stripeEvent(
        "customer.subscription.deleted",
        { ...subscription, status: "canceled" },
        { created: now() },
      );
    const before = await fingerprintDatabase(database.db);

    const bad: { kind: string; payload: string; headers: Record<string, string> }[] = [];
    for (let i = 0; i < 25; i++) {
      const good = signedDelivery(cancel());
      bad.push({ kind: "other secret", ...signedDelivery(cancel(), { secret: `whsec_other_${i}` }) });
      bad.push({
        kind: "tampered body",
        payload: good.payload.replace('"canceled"', '"active"'),
        headers: good.headers,
      });
      bad.push({
        kind: "forged header",
        payload: good.payload,
        headers: { ...good.headers, "stripe-signature": `t=${now()},v1=${"ab".repeat(32)}` },
      });
      bad.push({ kind: "no header", payload: good.payload, headers: { "content-type": "application/json" } });
    }
    const expired = [301, 302, 600, 3_600, 86_400, 30 * 86_400, 365 * 86_400].flatMap((age) =>
      Array.from({ length: 15 }, () => ({
        kind: `expired ${age}s`,
        ...signedDelivery(cancel(), { timestamp: now() - age }),
      })),
    );
    const statuses: number[] = [];
    for (const { kind, payload, headers } of [...bad, ...expired]) {
      const response = await app.inject({ method: "POST", url: "/api/payments/webhook", headers, payload });
      statuses.push(response.statusCode);
      expect(response.statusCode, kind).toBe(400);
      expect(response.json().error.code, kind).toBe("webhook_signature_invalid");
    }
    const after = await fingerprintDatabase(database.db);
    expect(after).toEqual(before);
    const [still] = await stateOf(subscription.id as string);
    expect(still?.status).toBe("active");
    // The same event, signed now, is applied: only the signature made the difference.
    expect((await deliver(cancel())).statusCode).toBe(200);
    expect((await stateOf(subscription.id as string))[0]?.status).toBe("canceled");

    recordFigures(context, "Payment webhooks", {
      "bad signatures": bad.length,
      "expired (301 s to 1 year)": expired.length,
      statuses: formatTally(tally(statuses)),
      "tables changed": Object.keys(after).filter((table) => after[table]?.hash !== before[table]?.hash)
        .length,
    });
  });
});
