import { paymentEndpoints } from "@chartbot/contracts/endpoints/payments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.js";
import { processStripeEvent } from "../../payments/process-stripe-event.js";
import { verifyWebhookEvent } from "../../payments/verify-webhook-event.js";
import { addEndpoint } from "../endpoint-route.js";

/**
 * `POST /api/payments/webhook`: Stripe's events. The signature covers the exact bytes, so this plugin
 * (and only it) keeps JSON bodies raw.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stripe } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    done(null, body);
  });
  const secret = app.config.stripe.webhookSecret;

  addEndpoint(
    app,
    paymentEndpoints.webhook,
    async (request) => {
      if (!stripe || !secret) throw new AppError("payments_not_configured");
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const event = verifyWebhookEvent(stripe, body, request.headers["stripe-signature"], secret);
      const outcome = await processStripeEvent({ db: app.database.db, stripe, log: request.log }, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, "stripe event");
      return { received: true as const };
    },
    {
      // Stripe may send bursts from few addresses; the signature check is what keeps others out.
      config: { rateLimit: false },
      bodyLimit: 1_048_576,
    },
  );
};
