import { knownPlaceholderList } from "@chartbot/contracts/message-templates";
import { expect, test } from "@playwright/test";
import { openCommunity, openModule, openNewPostDialog } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { DEMO_SESSION_FILE, openAsDemoWithDiscord } from "../support/demo-session";
import { DEMO_DISCORD } from "../support/discord-sandbox";
import { expectReadyPage, WIDTHS } from "../support/variants";

// Signed in as the demo account from the run's one sign-in through the form (support/demo-session.ts).
test.use({ storageState: DEMO_SESSION_FILE });

// Issue 33 items 2 and 3: a message field shows its placeholders, then a live preview of the message as it would
// be posted (the line under the field, and the bot's post drawn as Discord shows it); unknown placeholders and
// templates that could pass Discord's 2,000 characters are refused in the form. The price alert form's message
// is in alert-message-template.spec.ts: it needs no demo account and runs beside this file.

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("a relay's template is previewed, created, shown in its row and edited", async ({ page }) => {
      test.slow();
      await openAsDemoWithDiscord(page);
      await openCommunity(page, DEMO_COMMUNITIES.tradingFloor);
      await openModule(page, "Webhook relays");
      const section = page.getByRole("region", { name: "Webhook relays" });
      await section.getByRole("button", { name: "Create a relay" }).click();
      const dialog = page.getByRole("dialog", { name: "Create a relay" });
      await expect(dialog.getByText(`Placeholders: ${knownPlaceholderList("relay")}`)).toBeVisible();
      await dialog.getByRole("combobox", { name: "Channel" }).click();
      await page.getByRole("option", { name: DEMO_DISCORD.tradingFloor.channel, exact: true }).click();
      const template = dialog.getByRole("textbox", { name: /^Message template/ });
      await template.fill("{price} {content}");
      await dialog.getByRole("button", { name: "Create relay" }).click();
      await expect(
        dialog.getByText(`Unknown placeholder {price}: use ${knownPlaceholderList("relay")}.`),
      ).toBeVisible();
      await template.fill("{role} {ticker}: {content}");
      await expect(dialog.getByTestId("template-preview")).toHaveText(
        "Preview: @traders BTCUSD: Long entry on BTCUSD",
      );
      await expectReadyPage(page);
      await dialog.getByRole("button", { name: "Create relay" }).click();

      const shown = page.getByRole("dialog", { name: /^Relay \d+ created$/ });
      const number = /Relay (\d+)/.exec((await shown.getByRole("heading").first().textContent()) ?? "")?.[1];
      await shown.getByRole("button", { name: "I have saved it" }).click();
      const row = section
        .getByRole("listitem")
        .filter({ has: page.getByText(`Relay ${number}`, { exact: true }) });
      await expect(row).toContainText("Template: {role} {ticker}: {content}");

      await row.getByRole("button", { name: `Edit template of relay ${number}` }).click();
      const edit = page.getByRole("dialog", { name: `Template of relay ${number}` });
      const field = edit.getByRole("textbox", { name: /^Message template/ });
      await expect(field).toHaveValue("{role} {ticker}: {content}");
      await field.fill("{name} at {time}: {content}");
      await expect(edit.getByTestId("template-preview")).toHaveText(
        "Preview: Bitcoin / US Dollar (Bitstamp) at 2026-11-30 14:05 UTC: Long entry on BTCUSD",
      );
      await expectReadyPage(page);
      await edit.getByRole("button", { name: "Save template" }).click();
      await expect(page.getByText(`Relay ${number}'s template saved`).first()).toBeVisible();
      await expect(row).toContainText("Template: {name} at {time}: {content}");

      await row.getByRole("button", { name: `Delete relay ${number}` }).click();
      await page
        .getByRole("dialog", { name: `Delete relay ${number}?` })
        .getByRole("button", { name: "Delete relay" })
        .click();
      await expect(row).toHaveCount(0);
    });

    test("the scheduled post form previews its message with the post's ticker and time zone", async ({
      page,
    }) => {
      await openAsDemoWithDiscord(page);
      const { dialog } = await openNewPostDialog(page, DEMO_COMMUNITIES.tradingFloor);
      await dialog.getByRole("textbox", { name: "Arguments" }).fill("ETHUSD 4H");
      await dialog.getByRole("combobox", { name: "Time zone" }).fill("Asia/Tokyo");
      const message = dialog.getByRole("textbox", { name: /^Message/ });
      await message.fill("{ticker} at {time}");
      await expect(dialog.getByTestId("template-preview")).toHaveText(
        /^Preview: ETHUSD at \d{4}-\d{2}-\d{2} \d{2}:\d{2} Asia\/Tokyo$/,
      );
      await message.fill("{ticker} is {condition}");
      await dialog.getByRole("button", { name: "Schedule post" }).click();
      await expect(
        dialog.getByText(`Unknown placeholder {condition}: use ${knownPlaceholderList("post")}.`),
      ).toBeVisible();
      await expectReadyPage(page);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
