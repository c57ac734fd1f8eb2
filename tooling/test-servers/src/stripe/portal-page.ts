import { escapeHtml } from "../discord/http";
import type { FakeStripe } from "../fake-stripe";
import { day, hidden, page } from "./sandbox-html";
import { addonOfPrice, firstItem, type PortalAction } from "./sandbox-lifecycle";

type Json = Record<string, unknown>;

const ACTION_LABELS: Record<PortalAction, string> = {
  quantity: "Update quantity",
  cancel_at_period_end: "Cancel at period end",
  resume: "Resume (don't cancel)",
  cancel_now: "Cancel now",
  end_trial: "End trial and pay now",
  payment_failed: "Fail the next payment",
  payment_succeeded: "Pay what is due",
};

export const DONE: Record<PortalAction, string> = {
  quantity: "The quantity was changed.",
  cancel_at_period_end: "The subscription ends at the end of its period.",
  resume: "The subscription renews again.",
  cancel_now: "The subscription was canceled.",
  end_trial: "The trial ended: the subscription is paid.",
  payment_failed: "The payment failed: the subscription is past due.",
  payment_succeeded: "The payment went through.",
};

/** The Billing Portal: each subscription of the customer with the changes Stripe's portal offers. */
export function portalPage(fake: FakeStripe, session: Json, done: string | undefined): string {
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
