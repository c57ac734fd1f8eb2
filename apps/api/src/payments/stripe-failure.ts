import Stripe from "stripe";
import { AppError } from "../errors.js";

/**
 * Turns a failed Stripe call into the API's error: a missing or unusable key means payments are not
 * configured (503), anything else is the payment provider failing (502). Details go to the log only.
 */
export function stripeFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new AppError("payments_not_configured", undefined, { cause: error });
  }
  return new AppError("payment_provider_unreachable", undefined, { cause: error });
}
