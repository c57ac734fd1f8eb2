import { SERVICE_OFF_MESSAGES } from "@chartbot/error-messages/services";
import { Axe } from "@chartbot/test-servers/axe";
import type { Page } from "@playwright/test";
import { answerServices, chooseCookies, expect, inBothThemes, SERVICES_URL, test, WIDTHS } from "../fixtures";

// The marketing site's e2e runs without an API: `GET /api/services` is answered with `page.route` (payments on
// by default, see fixtures.ts). apps/api/test/routes/services.test.ts proves the real endpoint answers payments off
// without Stripe keys, and its CORS for this origin.

const SUBSCRIBE = { name: /^(Start free trial|Subscribe) for Advanced Charting$/ };

/** The Advanced Charting add-on's page, once its services answer has arrived. */
async function openCharting(page: Page) {
  const answered = page.waitForResponse(SERVICES_URL);
  await page.goto("/pro/advanced-charting");
  await answered;
}

/** Holds the services answer back a moment, so the layout before it arrives can be measured. */
async function holdServicesAnswer(page: Page) {
  await page.route(SERVICES_URL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fallback();
  });
}

async function expectNoAxeViolations(page: Page) {
  const results = await new Axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);
    test.beforeEach(async ({ page }) => {
      await chooseCookies(page, "required");
    });

    test("Subscribe becomes a disabled button with its reason when payments are off", async ({
      page,
      consoleErrors,
    }) => {
      await answerServices(page, "off");
      await openCharting(page);
      const main = page.getByRole("main");
      const subscribe = main.getByRole("button", SUBSCRIBE);
      await expect(subscribe).toHaveAttribute("aria-disabled", "true");
      await expect(subscribe).toHaveAccessibleDescription(SERVICE_OFF_MESSAGES.payments);
      await expect(main.getByText(SERVICE_OFF_MESSAGES.payments).first()).toBeVisible();
      await expect(main.getByRole("link", SUBSCRIBE)).toHaveCount(0);
      // Focusable and inert: no trip to the dashboard.
      await subscribe.focus();
      await expect(subscribe).toBeFocused();
      await page.keyboard.press("Enter");
      await subscribe.click({ force: true });
      await expect(page).toHaveURL(/\/pro\/advanced-charting$/);
      await inBothThemes(page, width.theme, () => expectNoAxeViolations(page));
      expect(consoleErrors).toEqual([]);
    });

    test("Subscribe stays a link, and the page does not move, when payments are on", async ({
      page,
      consoleErrors,
    }) => {
      await holdServicesAnswer(page);
      const answered = page.waitForResponse(SERVICES_URL);
      await page.goto("/pro/advanced-charting");
      const before = await page.getByRole("main").getByRole("link", SUBSCRIBE).boundingBox();
      await answered;
      const link = page.getByRole("main").getByRole("link", SUBSCRIBE);
      await expect(link).toHaveAttribute("href", /\/subscriptions\?addon=advanced-charting$/);
      expect(await link.boundingBox()).toEqual(before);
      await expect(page.getByText(SERVICE_OFF_MESSAGES.payments)).toHaveCount(0);
      await inBothThemes(page, width.theme, () => expectNoAxeViolations(page));
      expect(consoleErrors).toEqual([]);
    });
  });
}

test("the answer arriving moves nothing on the pricing page (the reason's line is reserved)", async ({
  page,
}) => {
  await chooseCookies(page, "required");
  await answerServices(page, "off");
  await holdServicesAnswer(page);
  await page.goto("/pro");
  const explore = page.getByRole("link", { name: "Explore Advanced Charting" });
  const before = await explore.boundingBox();
  await expect(page.getByRole("button", SUBSCRIBE)).toHaveAttribute("aria-disabled", "true");
  expect(await explore.boundingBox()).toEqual(before);
});
