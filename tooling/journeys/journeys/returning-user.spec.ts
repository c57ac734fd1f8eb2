import { Axe } from "@chartbot/test-servers/axe";
import { expect, type Page, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { DASHBOARD_ORIGIN, WEB_ORIGIN } from "../support/env";

const PASSWORD = "a long enough password";
const NAME = "Grace Journey";

/** WCAG 2.1 A/AA violations on the page as it is now, in the light and the dark theme. */
async function axeInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // The page follows the system theme in a script, after the media change: check it once it shows the theme.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.colorScheme))
      .toBe(colorScheme);
    const results = await new Axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    for (const v of results.violations)
      found.push(`${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}

test("returning user: signs in from a marketing page, comes back signed in, creates a BTC alert, logs out", async ({
  page,
}) => {
  const email = uniqueEmail("returning");
  await createUser(email, PASSWORD, { displayName: NAME });
  // Cookie choice made on an earlier visit: the banner does not cover the header.
  await page.addInitScript(() => window.localStorage.setItem("cookies", "required"));

  await page.goto(`${WEB_ORIGIN}/features/price-alerts`);
  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: "Sign in" }).click();

  await expect(page).toHaveURL(new RegExp(`^${DASHBOARD_ORIGIN}/login`));
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  // Back on the same marketing page, with the header upgraded by the real API's session cookie.
  await expect(page).toHaveURL(`${WEB_ORIGIN}/features/price-alerts`);
  await expect(banner.getByRole("button", { name: "Control Panel" })).toBeVisible();
  await expect(banner.getByRole("button", { name: `Account menu for ${NAME}` })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  // The signed-in header of the marketing site, which the apps' own suites only see with a faked session.
  expect(await axeInBothThemes(page)).toEqual([]);

  await banner.getByRole("button", { name: "Control Panel" }).click();
  await page.getByRole("menuitem", { name: "Price Alerts" }).click();
  await expect(page).toHaveURL(`${DASHBOARD_ORIGIN}/account/alerts`);
  await expect(page.getByRole("heading", { name: "Price Alerts", level: 1 })).toBeVisible();

  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Crypto/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill("BTC");
  await expect(form.getByText(/completed from BTC/)).toContainText(/BTCUSDT? on /);
  await form.getByRole("textbox", { name: /^Level/ }).fill("150000");
  await form.getByRole("button", { name: "Create alert" }).click();
  const alerts = page.getByRole("list", { name: "Active and paused alerts" });
  await expect(alerts.getByRole("listitem")).toHaveCount(1);
  await expect(alerts.getByRole("heading", { name: /^BTCUSD/ })).toBeVisible();

  await page
    .getByRole("banner")
    .getByRole("button", { name: `Account menu for ${NAME}` })
    .click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" }).first()).toBeVisible();

  // The marketing site agrees: the session cookie is gone.
  await page.goto(`${WEB_ORIGIN}/features/price-alerts`);
  await page.waitForLoadState("load");
  await expect(banner.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Control Panel" })).toHaveCount(0);
});
