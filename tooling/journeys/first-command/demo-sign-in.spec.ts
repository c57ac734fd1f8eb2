import { expect, test } from "@playwright/test";

// What the README promises after `bash scripts/dev.sh` (its table of addresses and the demo account).
const WEB = "http://localhost:3000";
const DASHBOARD = "http://localhost:3001";
const DEMO = { email: "demo@chartbot.local", password: "chartbot-demo", name: "Demo Trader" };
const DEMO_COMMUNITIES = ["Satoshi's Trading Floor", "Wall Street Bets Lounge", "Forex Friends"];

test("after the first command, the marketing site answers and the demo user signs in to the seeded dashboard", async ({
  page,
}) => {
  await page.goto(`${WEB}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(`${DASHBOARD}/login`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(`${DASHBOARD}/account`);
  await expect(page.getByText(`Welcome back, ${DEMO.name}.`)).toBeVisible();

  await page.goto(`${DASHBOARD}/communities`);
  for (const name of DEMO_COMMUNITIES) await expect(page.getByText(name, { exact: true })).toBeVisible();
});
