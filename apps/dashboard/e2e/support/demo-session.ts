import { fileURLToPath } from "node:url";
import { launchOptions } from "@chartbot/test-servers/chromium";
import { chromium, expect, type Page, test } from "@playwright/test";
import { DEMO_USER } from "./demo-data";
import { DEMO_DISCORD, linkDiscord } from "./discord-sandbox";
import { COOKIE_CHOICE_STATE, DASHBOARD_ORIGIN } from "./e2e-env";
import { signInFromLogin } from "./pages";

/**
 * The demo account's signed-in browser state (its session cookie, and Firebase's user in IndexedDB), saved once per
 * run by the global setup (`saveDemoSession`) after a sign-in through the form. The demo account's files open their pages
 * signed in with it (`useDemoAccount`, or `test.use({ storageState: DEMO_SESSION_FILE })`) instead of each test signing in again: the
 * form costs about 1.6 CPU-seconds a time on two cores, and the auth files test it (docs/decisions/ci-within-fifteen-minutes.md).
 */
export const DEMO_SESSION_FILE = fileURLToPath(
  new URL("../../.test-results/demo-session.json", import.meta.url),
);

/** Opens the account page signed in as the demo user, from the saved session (`DEMO_SESSION_FILE`). */
async function openAsDemo(page: Page): Promise<void> {
  await page.goto("/account");
  // The account's own data is drawn (a visitor without a session would be sent to /login).
  await expect(page.getByText(/active alerts?$/)).toBeVisible();
  await expect(page).toHaveURL("/account");
}

/** Opens the account page signed in as the demo user, with the sandbox's demo Discord user linked. */
export async function openAsDemoWithDiscord(page: Page): Promise<void> {
  await openAsDemo(page);
  // Communities come from Discord: the demo account links the sandbox's demo Discord user.
  await linkDiscord(page, DEMO_DISCORD.user);
}

/**
 * For a file (or a describe) of the demo account's tests: each test starts signed in from the saved session
 * and on the account page with the demo Discord user linked (`openAsDemoWithDiscord`).
 */
export function useDemoAccount(): void {
  test.use({ storageState: DEMO_SESSION_FILE });
  test.beforeEach(async ({ page }) => {
    await openAsDemoWithDiscord(page);
  });
}

/**
 * Signs the demo account in through the form once and saves the browser's state to `DEMO_SESSION_FILE` (the
 * global setup, once the servers answer), starting from the state every test starts from (the cookie choice).
 */
export async function saveDemoSession(): Promise<void> {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({
      baseURL: DASHBOARD_ORIGIN,
      storageState: COOKIE_CHOICE_STATE,
    });
    const page = await context.newPage();
    await signInFromLogin(page, DEMO_USER.email, DEMO_USER.password);
    await context.storageState({ path: DEMO_SESSION_FILE, indexedDB: true });
  } finally {
    await browser.close();
  }
}
