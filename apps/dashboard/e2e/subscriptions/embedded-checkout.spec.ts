import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { signInFromLogin } from "../support/pages";
import { serveStripeJs } from "../support/stripe-js";

const PASSWORD = "a long enough password";

test("subscribes through the embedded checkout; the sandbox's signed webhooks make the add-on follow", async ({
  page,
}) => {
  const stripeJsLoads = await serveStripeJs(page);
  const email = uniqueEmail("embedded-checkout");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);

  await page.goto("/subscriptions?addon=price-alerts");
  const card = page.getByRole("listitem", { name: "Price Alerts" });
  const subscribe = card.getByRole("button", { name: /free trial|Subscribe/ });
  await expect(subscribe).toBeEnabled();
  await expect(page.getByText("Payments are not available right now")).toHaveCount(0);
  // Stripe.js is loaded on the payment screen only, once a checkout starts.
  expect(stripeJsLoads).toHaveLength(0);

  await subscribe.click();
  const dialog = page.getByRole("dialog", { name: "Subscribe to Price Alerts" });
  await expect(dialog).toBeVisible();
  const checkout = dialog.frameLocator('iframe[title="Secure checkout page"]');
  await expect(checkout.getByRole("heading", { name: "Subscribe to Price Alerts" })).toBeVisible();
  expect(stripeJsLoads).toHaveLength(1);
  expect(page.url()).toMatch(/\/subscriptions\?addon=price-alerts$/);

  // Paying in the frame: the sandbox creates the subscription and delivers its signed webhooks to the API,
  // then Stripe.js sends the browser to the session's return URL.
  await checkout.getByRole("button", { name: /free trial|Pay/ }).click();
  await expect(page).toHaveURL(/\/subscriptions\?checkout=success&addon=price-alerts&session_id=cs_test_/);
  await expect(page.getByText("Thank you: Price Alerts is on its way")).toBeVisible();
  const back = page.getByRole("listitem", { name: "Price Alerts" });
  await expect(back.getByText("Free trial", { exact: true })).toBeVisible();

  // The Billing Portal (the sandbox's page): cancel at period end, and the add-on follows.
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page.getByRole("heading", { name: "Manage your subscriptions" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByRole("status")).toHaveText("The subscription ends at the end of its period.");
  await page.getByRole("link", { name: "Return to Chartbot" }).click();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(
    page.getByRole("listitem", { name: "Price Alerts" }).getByText("Trial, ending", { exact: true }),
  ).toBeVisible();
});
