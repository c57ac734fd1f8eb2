import type { SatelliteList } from "@chartbot/contracts/satellites";
import { DEFAULT_SYMBOL_IDS } from "@chartbot/symbol-catalogue";
import { expect, type Page, test } from "@playwright/test";
import { botApi, minutesAgo } from "../support/bot-api";
import { openCommunity, openModule } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";
import { DEMO_DISCORD, kickSatellite, satelliteMembersOf } from "../support/discord-sandbox";
import { DASHBOARD_ORIGIN, FAKE_DISCORD_ORIGIN } from "../support/e2e-env";
import { expectReadyPage, WIDTHS } from "../support/variants";

// Signed in as the demo account, its Discord user linked (support/demo-session.ts).
useDemoAccount();

// A satellite's way into the server, in the browser: added on the community's satellites page (waiting for its
// invite) -> its own invite opens the local Discord, where the demo user authorizes it into the Wall Street
// lounge -> the bot reports it in the server and beating (as the bot does: its member list and a heartbeat,
// through the bot API) -> running; kicked -> removed, with "Invite again". The lounge has no ETHUSD satellite in
// the seed; ETHUSD is free, so it needs no slot.

const ETHUSD = DEFAULT_SYMBOL_IDS[1];
const lounge = DEMO_DISCORD.wallStreet;

/** The lounge without an ETHUSD satellite, in the API and in the local Discord. */
async function withoutEthSatellite(page: Page, communityPath: string) {
  await kickSatellite(lounge.id, ETHUSD);
  const list = (await (await page.request.get(`/api${communityPath}/satellites`)).json()) as SatelliteList;
  for (const satellite of list.satellites.filter((s) => s.symbolId === ETHUSD)) {
    const removed = await page.request.delete(`/api${communityPath}/satellites/${satellite.id}`, {
      headers: { origin: DASHBOARD_ORIGIN },
    });
    expect(removed.status()).toBe(204);
  }
}

/** What the bot does when a satellite joins or leaves: reads the server's members and reports them. */
async function botReportsMembers(page: Page) {
  const bot = botApi(page.request);
  return bot.satelliteMembers(lounge.id, {
    applicationIds: await satelliteMembersOf(lounge.id),
    at: new Date().toISOString(),
  });
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("a satellite added waits for its invite, joins through it in Discord and runs; kicked, it asks to be invited again", async ({
      page,
      context,
    }) => {
      test.slow();
      await openCommunity(page, DEMO_COMMUNITIES.wallStreet);
      const communityPath = new URL(page.url()).pathname;
      await withoutEthSatellite(page, communityPath);
      await openModule(page, "Price satellite bots");

      const add = page.getByRole("form", { name: "Add a satellite" });
      await add.getByLabel("Ticker").fill("ETHUSD");
      // In crypto mode ETHUSD reads as an exchange's market: the free one is CoinGecko's, among the others.
      const coingecko = add.getByRole("button", { name: /^ETHUSD CoinGecko/ });
      await expect(add.getByRole("status")).toContainText("ETHUSD");
      if (await coingecko.isVisible()) await coingecko.click();
      await expect(add.getByRole("status")).toContainText("CoinGecko");
      await add.getByRole("button", { name: "Add satellite" }).click();
      const list = page.getByRole("list", { name: "Satellites" });
      const row = list.getByRole("listitem").filter({ hasText: /^ETHUSD/ });
      await expect(row.getByText("Waiting for invite", { exact: true })).toBeVisible();
      await expect(row.getByText("Free", { exact: true })).toBeVisible();
      const invite = row.getByRole("link", { name: "Invite the ETHUSD satellite (opens Discord)" });
      await expect(invite).toHaveAttribute("target", "_blank");
      await expectReadyPage(page);

      // Its own invite: its application, the lounge locked, Change Nickname only, on the local Discord.
      const [discord] = await Promise.all([context.waitForEvent("page"), invite.click()]);
      await expect(discord).toHaveURL(new RegExp(`^${FAKE_DISCORD_ORIGIN}/oauth2/authorize\\?`));
      const asked = new URL(discord.url()).searchParams;
      expect(Object.fromEntries(asked)).toEqual({
        client_id: ETHUSD,
        permissions: (1n << 26n).toString(),
        scope: "bot",
        guild_id: lounge.id,
        disable_guild_select: "true",
      });
      await expect(
        discord.getByRole("heading", { name: "ETHUSD price wants to access your account" }),
      ).toBeVisible();
      await expect(discord.getByText(lounge.name, { exact: true })).toBeVisible();
      await expect(discord.getByRole("listitem").filter({ hasText: "Change Nickname" })).toBeVisible();
      await discord.getByRole("button", { name: "Authorize" }).click();
      await expect(discord.getByRole("status")).toHaveText(
        `ETHUSD price was added to ${lounge.name}. You can close this tab and go back to Chartbot.`,
      );
      await discord.close();

      // The bot sees it in the server and reports it, then its first heartbeat.
      const report = await botReportsMembers(page);
      const added = report.satellites.find((satellite) => satellite.symbolId === ETHUSD);
      expect(added?.member).toBe(true);
      await botApi(page.request).heartbeat(added?.id ?? "", { price: 3_312.45, at: minutesAgo(0.05) });

      await row.getByRole("button", { name: "Check again ETHUSD" }).click();
      await expect(row.getByText("Running", { exact: true })).toBeVisible();
      await expect(row).toContainText("Last price 3,312.45");
      await expect(row.getByRole("link", { name: /Invite/ })).toHaveCount(0);
      await expectReadyPage(page);

      // A server admin kicks it: the bot reports it gone, and the row offers its invite again.
      await kickSatellite(lounge.id, ETHUSD);
      await botReportsMembers(page);
      await page.reload();
      await expect(row.getByText("Removed from server", { exact: true })).toBeVisible();
      await expect(
        row.getByRole("link", { name: "Invite again the ETHUSD satellite (opens Discord)" }),
      ).toHaveAttribute("href", new RegExp(`client_id=${ETHUSD}&`));
      await expectReadyPage(page);
    });
  });
}
