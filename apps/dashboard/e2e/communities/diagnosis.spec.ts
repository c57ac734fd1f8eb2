import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { openModule } from "../support/community-pages";
import { setUpAs } from "../support/community-setup";
import { addDiscordUser, addLockedChannel, addManagedServer } from "../support/discord-sandbox";
import { expectThemeAndFit, inEachTheme, PHONE_VIEWPORT } from "../support/variants";

const DESKTOP = { width: 1280, height: 900 };

/** At phone and desktop width, in both themes: drawn in the theme, no wider than the screen, axe-clean. */
async function expectEveryVariant(page: Page, check: () => Promise<void>) {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP]) {
    await page.setViewportSize(viewport);
    // Loaded in the light theme on a phone and the dark one at desktop width; checked in both.
    await page.emulateMedia({
      colorScheme: viewport === DESKTOP ? "dark" : "light",
      reducedMotion: "reduce",
    });
    await page.reload();
    await check();
    await page.waitForLoadState("networkidle");
    await inEachTheme(page, async (colorScheme) => {
      await expectThemeAndFit(page, colorScheme);
      await expectNoAxeViolations(page);
    });
  }
}

async function diagnose(page: Page, channel: string, command: string) {
  const form = page.getByRole("form", { name: "Diagnose a channel" });
  await form.getByRole("combobox", { name: "Channel" }).click();
  await page.getByRole("option", { name: new RegExp(`^${channel}`) }).click();
  await form.getByRole("textbox", { name: "Command (optional)" }).fill(command);
  await form.getByRole("button", { name: "Diagnose" }).click();
}

// A server admin of their own server (set up in Crypto mode), with a channel whose category denies Send Messages.
test("diagnoses a channel: everything right in one, every reason with its fix in another", async ({
  page,
}) => {
  test.slow();
  const admin = await addDiscordUser("diagnosis");
  const server = await addManagedServer(admin, `Desk ${admin.username}`, { bot: true });
  await addLockedChannel(server.id, "locked-signals");
  const communityPath = await setUpAs(page, admin, server);
  await openModule(page, "Diagnose a channel");
  const section = page.getByRole("region", { name: "Diagnose a channel" });

  await diagnose(page, "#signals", "");
  await expect(page).toHaveURL(/\/diagnosis\?channel=\d+$/);
  await expectEveryVariant(page, async () => {
    await expect(section.getByRole("heading", { name: "Everything looks right in #signals" })).toBeVisible();
  });

  await diagnose(page, "#locked-signals", "layout weekly nosuchmarketzz");
  // The question goes to the address before the page is reloaded in each variant (a reload before the router
  // has written it would load the first question again).
  await expect(page).toHaveURL(/\/diagnosis\?channel=\d+&command=layout/);
  const reasons = section.getByRole("list", { name: "Reasons, in order" });
  await expectEveryVariant(page, async () => {
    await expect(section.getByRole("heading", { name: "3 reasons in #locked-signals" })).toBeVisible();
    const items = reasons.getByRole("listitem");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText("Chartbot lacks Send Messages in #locked-signals");
    await expect(items.nth(0)).toContainText("the category Locked");
    await expect(
      items.nth(0).getByRole("link", { name: "Open the category Locked in Discord" }),
    ).toHaveAttribute("href", new RegExp(`^https://discord\\.com/channels/${server.id}/\\d+$`));
    await expect(items.nth(1)).toContainText('"nosuchmarketzz" names no market');
    await expect(items.nth(2)).toContainText("needs TradingView Layouts");
    await expect(
      items.nth(2).getByRole("link", { name: "Subscribe to TradingView Layouts" }),
    ).toHaveAttribute("href", /\/subscriptions\?addon=tradingview-layouts$/);
  });
  expect(communityPath).toMatch(/^\/communities\//);
});
