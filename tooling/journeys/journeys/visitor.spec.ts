import { signedDelivery, stripeEvent, stripeSubscription } from "@chartbot/test-servers/fake-stripe";
import { expect, type Page, test } from "@playwright/test";
import { latestOobCode, uniqueEmail } from "../support/auth-emulator";
import { API_ORIGIN, DASHBOARD_ORIGIN, FAKE_STRIPE_CONTROL_VAR, WEB_ORIGIN } from "../support/env";
import type { CheckoutRequest } from "../support/fake-stripe-control";

const PASSWORD = "correct horse battery";
const ADDON = { slug: "price-alerts", name: "Price Alerts" };

function control(path: string, init?: RequestInit): Promise<Response> {
  const base = process.env[FAKE_STRIPE_CONTROL_VAR];
  if (!base) throw new Error(`${FAKE_STRIPE_CONTROL_VAR} is not set: run through playwright.config.ts`);
  return fetch(`${base}${path}`, init);
}

/** Delivers a Stripe event to the API's webhook, signed for real with the webhook secret. */
async function deliver(type: string, object: Record<string, unknown>) {
  const { payload, headers } = signedDelivery(stripeEvent(type, object));
  const response = await fetch(`${API_ORIGIN}/api/payments/webhook`, {
    method: "POST",
    headers,
    body: payload,
  });
  expect(response.status, `${type}: ${await response.clone().text()}`).toBe(200);
}

/** Home -> Documentation mega menu -> a feature page -> /pro -> the add-on's page -> Subscribe. */
async function browseToSubscribe(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookies", "required"));
  await page.goto(`${WEB_ORIGIN}/`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Documentation" }).click();
  await nav.locator('a[href="/features/price-alerts"]').first().click();
  await expect(page).toHaveURL(`${WEB_ORIGIN}/features/price-alerts`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // -> /pro -> the add-on's page -> Subscribe.
  await nav.getByRole("button", { name: "Add-Ons & Pricing" }).click();
  await nav.locator('a[href="/pro"]').first().click();
  await expect(page).toHaveURL(`${WEB_ORIGIN}/pro`);
  await page.getByRole("main").locator(`a[href="/pro/${ADDON.slug}"]`).first().click();
  await expect(page).toHaveURL(`${WEB_ORIGIN}/pro/${ADDON.slug}`);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Start free trial|Subscribe/ })
    .first()
    .click();
}

/** Sign-up on the dashboard (reached signed out from Subscribe), then the verification link. */
async function signUpAndVerify(page: Page, email: string) {
  // Dashboard: signed out, so sign-in first; the visitor has no account and signs up.
  await expect(page).toHaveURL(new RegExp(`^${DASHBOARD_ORIGIN}/login`));
  await page
    .getByRole("main")
    .getByRole("link", { name: /Sign up|Create an account/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`^${DASHBOARD_ORIGIN}/signup`));
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(`${DASHBOARD_ORIGIN}/account/verify-email`);

  // The link of the verification email, with the code the emulator issued.
  const oobCode = await latestOobCode(email, "VERIFY_EMAIL");
  await page.goto(
    `${DASHBOARD_ORIGIN}/account/action?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`,
  );
}

test("visitor: docs, pricing, an add-on, sign-up, verification back to that add-on, checkout and an active add-on", async ({
  page,
}) => {
  const email = uniqueEmail("visitor");
  await browseToSubscribe(page);
  await signUpAndVerify(page, email);

  // Back on the page Subscribe linked to, query included: the add-on chosen on the marketing site is selected.
  await expect(page).toHaveURL(`${DASHBOARD_ORIGIN}/subscriptions?addon=${ADDON.slug}`);
  const card = page.getByRole("listitem", { name: ADDON.name });
  await expect(card).toHaveAttribute("aria-current", "true");

  // Checkout: the API creates the session on the local Stripe server; its URL is Stripe's hosted page,
  // which this test answers with a one-link page that finishes the payment.
  let checkout: CheckoutRequest | undefined;
  await page.route("https://checkout.stripe.com/**", async (route) => {
    const sessions = (await (await control("/checkout-sessions")).json()) as CheckoutRequest[];
    checkout = sessions.at(-1);
    const back = (checkout?.success_url ?? "").replaceAll("&", "&amp;");
    await route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Checkout</title><main><h1>Stripe Checkout</h1><a href="${back}">Complete payment</a></main></html>`,
    });
  });
  await card.getByRole("button", { name: /free trial|Subscribe/ }).click();
  await expect(page.getByRole("heading", { name: "Stripe Checkout" })).toBeVisible();
  expect(checkout?.customer, "the API created a Stripe customer").toBeTruthy();

  // Stripe's side of a completed checkout: the subscription exists, and both events are delivered.
  const sessionId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const lookupKey = (checkout?.line_items?.[0]?.price ?? "").replace(/^price_/, "");
  const subscription = stripeSubscription({
    customer: checkout?.customer ?? "",
    lookupKey,
    status: checkout?.subscription_data?.trial_period_days ? "trialing" : "active",
    metadata: checkout?.subscription_data?.metadata ?? {},
  });
  await control("/subscriptions", { method: "POST", body: JSON.stringify(subscription) });
  await deliver("checkout.session.completed", {
    id: sessionId,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    customer: checkout?.customer,
    subscription: subscription.id,
    client_reference_id: checkout?.client_reference_id ?? null,
    metadata: checkout?.metadata ?? {},
  });
  await deliver("customer.subscription.created", subscription);

  await page.getByRole("link", { name: "Complete payment" }).click();
  await expect(page).toHaveURL(new RegExp(`^${DASHBOARD_ORIGIN}/subscriptions\\?.*checkout=success`));
  await expect(
    page.getByRole("listitem", { name: ADDON.name }).getByText(/^(Active|Free trial)$/),
  ).toBeVisible();
});
