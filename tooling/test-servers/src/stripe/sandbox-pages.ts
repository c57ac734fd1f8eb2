import type { ServerResponse } from "node:http";
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";
import { sendHtml } from "../discord/http";
import type { FakeStripe } from "../fake-stripe";
import { checkoutPage, embeddedCompletePage } from "./checkout-page";
import { DONE, portalPage } from "./portal-page";
import { page, refusalPage } from "./sandbox-html";
import {
  cancelCheckout,
  changeSubscription,
  completeCheckout,
  openSession,
  PORTAL_ACTIONS,
  SandboxRefusal,
} from "./sandbox-lifecycle";
import { standInStripeJs } from "./stand-in-stripe-js";

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
