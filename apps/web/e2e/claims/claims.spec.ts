import { accountEntitlements } from "@chartbot/addons";
import { TRADING_EXCHANGE_RULES } from "@chartbot/contracts/trading";
import type { Page } from "@playwright/test";
import { chooseCookies, expect, inBothThemes, type Theme, test } from "../fixtures";

// The pages whose promises were corrected (issue 21 item 3) show the corrected words, and the false ones are
// gone, at phone and desktop width in both themes. What each promise is checked against is the unit test's
// (src/content/product-claims.test.tsx); this proves the pages as served say it.

const FREE_ALERTS = accountEntitlements([]).alerts;
const live = Object.values(TRADING_EXCHANGE_RULES)
  .filter((rules) => rules.liveTrading)
  .map((rules) => rules.name);

/** Each corrected page: the words it now shows, and the false promises it no longer makes. */
const PAGES: readonly { route: string; shows: readonly (string | RegExp)[]; gone: readonly RegExp[] }[] = [
  {
    route: "/",
    shows: [
      "alerts by direct message are free",
      "With the Scheduled Posting add-on, the bot posts on a timetable",
      "or in a channel with the Price Alerts add-on",
    ],
    gone: [/Everything above is free/],
  },
  {
    route: "/pro",
    shows: [`${FREE_ALERTS} active or paused price alerts per member`],
    gone: [/\d+ active price alerts/],
  },
  {
    route: "/pro/price-alerts",
    shows: ["send them to a webhook", "Active or paused alerts"],
    gone: [/Custom alert messages/, /the oldest ones stay active/],
  },
  {
    route: "/pro/price-satellite-bots",
    shows: [
      "joins your server through its own invite",
      "Invite each satellite from its row",
      "Remove it and add the new symbol",
    ],
    gone: [/nothing to invite/, /the link the dashboard shows/, /Yes, at any time in the dashboard/],
  },
  {
    route: "/pro/scheduled-posting",
    shows: ["in the dashboard you choose the time zone of each post's start time"],
    gone: [/`?at`? times are in UTC\./],
  },
  {
    route: "/features/scheduled-posting",
    shows: ["pause it without losing its settings, then resume it", "in the time zone you choose"],
    gone: [],
  },
  {
    route: "/features/price-alerts",
    shows: [
      `Everyone can keep ${FREE_ALERTS} active or paused alerts`,
      "a percent move either way",
      "unless you give it an expiry date",
      /either way \(\s*crosses\s*\)/,
    ],
    gone: [/\d+ active alerts/, /not fired after 90 days expire/],
  },
  {
    route: "/features/paper-trading",
    shows: [
      "Paper trading needs no exchange keys",
      `real orders on ${live.slice(0, -1).join(", ")} and ${live.at(-1)} only`,
      "do not trade live yet",
    ],
    gone: [/keys? for paper trading/i],
  },
];

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** The main content's text, white space collapsed. */
const mainText = async (page: Page) =>
  ((await page.getByRole("main").textContent()) ?? "").replace(/\s+/g, " ");

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

for (const viewport of VIEWPORTS) {
  // The phone opens each page in the light theme, the desktop in the dark one; both are checked on that load.
  const first: Theme = viewport.name === "phone" ? "light" : "dark";
  test.describe(`corrected promises, ${viewport.name} width, both themes`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: first });

    for (const { route, shows, gone } of PAGES) {
      test(`${route} shows what the product does and none of the false promises`, async ({
        page,
        consoleErrors,
      }) => {
        await page.goto(route);
        const main = page.getByRole("main");
        const text = await mainText(page);
        for (const pattern of gone) expect(text, String(pattern)).not.toMatch(pattern);
        await inBothThemes(page, first, async () => {
          for (const words of shows) {
            const shown = main.getByText(words).first();
            await shown.scrollIntoViewIfNeeded();
            await expect(shown, String(words)).toBeVisible();
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
        });
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
