// The local payments sandbox of `pnpm dev` and `pnpm start`: the Stripe endpoints the API calls, with pages standing
// in for Checkout and the Billing Portal, on PAYMENTS_SANDBOX_PORT (default 4300). What a person does on its pages
// reaches PAYMENTS_SANDBOX_WEBHOOK_URL (default the local API's webhook) as signed Stripe events.
// PAYMENTS_SANDBOX_STATE names a JSON file that keeps its customers, subscriptions, invoices and sessions between runs (the
// API keeps the customer ids it was given in its own database); `pnpm dev` uses .data/payments-sandbox.json.
// Run: `pnpm --filter @chartbot/test-servers payments-sandbox` (tsx).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";
import { FakeStripe } from "./fake-stripe";

/** The port `pnpm dev` gives the API and the dashboard (4300). */
const port = Number(process.env.PAYMENTS_SANDBOX_PORT || new URL(PAYMENTS_SANDBOX.origin).port);
const host = process.env.PAYMENTS_SANDBOX_HOST || "127.0.0.1";
const webhookUrl = process.env.PAYMENTS_SANDBOX_WEBHOOK_URL || "http://127.0.0.1:4000/api/payments/webhook";

const stateFile = process.env.PAYMENTS_SANDBOX_STATE;

const sandbox = await new FakeStripe({ webhookUrl, ownPages: true }).start(port, host);

/** What is kept between runs. */
const stores = {
  customers: sandbox.customers,
  subscriptions: sandbox.subscriptions,
  invoices: sandbox.invoices,
  checkoutSessions: sandbox.checkoutSessions,
  portalSessions: sandbox.portalSessions,
};
let saved = "";
function save() {
  if (!stateFile) return;
  const state = JSON.stringify(
    Object.fromEntries(Object.entries(stores).map(([name, map]) => [name, [...map]])),
  );
  if (state === saved) return;
  writeFileSync(stateFile, state);
  saved = state;
}
if (stateFile && existsSync(stateFile)) {
  const state = JSON.parse(readFileSync(stateFile, "utf8")) as Record<
    string,
    [string, Record<string, unknown>][]
  >;
  for (const [name, map] of Object.entries(stores))
    for (const [id, value] of state[name] ?? []) map.set(id, value);
  saved = JSON.stringify(state);
}
setInterval(save, 2000).unref();

console.log(`Local payments sandbox on ${sandbox.baseUrl}`);
console.log(`  Stripe API base URL ${sandbox.baseUrl} (secret key ${FakeStripe.SECRET_KEY})`);
console.log(`  Webhook             ${webhookUrl} (signed with ${FakeStripe.WEBHOOK_SECRET})`);
console.log(`  Stripe.js stand-in  ${sandbox.stripeJsUrl} (publishable key ${FakeStripe.PUBLISHABLE_KEY})`);
console.log(`  Settings            ${sandbox.baseUrl}/_sandbox/env`);
if (stateFile) console.log(`  State               ${stateFile}`);

const stop = () => {
  save();
  sandbox.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
