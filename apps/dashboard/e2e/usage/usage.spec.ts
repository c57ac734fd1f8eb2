import type { CommunityList } from "@chartbot/contracts/communities";
import { expect, type Page, test } from "@playwright/test";
import { botApi } from "../support/bot-api";
import { openCommunity } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";
import { watchPageProblems } from "../support/page-problems";
import { expectReadyPage, WIDTHS } from "../support/variants";

// Signed in as the demo account, its Discord user linked (support/demo-session.ts).
useDemoAccount();

// The bot reports a few hours of commands and relay messages in the Wall Street lounge (a bucket reported again
// replaces the one before, so both widths and a rerun report the same figures); the community page and the
// subscriptions page chart them, each chart with its figures as a table.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 10:00 UTC three days ago: a whole hour inside both periods. */
const threeDaysAgo = Math.floor(Date.now() / DAY) * DAY - 3 * DAY + 10 * HOUR;
const dayName = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
  threeDaysAgo,
);

async function reportUsage(page: Page) {
  const response = await page.request.get("/api/communities");
  const { communities } = (await response.json()) as CommunityList;
  const lounge = communities.find((community) => community.name === DEMO_COMMUNITIES.wallStreet);
  if (!lounge) throw new Error("The demo community is missing");
  const hour = (offset: number) => new Date(threeDaysAgo + offset * HOUR).toISOString();
  await botApi(page.request).usage(lounge.guildId, [
    { hour: hour(0), metric: "commands_answered", kind: "c", count: 1200 },
    { hour: hour(1), metric: "commands_answered", kind: "p", count: 34 },
    { hour: hour(0), metric: "relay_messages_posted", count: 5 },
  ]);
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("charts what the add-ons did over 7 and 30 days, each chart with its figures as a table", async ({
      page,
    }) => {
      test.slow();
      const expectNoPageProblems = watchPageProblems(page);
      await openCommunity(page, DEMO_COMMUNITIES.wallStreet);
      await reportUsage(page);
      await page.reload();
      const section = page.getByRole("region", { name: "What the add-ons did" });
      const headlines = section.getByRole("list", {
        name: `What the add-ons did in ${DEMO_COMMUNITIES.wallStreet}`,
      });
      await expect(headlines.getByRole("listitem")).toHaveCount(5);
      await expect(headlines).toContainText(/Scheduled Posting: [\d,]+ posts?/);
      await expect(headlines).toContainText(/Price Alerts: [\d,]+ alerts? sent/);
      await expect(headlines).toContainText(/Commands: [\d,]+ answered/);

      const commands = section.getByRole("figure", { name: "Commands" });
      await commands.getByText("The figures by day").click();
      const table = commands.getByRole("table", { name: "Commands, the last 7 days (UTC)" });
      await expect(table.getByRole("row")).toHaveCount(8);
      await expect(table.getByRole("row", { name: new RegExp(`^${dayName} `) })).toContainText("1,234");
      const relays = section.getByRole("figure", { name: "Webhook relays" });
      await relays.getByText("The figures by day").click();
      await expect(relays.getByRole("row", { name: new RegExp(`^${dayName} `) })).toContainText("5");
      await expectReadyPage(page);

      await section.getByRole("radio", { name: "Last 30 days" }).click();
      await expect(commands.getByRole("table", { name: "Commands, the last 30 days (UTC)" })).toBeVisible();
      await expect(commands.getByRole("row")).toHaveCount(31);
      await expectReadyPage(page);
      expectNoPageProblems();
    });

    test("the subscriptions page shows the same for the community chosen", async ({ page }) => {
      test.slow();
      const expectNoPageProblems = watchPageProblems(page);
      await page.goto("/subscriptions");
      await reportUsage(page);
      const section = page.getByRole("region", { name: "What your add-ons did" });
      await section
        .getByRole("combobox", { name: "Community" })
        .selectOption({ label: DEMO_COMMUNITIES.wallStreet });
      const headlines = section.getByRole("list", {
        name: `What the add-ons did in ${DEMO_COMMUNITIES.wallStreet}`,
      });
      await expect(headlines).toContainText(/Price Satellite Bots: /);
      await expect(section.getByRole("figure")).toHaveCount(5);
      await expectReadyPage(page);
      expectNoPageProblems();
    });
  });
}
