import { PAYMENTS_SANDBOX, STRIPE_JS_URL } from "@chartbot/contracts/payments";
import type { Page, Request } from "@playwright/test";
import { FAKE_STRIPE_ORIGIN } from "./e2e-env";

// Stripe.js is unreachable here: the tests answer its real address with the payments sandbox's stand-in, whose
// checkout frame is also under https://js.stripe.com (the address the dashboard's Content-Security-Policy allows
// for frames) and answered by the sandbox.

const STRIPE_ORIGIN = new URL(STRIPE_JS_URL).origin;

/**
 * Serves Stripe.js's address with the sandbox's stand-in and every other js.stripe.com request (its checkout
 * page and form) from the sandbox. Returns the Stripe.js loads seen, to check where the script is loaded.
 */
export async function serveStripeJs(page: Page): Promise<Request[]> {
  const loads: Request[] = [];
  await page.route(`${STRIPE_ORIGIN}/**`, async (route) => {
    const request = route.request();
    if (request.url() === STRIPE_JS_URL) {
      loads.push(request);
      const standIn = await fetch(
        `${FAKE_STRIPE_ORIGIN}${PAYMENTS_SANDBOX.stripeJsPath}?frames=${encodeURIComponent(STRIPE_ORIGIN)}`,
      );
      return route.fulfill({ contentType: "text/javascript", body: await standIn.text() });
    }
    const url = new URL(request.url());
    const contentType = request.headers()["content-type"];
    const form = request.postData();
    const answer = await fetch(`${FAKE_STRIPE_ORIGIN}${url.pathname}${url.search}`, {
      method: request.method(),
      redirect: "manual",
      ...(contentType && { headers: { "content-type": contentType } }),
      ...(form !== null && { body: form }),
    });
    return route.fulfill({
      status: answer.status,
      headers: Object.fromEntries(answer.headers),
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  return loads;
}
