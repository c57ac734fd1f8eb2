import Stripe from "stripe";
import { AppError } from "../errors.js";
import { type StripeEvent, StripeEventSchema } from "./stripe-objects.js";

/** How old a signed webhook may be, in seconds (Stripe's default): an older one may be a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Checks the `Stripe-Signature` of the raw body and returns the event. A missing, wrong or too old
 * signature is 400 webhook_signature_invalid; a well-signed body that is not an event is 400 bad_request.
 */
export function verifyWebhookEvent(
  stripe: Stripe,
  payload: Buffer | undefined,
  signature: string | undefined,
  secret: string,
): StripeEvent {
  if (!payload || payload.length === 0 || !signature) {
    throw new AppError("webhook_signature_invalid", "The Stripe-Signature header or the body is missing.");
  }
  let event: unknown;
  try {
    event = stripe.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new AppError("webhook_signature_invalid", undefined, { cause: error });
    }
    throw new AppError("bad_request", "The webhook body is not valid JSON.", { cause: error });
  }
  const parsed = StripeEventSchema.safeParse(event);
  if (!parsed.success) throw new AppError("bad_request", "The webhook body is not a Stripe event.");
  return parsed.data;
}
