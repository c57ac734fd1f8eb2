import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { FakeStripe } from "@chartbot/test-servers/fake-stripe";

/** A checkout session as the API asked the fake to create it (its form decoded). */
export interface CheckoutRequest {
  customer?: string;
  client_reference_id?: string;
  metadata?: Record<string, string>;
  subscription_data?: { metadata?: Record<string, string>; trial_period_days?: string };
  line_items?: { price: string; quantity?: string }[];
  success_url?: string;
}

/**
 * Starts the fake Stripe and a small control server beside it, so the test workers (other processes) can
 * read what the API asked for and register the subscription a completed checkout would create.
 *   GET  /checkout-sessions  -> the decoded bodies of every `POST /v1/checkout/sessions`
 *   POST /subscriptions      -> stores a subscription object for `GET /v1/subscriptions/:id`
 */
export async function startFakeStripe(): Promise<{ fake: FakeStripe; control: Server; controlUrl: string }> {
  const fake = await new FakeStripe().start();
  const control = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.method === "GET" && request.url === "/checkout-sessions") {
      return send(
        200,
        fake.received("POST", "/v1/checkout/sessions").map((r) => r.params),
      );
    }
    if (request.method === "POST" && request.url === "/subscriptions") {
      const subscription = JSON.parse(Buffer.concat(chunks).toString()) as { id: string };
      fake.subscriptions.set(subscription.id, subscription);
      return send(200, subscription);
    }
    return send(404, { error: "unknown control request" });
  });
  control.listen(0, "127.0.0.1");
  await once(control, "listening");
  const { port } = control.address() as AddressInfo;
  return { fake, control, controlUrl: `http://127.0.0.1:${port}` };
}
