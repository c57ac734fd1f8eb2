import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Db } from "../db/open-database.js";
import type { StripeEvent } from "./stripe-objects.js";

/** What handling a webhook event needs. */
export interface WebhookContext {
  db: Db;
  stripe: Stripe;
  log: FastifyBaseLogger;
}

/** What became of an event: applied, a repeat, older than what was applied, or nothing to do. */
export type EventOutcome = "applied" | "duplicate" | "stale" | "ignored";

/** An event's effect, prepared outside the transaction (Stripe calls) and run inside it. */
export type EventEffect = (tx: Db) => Promise<EventOutcome>;

/** When Stripe created the event: the order in which subscription changes are applied. */
export const eventCreatedAt = (event: StripeEvent): Date => new Date(event.created * 1000);

/**
 * Thrown inside an effect's transaction (which rolls it back) when the event and the last applied one
 * were created in the same second and disagree: their order is unknown, so the subscription is read from
 * Stripe and applied instead.
 */
export class SameSecondConflict extends Error {
  override name = "SameSecondConflict";

  constructor(readonly stripeSubscriptionId: string) {
    super(`stripe subscription ${stripeSubscriptionId}: two events of the same second disagree`);
  }
}

/** Logs why an event changes nothing; the event is still recorded and answered 200. */
export function ignoreEvent(ctx: WebhookContext, event: StripeEvent, reason: string): undefined {
  ctx.log.warn({ eventId: event.id, type: event.type, reason }, "stripe event ignored");
  return undefined;
}
