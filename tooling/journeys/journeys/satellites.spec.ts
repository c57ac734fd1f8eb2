import { expect, test } from "@playwright/test";
import { signInAndLinkDiscord } from "../support/demo-account";
import { DISCORD_SANDBOX_ORIGIN } from "../support/env";

// The satellite path with every part running: the dashboard, the API, the local Discord and the reference bot
// (support/stack.ts). The owner adds a satellite, invites it through its own invite in the local Discord, and
// the reference bot, which reads its servers' members itself, reports it in the server and beats: it runs, at
// a plausible price.
const COMMUNITY = "Wall Street Bets Lounge";

test("a satellite the owner adds and invites in the local Discord is joined by the reference bot and runs at a plausible price", async ({
  page,
  context,
}) => {
  await signInAndLinkDiscord(page, COMMUNITY);
  await page
    .getByRole("region", { name: "Servers with Chartbot" })
    .getByRole("link", { name: `Manage ${COMMUNITY}` })
    .click();
  await page
    .getByRole("navigation", { name: "Community" })
    .getByRole("link", { name: "Price satellite bots" })
    .click();

  // ETHUSD is one of the free satellites: it takes no slot.
  const list = page.getByRole("list", { name: "Satellites" });
  const row = list.getByRole("listitem").filter({ hasText: /^ETHUSD/ });
  if ((await row.count()) === 0) {
    const add = page.getByRole("form", { name: "Add a satellite" });
    await add.getByLabel("Ticker").fill("ETHUSD");
    // In crypto mode ETHUSD reads as an exchange's market: the free one is CoinGecko's, among the others.
    const coingecko = add.getByRole("button", { name: /^ETHUSD CoinGecko/ });
    await expect(add.getByRole("status")).toContainText("ETHUSD");
    if (await coingecko.isVisible()) await coingecko.click();
    await expect(add.getByRole("status")).toContainText("CoinGecko");
    await add.getByRole("button", { name: "Add satellite" }).click();
  }
  const waiting = row.getByText("Waiting for invite", { exact: true });
  const running = row.getByText("Running", { exact: true });
  await expect(waiting.or(running)).toBeVisible();

  // Its own invite opens the local Discord in a new tab, where the owner authorizes it into the lounge (a retry
  // of this journey finds it there already).
  if (await waiting.isVisible()) {
    const invite = row.getByRole("link", { name: "Invite the ETHUSD satellite (opens Discord)" });
    const [discord] = await Promise.all([context.waitForEvent("page"), invite.click()]);
    await expect(discord).toHaveURL(new RegExp(`^${DISCORD_SANDBOX_ORIGIN}/oauth2/authorize\\?`));
    await discord.getByRole("button", { name: "Authorize" }).click();
    await expect(discord.getByRole("status")).toContainText(`ETHUSD price was added to ${COMMUNITY}.`);
    await discord.close();
  }

  // The reference bot finds it among the lounge's members by itself (every few seconds) and sends heartbeats.
  await expect(async () => {
    if (!(await running.isVisible())) {
      await row.getByRole("button", { name: "Check again ETHUSD" }).click({ timeout: 2_000 });
    }
    await expect(running).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await expect(async () => {
    await page.reload();
    await expect(running).toBeVisible();
    const text = (await row.textContent()) ?? "";
    const price = Number(/Last price ([\d,.]+)/.exec(text)?.[1]?.replaceAll(",", ""));
    // Near Ether's level, not a random number.
    expect(price).toBeGreaterThan(1_000);
    expect(price).toBeLessThan(20_000);
  }).toPass({ timeout: 30_000 });
});
