import { escapeHtml } from "../discord/http";
import type { FakeStripe } from "../fake-stripe";
import { hidden, money, page } from "./sandbox-html";
import { sessionOffer } from "./sandbox-lifecycle";

type Json = Record<string, unknown>;

/** The message the embedded checkout page posts to the stand-in Stripe.js when the checkout is complete. */
export const CHECKOUT_COMPLETE_MESSAGE = "chartbot-sandbox-checkout-complete";

/** Checkout: what is bought, then "Start trial" or "Pay", and for hosted Checkout "Cancel" (back). */
export function checkoutPage(fake: FakeStripe, session: Json, clientSecret: string | undefined): string {
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
export function embeddedCompletePage(returnUrl: string): string {
  const message = JSON.stringify({ type: CHECKOUT_COMPLETE_MESSAGE, returnUrl }).replaceAll("<", "\\u003c");
  return page(
    "Checkout complete",
    `<h1>Payment complete</h1><p role="status">Taking you back…</p>`,
    `<script>parent.postMessage(${message}, "*");</script>`,
  );
}
