import { fileURLToPath } from "node:url";
import { launchOptions } from "@chartbot/test-servers/chromium";
import { type BrowserContextOptions, chromium, expect, type Page } from "@playwright/test";
import { DEMO_USER } from "./demo-data";
import { DASHBOARD_ORIGIN } from "./e2e-env";
import { signInFromLogin } from "./pages";

/**
 * The demo account's signed-in browser state (its session cookie, and Firebase's user in IndexedDB), saved once per
 * run by the global setup (`saveDemoSession`) after a sign-in through the form. The demo account's files open their pages
 * signed in with it (`test.use({ storageState: DEMO_SESSION_FILE })`) instead of each test signing in again: the
 * form costs about 1.6 CPU-seconds a time on two cores, and the auth files test it (docs/decisions/ci-within-fifteen-minutes.md).
 */
export const DEMO_SESSION_FILE = fileURLToPath(
  new URL("../../.test-results/demo-session.json", import.meta.url),
);

/** Opens the account page signed in as the demo user, from the saved session (`DEMO_SESSION_FILE`). */
export async function openAsDemo(page: Page): Promise<void> {
  await page.goto("/account");
  // The account's own data is drawn (a visitor without a session would be sent to /login).
  await expect(page.getByText(/active alerts?$/)).toBeVisible();
  await expect(page).toHaveURL("/account");
}

/**
 * Signs the demo account in through the form once and saves the browser's state to `DEMO_SESSION_FILE` (the
 * global setup, once the servers answer). `storageState` is the one every test starts from (the cookie choice).
 */
export async function saveDemoSession(storageState: BrowserContextOptions["storageState"]): Promise<void> {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ baseURL: DASHBOARD_ORIGIN, storageState });
    const page = await context.newPage();
    await signInFromLogin(page, DEMO_USER.email, DEMO_USER.password);
    await context.storageState({ path: DEMO_SESSION_FILE, indexedDB: true });
  } finally {
    await browser.close();
  }
}
