import { expect, type Page } from "@playwright/test";
import { DASHBOARD_ORIGIN, DISCORD_SANDBOX_ORIGIN } from "./env";

/** The seeded demo account (apps/api/src/commands/seed.ts). */
export const DEMO = { email: "demo@chartbot.local", password: "chartbot-demo", name: "Demo Trader" };

/**
 * Signs in as the demo account on the dashboard and links the local Discord's demo user (access to communities
 * and direct messages follow Discord), then waits for `community` among the servers with Chartbot.
 */
export async function signInAndLinkDiscord(page: Page, community: string): Promise<void> {
  // A returning user has answered the product's cookie banner (the dashboard shows it too).
  await page.addInitScript(() => window.localStorage.setItem("cookies", "required"));
  await page.goto(`${DASHBOARD_ORIGIN}/login`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${DASHBOARD_ORIGIN}/account`);

  await page.goto(`${DASHBOARD_ORIGIN}/communities`);
  const connect = page.getByRole("button", { name: /^(Connect|Reconnect) Discord$/ });
  const withBot = page.getByRole("region", { name: "Servers with Chartbot" });
  await expect(connect.or(withBot)).toBeVisible();
  if (await connect.isVisible()) {
    await connect.click();
    await expect(page).toHaveURL(new RegExp(`^${DISCORD_SANDBOX_ORIGIN}/oauth2/authorize\\?`));
    await page.getByRole("button", { name: "Authorize" }).click();
    await expect(page).toHaveURL(`${DASHBOARD_ORIGIN}/communities`);
  }
  await expect(withBot.getByRole("link", { name: `Manage ${community}` })).toBeVisible();
}
