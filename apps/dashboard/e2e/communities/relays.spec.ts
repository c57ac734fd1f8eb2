import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { moduleCard, openCommunity, openModule } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";
import { DEMO_DISCORD } from "../support/discord-sandbox";
import { expectReadyPage, WIDTHS } from "../support/variants";

// Signed in as the demo account, its Discord user linked (support/demo-session.ts).
useDemoAccount();

// Each test makes its own relay in the Trading Floor (crypto mode) and deletes it at the end, so both
// widths and a rerun leave the demo account as they found it.

/** The URL in the shown-once dialog, and the relay's number from its title; the dialog is closed after. */
async function readShownUrl(page: Page, title: RegExp) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  const url = await dialog.getByRole("textbox", { name: "Your new relay URL" }).inputValue();
  const number = Number(
    /Relay (\d+)/.exec((await dialog.getByRole("heading").first().textContent()) ?? "")?.[1],
  );
  return { dialog, url, number };
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("creates a relay, shows its URL once, lists a message sent to it with its parse, dry-runs, rotates and deletes it", async ({
      page,
    }) => {
      test.slow();
      await openCommunity(page, DEMO_COMMUNITIES.tradingFloor);
      await openModule(page, "Webhook relays");
      const section = page.getByRole("region", { name: "Webhook relays" });
      await expect(section.getByRole("meter")).toBeVisible();

      await section.getByRole("button", { name: "Create a relay" }).click();
      const form = page.getByRole("dialog", { name: "Create a relay" });
      // No channel is refused in the form.
      await form.getByRole("button", { name: "Create relay" }).click();
      await expect(form.getByText("Choose the channel the relay posts in.")).toBeVisible();
      await form.getByRole("combobox", { name: "Channel" }).click();
      await page.getByRole("option", { name: DEMO_DISCORD.tradingFloor.channel, exact: true }).click();
      await form.getByRole("combobox", { name: "Role to mention (optional)" }).click();
      await page.getByRole("option", { name: DEMO_DISCORD.tradingFloor.role, exact: true }).click();
      await expectNoAxeViolations(page);
      await form.getByRole("button", { name: "Create relay" }).click();

      const created = await readShownUrl(page, /^Relay \d+ created$/);
      expect(created.url).toMatch(/\/api\/relay\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);
      await expect(created.dialog.getByText("You will not see this URL again")).toBeVisible();
      await expectReadyPage(page);
      await created.dialog.getByRole("button", { name: "I have saved it" }).click();
      await expect(created.dialog).toBeHidden();

      // A script posts to the relay URL, as the feature page's curl example does.
      const sent = await page.request.post(created.url, {
        data: { content: "Long BTC at 97,250", ticker: "btcusdt", chart: "15m" },
      });
      expect(sent.status()).toBe(204);
      await page.reload();
      const row = section.getByRole("listitem").filter({
        has: page.getByText(`Relay ${created.number}`, { exact: true }),
      });
      await expect(row).toContainText(
        `Posts in ${DEMO_DISCORD.tradingFloor.channel} · mentions ${DEMO_DISCORD.tradingFloor.role}`,
      );
      await expect(row).toContainText("Last used");
      const messages = row.getByRole("list", { name: `Last messages of relay ${created.number}` });
      await expect(messages).toContainText("Long BTC at 97,250");
      await expect(messages).toContainText(/BTCUSDT .*· 15m chart/);
      await expect(messages).toContainText("Waiting for the bot");

      // The dry-run box reads the feature page's TradingView message (as an alert fills it in) without posting.
      await section.getByRole("combobox", { name: "Relay" }).click();
      await page.getByRole("option", { name: `Relay ${created.number}`, exact: true }).click();
      await section.getByRole("button", { name: "Dry run" }).click();
      await expect(section.getByRole("status").filter({ hasText: "The relay would post" })).toContainText(
        /BTCUSDT .*· 15m chart · read in crypto mode/,
      );
      await section
        .getByRole("textbox", { name: "Message" })
        .fill('{"content": "x", "chart": "7m", "ticker": "btc"}');
      await section.getByRole("button", { name: "Dry run" }).click();
      await expect(section.getByRole("alert")).toContainText('chart: "7m" is not a timeframe');
      await expectReadyPage(page);

      await row.getByRole("button", { name: `Rotate URL of relay ${created.number}` }).click();
      await page
        .getByRole("dialog", { name: `Give relay ${created.number} a new URL?` })
        .getByRole("button", { name: "Rotate URL" })
        .click();
      const rotated = await readShownUrl(page, new RegExp(`^Relay ${created.number}: new URL$`));
      expect(rotated.url).not.toBe(created.url);
      await expect(rotated.dialog).toContainText("The old URL keeps working for 24 hours");
      await rotated.dialog.getByRole("button", { name: "I have saved it" }).click();

      await row.getByRole("button", { name: `Delete relay ${created.number}` }).click();
      await page
        .getByRole("dialog", { name: `Delete relay ${created.number}?` })
        .getByRole("button", { name: "Delete relay" })
        .click();
      await expect(page.getByText(`Relay ${created.number} deleted`).first()).toBeVisible();
      await expect(row).toHaveCount(0);
      expect((await page.request.post(rotated.url, { data: { content: "gone" } })).status()).toBe(404);
    });
  });
}

test("a community without relays says so, and its overview card shows them off", async ({ page }) => {
  await openCommunity(page, DEMO_COMMUNITIES.wallStreet);
  const relays = moduleCard(page, "Webhook relays");
  await expect(relays).toContainText("No relays");
  await openModule(page, "Webhook relays");
  await expect(page.getByText(/^No relays yet\./)).toBeVisible();
});
