import { expect, test } from "@playwright/test";

// What the README promises after `bash scripts/dev.sh` (its table of addresses and the demo account).
const WEB = "http://localhost:3000";
const DASHBOARD = "http://localhost:3001";
const DEMO = { email: "demo@chartbot.local", password: "chartbot-demo", name: "Demo Trader" };
/** The local Discord's page (http://127.0.0.1:4100) and the demo Discord user's servers. */
const LOCAL_DISCORD = "http://127.0.0.1:4100";
const DEMO_COMMUNITIES = ["Satoshi's Trading Floor", "Wall Street Bets Lounge"];
const SERVER_TO_ADD = "Forex Friends";

test("after the first command, the marketing site answers, the demo user signs in and, once it links the local Discord's demo user, sees its seeded communities", async ({
  page,
}) => {
  await page.goto(`${WEB}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(`${DASHBOARD}/login`);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(DEMO.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(`${DASHBOARD}/account`);
  await expect(page.getByText(`Signed in as ${DEMO.name}. Where to next?`)).toBeVisible();

  // Access to communities follows Discord: the demo account connects the local Discord's demo user first.
  await page.goto(`${DASHBOARD}/communities`);
  const connect = page.getByRole("button", { name: /^(Connect|Reconnect) Discord$/ });
  const withBot = page.getByRole("region", { name: "Servers with Chartbot" });
  await expect(connect.or(withBot)).toBeVisible();
  if (await connect.isVisible()) {
    await connect.click();
    await expect(page).toHaveURL(new RegExp(`^${LOCAL_DISCORD}/oauth2/authorize\\?`));
    await page.getByRole("button", { name: "Authorize" }).click();
    // Back where it started, now with the servers from Discord.
    await expect(page).toHaveURL(`${DASHBOARD}/communities`);
  }
  for (const name of DEMO_COMMUNITIES) {
    await expect(withBot.getByRole("link", { name: `Manage ${name}` })).toBeVisible();
  }
  await expect(
    page
      .getByRole("region", { name: "Add Chartbot to a server" })
      .getByRole("button", { name: `Add Chartbot to ${SERVER_TO_ADD}` }),
  ).toBeVisible();
});
