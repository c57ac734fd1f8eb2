import { knownPlaceholderList } from "@chartbot/contracts/message-templates";
import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { signInFromLogin } from "../support/pages";
import { expectReadyPage, WIDTHS } from "../support/variants";

// Issue 33 items 2 and 3, for a price alert: the message field shows its placeholders, then a live preview of
// the message as it would be sent (the line under the field, and the bot's message drawn as Discord shows it);
// unknown placeholders and templates that could pass Discord's 2,000 characters are refused in the form. The
// relay's and the scheduled post's message fields are in message-templates.spec.ts (the demo account's servers).

const PASSWORD = "a long enough password";

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    test("the alert form previews its message with the form's values and refuses unknown placeholders", async ({
      page,
    }) => {
      const email = uniqueEmail("templates");
      await createUser(email, PASSWORD);
      await signInFromLogin(page, email, PASSWORD);
      await page.goto("/account/alerts");
      const form = page.getByRole("form", { name: "New price alert" });
      await form.getByRole("radio", { name: /^Traditional/ }).check();
      await expect(form.getByText(`Placeholders: ${knownPlaceholderList("alert")}`)).toBeVisible();

      await form.getByRole("textbox", { name: /^Ticker/ }).fill("AAPL");
      await form.getByRole("textbox", { name: /^Level/ }).fill("250");
      const message = form.getByRole("textbox", { name: /^Message/ });
      await message.fill("{ticker} is {condition}: {price} ({change})");
      const preview = form.getByTestId("template-preview");
      await expect(preview).toHaveText("Preview: AAPL is above 250: 65,012.50 (+2.41%)");
      // The bot's message as it will look: the text above the trigger's embed.
      const botPost = form.getByTestId("bot-post-preview");
      await expect(botPost.locator("figcaption")).toHaveText(
        "What Chartbot will send by direct message when AAPL is above 250.",
      );
      await expect(botPost.getByText("AAPL is above 250: 65,012.50 (+2.41%)", { exact: true })).toBeVisible();
      await expect(botPost.getByText("AAPL is above 250", { exact: true })).toBeVisible();
      await expectReadyPage(page);

      await message.fill("{tickr} moved");
      await form.getByRole("button", { name: "Create alert" }).click();
      await expect(
        form.getByText(`Unknown placeholder {tickr}: use ${knownPlaceholderList("alert")}.`),
      ).toBeVisible();
      await message.fill("{role}".repeat(33));
      await form.getByRole("button", { name: "Create alert" }).click();
      await expect(
        form.getByText(/^With every placeholder at its longest the message is 3,333 characters/),
      ).toBeVisible();
      await expectReadyPage(page);

      await message.fill("{name} {condition}");
      await form.getByRole("button", { name: "Create alert" }).click();
      await expect(page.getByText(/^Alert created/).first()).toBeVisible();
    });
  });
}
