import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getAddon } from "@chartbot/addons";
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeStripe } from "./fake-stripe";
import { type StartedProcess, startProcess, stopProcess } from "./processes";

// The local payments sandbox driven by the real `stripe` client, with a webhook receiver that verifies each
// delivery's signature as the API does (`stripe.webhooks.constructEvent`).

let sandbox: FakeStripe;
let stripe: Stripe;
let receiver: Server;
const received: Stripe.Event[] = [];

beforeAll(async () => {
  receiver = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    try {
      const event = Stripe.webhooks.constructEvent(
        Buffer.concat(chunks),
        String(request.headers["stripe-signature"]),
        PAYMENTS_SANDBOX.webhookSecret,
      );
      received.push(event);
      response.writeHead(200).end('{"received":true}');
    } catch {
      response.writeHead(400).end();
    }
  });
  receiver.listen(0, "127.0.0.1");
  await once(receiver, "listening");
  const { port } = receiver.address() as AddressInfo;
  sandbox = await new FakeStripe({ webhookUrl: `http://127.0.0.1:${port}/webhook`, ownPages: true }).start();
  const base = new URL(sandbox.baseUrl);
  stripe = new Stripe(FakeStripe.SECRET_KEY, {
    host: base.hostname,
    port: base.port,
    protocol: "http",
    telemetry: false,
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await sandbox.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** A customer and the Advanced Charting price, as the API sets up a checkout. */
async function customerAndPrice() {
  const customer = await stripe.customers.create({ email: "payer@example.com" });
  const prices = await stripe.prices.list({ lookup_keys: ["advanced_charting_monthly"], active: true });
  const [price] = prices.data;
  if (!price) throw new Error("no price");
  return { customer: customer.id, price: price.id };
}

const post = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });

const typesSince = (start: number) => received.slice(start).map((event) => event.type);

describe("hosted Checkout", () => {
  it("starts the trial on its page: the subscription exists and both events arrive signed", async () => {
    const { customer, price } = await customerAndPrice();
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price, quantity: 2 }],
      subscription_data: { trial_period_days: 14, metadata: { addon: "advanced-charting" } },
      metadata: { accountId: "account-1" },
      success_url: "http://dashboard.test/subscriptions?checkout=success",
      cancel_url: "http://dashboard.test/subscriptions?checkout=canceled",
    });
    expect(session.url).toBe(`${sandbox.baseUrl}/checkout/${session.id}`);

    const checkoutPage = await (await fetch(session.url ?? "")).text();
    expect(checkoutPage).toContain("Subscribe to Advanced Charting");
    expect(checkoutPage).toContain("Start 14-day free trial");
    expect(checkoutPage).toContain("Cancel and go back");
    expect((await fetch(session.url ?? "")).headers.get("content-security-policy")).toContain(
      "frame-ancestors 'none'",
    );

    const start = received.length;
    const paid = await post(session.url ?? "", { action: "pay" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe("http://dashboard.test/subscriptions?checkout=success");
    expect(typesSince(start)).toEqual(["customer.subscription.created", "checkout.session.completed"]);

    const completed = received.at(-1)?.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      status: "complete",
      metadata: { accountId: "account-1" },
    });
    const subscription = await stripe.subscriptions.retrieve(String(completed.subscription));
    expect(subscription.status).toBe("trialing");
    expect(subscription.customer).toBe(customer);
    expect(subscription.metadata).toEqual({ addon: "advanced-charting" });
    expect(subscription.items.data[0]).toMatchObject({
      quantity: 2,
      price: { lookup_key: "advanced_charting_monthly" },
    });

    // A checkout is paid once.
    expect((await post(session.url ?? "", { action: "pay" })).status).toBe(400);
  });

  it("pays at once without a trial, and Cancel goes back to the cancel URL with nothing created", async () => {
    const { customer, price } = await customerAndPrice();
    const create = () =>
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        line_items: [{ price, quantity: 1 }],
        success_url: "http://dashboard.test/ok",
        cancel_url: "http://dashboard.test/back",
      });
    const paying = await create();
    const cents = getAddon("advanced-charting")?.monthlyPriceCents ?? Number.NaN;
    expect(await (await fetch(paying.url ?? "")).text()).toContain(`Pay $${(cents / 100).toFixed(2)}`);
    await post(paying.url ?? "", { action: "pay" });
    const subscriptionId = String(sandbox.checkoutSessions.get(paying.id)?.subscription);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe("active");

    const leaving = await create();
    const start = received.length;
    const canceled = await post(leaving.url ?? "", { action: "cancel" });
    expect(canceled.headers.get("location")).toBe("http://dashboard.test/back");
    expect(typesSince(start)).toEqual([]);
  });
});

describe("embedded checkout", () => {
  it("answers a client secret, shows its page only with it, and hands the return URL to Stripe.js", async () => {
    const { customer, price } = await customerAndPrice();
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      ui_mode: "embedded_page",
      customer,
      line_items: [{ price, quantity: 1 }],
      return_url: "http://dashboard.test/subscriptions?checkout=success&session={CHECKOUT_SESSION_ID}",
    });
    expect(session.url).toBeNull();
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_`));

    const pageUrl = `${sandbox.baseUrl}/checkout/${session.id}`;
    expect((await fetch(pageUrl)).status).toBe(400);
    const shown = await fetch(`${pageUrl}?client_secret=${session.client_secret}`);
    const html = await shown.text();
    expect(shown.status).toBe(200);
    expect(html).not.toContain("Cancel and go back");
    // The dashboard frames it; hosted pages may not be framed.
    expect(shown.headers.get("content-security-policy")).toContain("frame-ancestors *");

    const done = await post(pageUrl, { action: "pay", client_secret: String(session.client_secret) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      `"returnUrl":"http://dashboard.test/subscriptions?checkout=success&session=${session.id}"`,
    );
    expect(received.at(-1)?.type).toBe("checkout.session.completed");
  });

  it("refuses the ui_mode values API 2026-03-25 removed", async () => {
    const { customer, price } = await customerAndPrice();
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        ui_mode: "embedded",
        customer,
        line_items: [{ price }],
        return_url: "http://dashboard.test/back",
      }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "ui_mode" });
  });

  it("serves the stand-in Stripe.js, which mounts the sandbox's checkout page", async () => {
    const response = await fetch(`${sandbox.stripeJsUrl}?frames=https://js.stripe.test/sandbox`);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain("createEmbeddedCheckoutPage");
    expect(script).toContain('"https://js.stripe.test/sandbox"');
    expect(script).toContain(JSON.stringify(FakeStripe.PUBLISHABLE_KEY));
  });
});

describe("Billing Portal", () => {
  it("changes the quantity, cancels at period end, resumes, fails a payment and cancels, each with its events", async () => {
    const { customer, price } = await customerAndPrice();
    const checkout = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      line_items: [{ price, quantity: 1 }],
      success_url: "http://dashboard.test/ok",
      cancel_url: "http://dashboard.test/back",
    });
    await post(checkout.url ?? "", { action: "pay" });
    const subscription = String(sandbox.checkoutSessions.get(checkout.id)?.subscription);

    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: "http://dashboard.test/subscriptions",
    });
    expect(portal.url).toBe(`${sandbox.baseUrl}/portal/${portal.id}`);
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain("Advanced Charting");
    expect(html).toContain('href="http://dashboard.test/subscriptions"');

    const act = async (action: string, extra: Record<string, string> = {}) => {
      const start = received.length;
      const response = await post(portal.url, { subscription, action, ...extra });
      return {
        response,
        types: typesSince(start),
        last: received.at(-1)?.data.object as Stripe.Subscription,
      };
    };

    const quantity = await act("quantity", { quantity: "3" });
    expect(quantity.response.status).toBe(303);
    expect(quantity.response.headers.get("location")).toBe(`/portal/${portal.id}?done=quantity`);
    expect(quantity.types).toEqual(["customer.subscription.updated"]);
    expect(quantity.last.items.data[0]?.quantity).toBe(3);
    expect((await act("quantity", { quantity: "51" })).response.status).toBe(400);

    const ending = await act("cancel_at_period_end");
    expect(ending.last).toMatchObject({ cancel_at_period_end: true, status: "active" });
    const resumed = await act("resume");
    expect(resumed.last).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const failed = await act("payment_failed");
    expect(failed.types).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);
    expect(failed.last.status).toBe("past_due");
    const recovered = await act("payment_succeeded");
    expect(recovered.types).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect(recovered.last.status).toBe("active");
    // The customer's invoices, as the API lists them: the first period's, and the failed one now paid.
    const invoices = await stripe.invoices.list({ customer });
    expect(invoices.data.map((invoice) => invoice.status)).toEqual(["paid", "paid"]);
    expect(invoices.data.every((invoice) => invoice.hosted_invoice_url?.startsWith("https://"))).toBe(true);

    const canceled = await act("cancel_now");
    expect(canceled.types).toEqual(["customer.subscription.deleted"]);
    expect((await stripe.subscriptions.retrieve(subscription)).status).toBe("canceled");
    expect((await act("resume")).response.status).toBe(400);
  });

  it("refuses another customer's subscription", async () => {
    const other = await stripe.customers.create({ email: "other@example.com" });
    const [subscription] = sandbox.subscriptions.keys();
    const portal = await stripe.billingPortal.sessions.create({ customer: other.id });
    const response = await post(portal.url, { subscription: String(subscription), action: "cancel_now" });
    expect(response.status).toBe(400);
  });
});

describe("standalone", () => {
  const packageDir = fileURLToPath(new URL("..", import.meta.url));
  const logDir = mkdtempSync(join(tmpdir(), "payments-sandbox-"));
  let run: StartedProcess | undefined;
  afterAll(async () => {
    await stopProcess(run);
    rmSync(logDir, { recursive: true, force: true });
  });

  const stateFile = join(logDir, "state.json");
  const runSandbox = async () => {
    rmSync(join(logDir, "payments-sandbox.log"), { force: true });
    run = startProcess(
      "payments-sandbox",
      join(packageDir, "node_modules", ".bin", "tsx"),
      ["src/payments-sandbox-main.ts"],
      {
        cwd: packageDir,
        env: { PATH: process.env.PATH, PAYMENTS_SANDBOX_PORT: "0", PAYMENTS_SANDBOX_STATE: stateFile },
        logDir,
      },
    );
    let url: string | undefined;
    for (let i = 0; i < 120 && !url; i += 1) {
      url = /Local payments sandbox on (http:\S+)/.exec(readFileSync(run.logFile, "utf8"))?.[1];
      if (!url) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(url, readFileSync(run.logFile, "utf8")).toBeDefined();
    return url ?? "";
  };

  it("runs on PAYMENTS_SANDBOX_PORT, tells the API's and the dashboard's settings, and keeps its customers in PAYMENTS_SANDBOX_STATE", async () => {
    const url = await runSandbox();
    const env = await (await fetch(`${url}/_sandbox/env`)).json();
    expect(env).toEqual({
      STRIPE_SECRET_KEY: PAYMENTS_SANDBOX.secretKey,
      STRIPE_WEBHOOK_SECRET: PAYMENTS_SANDBOX.webhookSecret,
      STRIPE_API_BASE_URL: url,
      STRIPE_PUBLISHABLE_KEY: PAYMENTS_SANDBOX.publishableKey,
      STRIPE_JS_URL: `${url}${PAYMENTS_SANDBOX.stripeJsPath}`,
    });
    const local = (base: string) => {
      const { hostname, port } = new URL(base);
      return new Stripe(PAYMENTS_SANDBOX.secretKey, {
        host: hostname,
        port,
        protocol: "http",
        telemetry: false,
      });
    };
    const customer = await local(url).customers.create({ email: "kept@example.com" });

    await stopProcess(run);
    expect(
      await fetch(`${url}/_sandbox/health`).then(
        () => "up",
        () => "down",
      ),
    ).toBe("down");

    // Restarted, it still knows the customer the API stored.
    const again = await runSandbox();
    const portal = await local(again).billingPortal.sessions.create({ customer: customer.id });
    expect(portal.customer).toBe(customer.id);
  }, 60_000);
});
