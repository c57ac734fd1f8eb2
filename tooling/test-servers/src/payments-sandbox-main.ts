// The local payments sandbox of `pnpm dev` and `pnpm start`: the Stripe endpoints the API calls, with pages standing
// in for Checkout and the Billing Portal, on PAYMENTS_SANDBOX_PORT (default 4300). What a person does on its pages
// reaches PAYMENTS_SANDBOX_WEBHOOK_URL (default the local API's webhook) as signed Stripe events.
// Run: `pnpm --filter @chartbot/test-servers payments-sandbox` (tsx).
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";
import { FakeStripe } from "./fake-stripe";

/** The port `pnpm dev` gives the API and the dashboard (4300). */
const port = Number(process.env.PAYMENTS_SANDBOX_PORT || new URL(PAYMENTS_SANDBOX.origin).port);
const host = process.env.PAYMENTS_SANDBOX_HOST || "127.0.0.1";
const webhookUrl = process.env.PAYMENTS_SANDBOX_WEBHOOK_URL || "http://127.0.0.1:4000/api/payments/webhook";

const sandbox = await new FakeStripe({ webhookUrl, ownPages: true }).start(port, host);

console.log(`Local payments sandbox on ${sandbox.baseUrl}`);
console.log(`  Stripe API base URL ${sandbox.baseUrl} (secret key ${FakeStripe.SECRET_KEY})`);
console.log(`  Webhook             ${webhookUrl} (signed with ${FakeStripe.WEBHOOK_SECRET})`);
console.log(`  Stripe.js stand-in  ${sandbox.stripeJsUrl} (publishable key ${FakeStripe.PUBLISHABLE_KEY})`);
console.log(`  Settings            ${sandbox.baseUrl}/_sandbox/env`);

const stop = () => {
  sandbox.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
