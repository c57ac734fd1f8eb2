import type { ServerResponse } from "node:http";
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";
import { escapeHtml, sendHtml } from "../discord/http";
import type { FakeStripe } from "../fake-stripe";
import {
  addonOfPrice,
  cancelCheckout,
  changeSubscription,
  completeCheckout,
  firstItem,
  openSession,
  PORTAL_ACTIONS,
  type PortalAction,
  SandboxRefusal,
  sessionOffer,
} from "./sandbox-lifecycle";

// The pages a person sees in the local payments sandbox, standing in for Stripe's hosted Checkout, its
// embedded checkout (in an iframe that the stand-in Stripe.js mounts) and the Billing Portal; plus the
// stand-in Stripe.js itself and the sandbox's health and settings. Plain HTML, light and dark.

type Json = Record<string, unknown>;

export interface SandboxPageRequest {
  method: string;
  url: URL;
  /** The query (GET) or the form (POST), decoded. */
  form: Json;
}

/** The message the embedded checkout page posts to the stand-in Stripe.js when the checkout is complete. */
export const CHECKOUT_COMPLETE_MESSAGE = "chartbot-sandbox-checkout-complete";

/**
 * The embedded checkout's pages are framed by the dashboard (the hosted ones, like the Discord sandbox's, by
 * nobody), and the last one runs the one inline script that tells Stripe.js the checkout is complete.
 */
const EMBEDDED_PAGE_HEADERS = {
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; form-action 'self'; frame-ancestors *",
};

/** Whether a path is one of the sandbox's pages rather than Stripe's REST API. */
export function isSandboxPage(path: string): boolean {
  return (
    path === "/" ||
    path.startsWith("/_sandbox/") ||
    path === PAYMENTS_SANDBOX.stripeJsPath ||
    /^\/(checkout|portal)\/[^/]+$/.test(path)
  );
}

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f9fc; --card: #ffffff; --text: #1a1f36; --muted: #4f566b;
  --border: #d5dbe1; --accent: #533afd; --accent-text: #ffffff; --focus: #0073e6; --warn: #8a4b00;
  --warn-bg: #fff4e0; --ok: #0b6e3f; --ok-bg: #e3f7ec; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0a2540; --card: #10335a; --text: #f6f9fc; --muted: #c1c9d2; --border: #2b4c74;
    --accent: #7a73ff; --warn: #ffd591; --warn-bg: #3d2c0c; --ok: #a7f3c9; --ok-bg: #0f3d2a; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); padding: 16px;
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { margin: 0 auto; width: 100%; max-width: 520px; background: var(--card); border: 1px solid var(--border);
  border-radius: 8px; padding: 24px; }
.badge { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
  color: var(--muted); border: 1px solid var(--border); border-radius: 4px; padding: 0 6px; }
h1 { font-size: 22px; margin: 8px 0 4px; }
h2 { font-size: 17px; margin: 0 0 4px; }
p, dd { color: var(--muted); }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 16px 0; }
dt { font-weight: 600; }
dd { margin: 0; }
section { border-top: 1px solid var(--border); padding-top: 16px; margin-top: 16px; }
label { display: block; font-weight: 600; margin-bottom: 4px; }
input { font: inherit; width: 6em; padding: 7px 8px; border-radius: 4px; border: 1px solid var(--border);
  background: var(--bg); color: var(--text); }
form { display: inline; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; margin-top: 12px; }
button, a.button { font: inherit; font-weight: 600; border-radius: 4px; padding: 8px 14px; cursor: pointer;
  border: 1px solid var(--border); background: transparent; color: var(--text); text-decoration: none; }
button.primary { background: var(--accent); border-color: var(--accent); color: var(--accent-text); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.notice { background: var(--ok-bg); color: var(--ok); border-radius: 4px; padding: 8px 12px; }
.warning { background: var(--warn-bg); color: var(--warn); border-radius: 4px; padding: 8px 12px; }
`;

function page(title: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">Payments sandbox</span>
${body}
</main>
${script}
</body>
</html>`;
}

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (unix: unknown) =>
  typeof unix === "number" ? new Date(unix * 1000).toISOString().slice(0, 10) : "none";

function refusalPage(message: string): string {
  return page(
    "Payments sandbox: cannot go on",
    `<h1>This cannot go on</h1>
<p class="warning" role="alert">${escapeHtml(message)}</p>
<p>This is the local payments sandbox of Chartbot's development setup, not stripe.com. No card is charged.</p>`,
  );
}

/** Checkout: what is bought, then "Start trial" or "Pay", and for hosted Checkout "Cancel" (back). */
function checkoutPage(fake: FakeStripe, session: Json, clientSecret: string | undefined): string {
  const { addon, price, quantity, trialDays } = sessionOffer(fake, session);
  const embedded = session.ui_mode === "embedded_page";
  const total = Number(price.unit_amount ?? 0) * quantity;
  const path = `/checkout/${encodeURIComponent(String(session.id))}`;
  const pay = trialDays > 0 ? `Start ${trialDays}-day free trial` : `Pay ${money(total)}`;
  return page(
    `Checkout: ${addon.name}`,
    `<h1>Subscribe to ${escapeHtml(addon.name)}</h1>
<dl>
<dt>Price</dt><dd>${money(Number(price.unit_amount ?? 0))} a month per slot</dd>
<dt>Quantity</dt><dd>${quantity}</dd>
<dt>Due today</dt><dd>${trialDays > 0 ? `${money(0)} (then ${money(total)} a month after ${trialDays} days)` : `${money(total)}, then monthly`}</dd>
</dl>
<p>No card is asked for: this stands in for Stripe's checkout. Its result reaches Chartbot as Stripe's signed webhooks would.</p>
<div class="row">
<form method="post" action="${escapeHtml(path)}">${hidden("action", "pay")}${clientSecret ? hidden("client_secret", clientSecret) : ""}<button class="primary" type="submit">${escapeHtml(pay)}</button></form>
${embedded ? "" : `<form method="post" action="${escapeHtml(path)}">${hidden("action", "cancel")}<button type="submit">Cancel and go back</button></form>`}
</div>`,
  );
}

/** The embedded checkout's last page: tells the stand-in Stripe.js in the parent page where to go. */
function embeddedCompletePage(returnUrl: string): string {
  const message = JSON.stringify({ type: CHECKOUT_COMPLETE_MESSAGE, returnUrl }).replaceAll("<", "\\u003c");
  return page(
    "Checkout complete",
    `<h1>Payment complete</h1><p role="status">Taking you back…</p>`,
    `<script>parent.postMessage(${message}, "*");</script>`,
  );
}

const ACTION_LABELS: Record<PortalAction, string> = {
  quantity: "Update quantity",
  cancel_at_period_end: "Cancel at period end",
  resume: "Resume (don't cancel)",
  cancel_now: "Cancel now",
  end_trial: "End trial and pay now",
  payment_failed: "Fail the next payment",
  payment_succeeded: "Pay what is due",
};

const DONE: Record<PortalAction, string> = {
  quantity: "The quantity was changed.",
  cancel_at_period_end: "The subscription ends at the end of its period.",
  resume: "The subscription renews again.",
  cancel_now: "The subscription was canceled.",
  end_trial: "The trial ended: the subscription is paid.",
  payment_failed: "The payment failed: the subscription is past due.",
  payment_succeeded: "The payment went through.",
};

/** The Billing Portal: each subscription of the customer with the changes Stripe's portal offers. */
function portalPage(fake: FakeStripe, session: Json, done: string | undefined): string {
  const path = `/portal/${encodeURIComponent(String(session.id))}`;
  const subscriptions = [...fake.subscriptions.values()].filter(
    (subscription) => subscription.customer === session.customer,
  );
  const action = (subscription: Json, name: PortalAction, primary = false) =>
    `<form method="post" action="${escapeHtml(path)}">${hidden("subscription", String(subscription.id))}${hidden("action", name)}<button type="submit"${primary ? ' class="primary"' : ""}>${escapeHtml(ACTION_LABELS[name])}</button></form>`;
  const sections = subscriptions.map((subscription) => {
    const item = firstItem(subscription);
    const addon = addonOfPrice(item.price as Json);
    const name = addon?.name ?? "Unknown product";
    const id = String(subscription.id);
    const ended = subscription.status === "canceled";
    const quantityId = `quantity-${id}`;
    const actions = ended
      ? ""
      : `<div class="row">
<form method="post" action="${escapeHtml(path)}">${hidden("subscription", id)}${hidden("action", "quantity")}
<label for="${escapeHtml(quantityId)}">Quantity for ${escapeHtml(name)}</label>
<input id="${escapeHtml(quantityId)}" name="quantity" type="number" min="1" max="${addon?.maxQuantity ?? 1}" value="${Number(item.quantity ?? 1)}" required>
<button type="submit">${ACTION_LABELS.quantity}</button></form>
</div>
<div class="row">
${subscription.cancel_at_period_end ? action(subscription, "resume", true) : action(subscription, "cancel_at_period_end")}
${action(subscription, "cancel_now")}
${subscription.status === "trialing" ? action(subscription, "end_trial") : ""}
${subscription.status === "past_due" ? action(subscription, "payment_succeeded", true) : action(subscription, "payment_failed")}
</div>`;
    return `<section aria-labelledby="${escapeHtml(`title-${id}`)}">
<h2 id="${escapeHtml(`title-${id}`)}">${escapeHtml(name)}</h2>
<dl>
<dt>Status</dt><dd>${escapeHtml(String(subscription.status))}${subscription.cancel_at_period_end ? " (cancels at period end)" : ""}</dd>
<dt>Quantity</dt><dd>${Number(item.quantity ?? 1)}</dd>
<dt>${ended ? "Ended" : "Renews"}</dt><dd>${ended ? day(subscription.ended_at) : day(item.current_period_end)}</dd>
</dl>
${actions}
</section>`;
  });
  return page(
    "Billing portal",
    `<h1>Manage your subscriptions</h1>
${done ? `<p class="notice" role="status">${escapeHtml(done)}</p>` : ""}
<p>Each change reaches Chartbot as Stripe's signed webhooks would. No card is charged.</p>
${sections.length > 0 ? sections.join("\n") : "<p>This customer has no subscriptions.</p>"}
<section><a class="button" href="${escapeHtml(String(session.return_url ?? "/"))}">Return to Chartbot</a></section>`,
  );
}

/**
 * The stand-in for Stripe.js: `Stripe(publishableKey).createEmbeddedCheckoutPage({ fetchClientSecret })`
 * resolves with a checkout whose `mount(element)` shows the sandbox's checkout page in an iframe (under
 * `frameBase`), and which sends the browser to the session's return URL once the page says it is complete.
 */
export function standInStripeJs(frameBase: string, publishableKey: string): string {
  return `(() => {
  "use strict";
  const FRAME_BASE = ${JSON.stringify(frameBase)};
  const PUBLISHABLE_KEY = ${JSON.stringify(publishableKey)};
  const COMPLETE = ${JSON.stringify(CHECKOUT_COMPLETE_MESSAGE)};
  class IntegrationError extends Error { constructor(message) { super(message); this.name = "IntegrationError"; } }
  function Stripe(key) {
    if (key !== PUBLISHABLE_KEY) throw new IntegrationError("Invalid API Key provided: " + key);
    return {
      async createEmbeddedCheckoutPage(options) {
        if (!options || typeof options.fetchClientSecret !== "function") {
          throw new IntegrationError("createEmbeddedCheckoutPage: fetchClientSecret must be a function");
        }
        const clientSecret = String(await options.fetchClientSecret());
        const sessionId = clientSecret.split("_secret_")[0];
        let frame;
        const onMessage = (event) => {
          if (!frame || event.source !== frame.contentWindow || !event.data || event.data.type !== COMPLETE) return;
          if (typeof options.onComplete === "function") options.onComplete();
          else window.location.assign(event.data.returnUrl);
        };
        return {
          mount(target) {
            const element = typeof target === "string" ? document.querySelector(target) : target;
            if (!element) throw new IntegrationError("mount: no element " + target);
            frame = document.createElement("iframe");
            frame.src = FRAME_BASE + "/checkout/" + encodeURIComponent(sessionId) +
              "?client_secret=" + encodeURIComponent(clientSecret);
            frame.title = "Secure checkout page";
            frame.style.cssText = "display:block;width:100%;min-height:480px;border:0;";
            element.appendChild(frame);
            window.addEventListener("message", onMessage);
          },
          unmount() { frame?.remove(); window.removeEventListener("message", onMessage); },
          destroy() { this.unmount(); frame = undefined; },
        };
      },
      initEmbeddedCheckout() {
        throw new IntegrationError("stripe.initEmbeddedCheckout() was renamed createEmbeddedCheckoutPage() (Stripe.js dahlia)");
      },
    };
  }
  window.Stripe = Stripe;
})();
`;
}

/** The session of an embedded checkout page, checked against its client secret. */
function embeddedSession(fake: FakeStripe, sessionId: string, clientSecret: unknown): Json {
  const session = openSession(fake, sessionId);
  if (session.ui_mode === "embedded_page" && session.client_secret !== clientSecret) {
    throw new SandboxRefusal("This embedded checkout needs its client secret.");
  }
  return session;
}

async function answerPage(fake: FakeStripe, request: SandboxPageRequest, response: ServerResponse) {
  const { method, url, form } = request;
  const [, kind, rawId] = url.pathname.split("/");
  const id = decodeURIComponent(rawId ?? "");
  const see = (location: string) => response.writeHead(303, { location, "cache-control": "no-store" }).end();
  if (kind === "checkout" && method === "GET") {
    const session = embeddedSession(fake, id, form.client_secret);
    if (session.ui_mode !== "embedded_page")
      return sendHtml(response, 200, checkoutPage(fake, session, undefined));
    const html = checkoutPage(fake, session, String(session.client_secret));
    return sendHtml(response, 200, html, EMBEDDED_PAGE_HEADERS);
  }
  if (kind === "checkout" && method === "POST") {
    const session = embeddedSession(fake, id, form.client_secret);
    if (form.action === "cancel") return see(cancelCheckout(fake, id));
    const { redirect } = await completeCheckout(fake, id);
    if (session.ui_mode === "embedded_page") {
      return sendHtml(response, 200, embeddedCompletePage(redirect), EMBEDDED_PAGE_HEADERS);
    }
    return see(redirect);
  }
  const portal = kind === "portal" ? fake.portalSessions.get(id) : undefined;
  if (!portal) throw new SandboxRefusal("This page does not exist (the sandbox forgets on restart).");
  if (method === "GET") {
    const done = PORTAL_ACTIONS.find((name) => name === form.done);
    return sendHtml(response, 200, portalPage(fake, portal, done && DONE[done]));
  }
  const action = PORTAL_ACTIONS.find((name) => name === form.action);
  if (!action) throw new SandboxRefusal("Unknown action.");
  const quantity = form.quantity === undefined ? undefined : Number(form.quantity);
  await changeSubscription(fake, String(portal.customer), String(form.subscription), action, quantity);
  return see(`${url.pathname}?done=${action}`);
}

/** Answers one of the sandbox's own requests (see `isSandboxPage`). */
export async function handleSandboxPage(
  fake: FakeStripe,
  request: SandboxPageRequest,
  response: ServerResponse,
): Promise<void> {
  const { url } = request;
  if (url.pathname === "/_sandbox/health") {
    response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    return;
  }
  if (url.pathname === "/_sandbox/env") {
    const body = {
      ...fake.env,
      STRIPE_PUBLISHABLE_KEY: PAYMENTS_SANDBOX.publishableKey,
      STRIPE_JS_URL: fake.stripeJsUrl,
    };
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    return;
  }
  if (url.pathname === PAYMENTS_SANDBOX.stripeJsPath) {
    const frames = url.searchParams.get("frames") ?? fake.baseUrl;
    response
      .writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" })
      .end(standInStripeJs(frames, PAYMENTS_SANDBOX.publishableKey));
    return;
  }
  if (url.pathname === "/") {
    return sendHtml(
      response,
      200,
      page(
        "Payments sandbox",
        `<h1>Local payments sandbox</h1>
<p>It answers the Stripe API calls of Chartbot's API and shows the checkout and billing portal pages the dashboard sends you to. Start from the dashboard's Subscriptions page.</p>`,
      ),
    );
  }
  try {
    await answerPage(fake, request, response);
  } catch (error) {
    if (!(error instanceof SandboxRefusal)) throw error;
    sendHtml(response, 400, refusalPage(error.message));
  }
}
