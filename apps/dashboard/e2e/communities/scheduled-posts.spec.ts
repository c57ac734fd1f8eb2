import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, inBothThemes } from "../support/axe";
import { botApi } from "../support/bot-api";
import { openNewPostDialog } from "../support/community-pages";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";
import { DEMO_DISCORD } from "../support/discord-sandbox";
import { PHONE_VIEWPORT } from "../support/variants";

// Signed in as the demo account, its Discord user linked (support/demo-session.ts).
useDemoAccount();

// The browser is in Chicago: a new post starts in the browser's zone, and is moved to Tokyo.
test.use({ timezoneId: "America/Chicago" });

test("schedules a post at 09:30 Tokyo time on Monday, Wednesday and Friday with a live preview, lists its next three runs, pauses and resumes it, and sends a test whose outcome comes back to its dialog", async ({
  page,
  request,
}) => {
  // Four more loads of the page (two widths, two themes) with axe on each: more than the default minute.
  test.slow();
  const args = `7203 e2e-${Date.now().toString(36)}`;
  const command = `p ${args}`;
  const { posts, dialog } = await openNewPostDialog(page, DEMO_COMMUNITIES.tradingFloor);
  await dialog.getByRole("combobox", { name: "Command" }).click();
  await page.getByRole("option", { name: /^p: / }).click();
  await dialog.getByRole("textbox", { name: "Arguments" }).fill(args);
  await dialog.getByRole("combobox", { name: "Channel" }).click();
  await page.getByRole("option", { name: DEMO_DISCORD.tradingFloor.channel, exact: true }).click();
  // The live preview reads the ticker as the channel does: 7203 names no market there, so the bot says so.
  const preview = dialog.getByTestId("bot-post-preview");
  await expect(preview.locator("figcaption")).toHaveText(
    new RegExp(
      `^What Chartbot will post in ${DEMO_DISCORD.tradingFloor.channel} for ${command}\\. 7203 names no market in (traditional|crypto) mode\\.$`,
    ),
  );
  await expect(preview.getByText("No market found", { exact: true })).toBeVisible();
  await dialog.getByRole("textbox", { name: "Every (minutes)" }).fill("1440");

  const zone = dialog.getByRole("combobox", { name: "Time zone" });
  await expect(zone).toHaveValue("America/Chicago");
  await zone.fill("Asia/Tokyo");
  await dialog.getByLabel("Start time (optional)").fill("09:30");
  // No day at all is refused in the form.
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    await dialog.getByRole("checkbox", { name: day }).click();
  await dialog.getByRole("button", { name: "Schedule post" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Choose at least one day." })).toBeVisible();
  for (const day of ["Monday", "Wednesday", "Friday"])
    await dialog.getByRole("checkbox", { name: day }).click();
  await dialog.getByRole("checkbox", { name: "Skip US market holidays" }).click();
  await dialog.getByRole("button", { name: "Schedule post" }).click();
  await expect(page.getByText("Post scheduled").first()).toBeVisible();

  const row = posts.getByRole("listitem").filter({ hasText: command });
  await expect(row).toContainText("once a day at 09:30, Mon, Wed, Fri (Asia/Tokyo)");
  await expect(row.getByText("Skips US market holidays")).toBeVisible();
  const runs = row.getByRole("list", { name: "Next runs (Asia/Tokyo):" });
  await expect(runs.getByRole("listitem")).toHaveCount(3);
  for (const run of await runs.getByRole("listitem").allTextContents())
    expect(run).toMatch(/^(Mon|Wed|Fri), [A-Z][a-z]{2} \d{1,2}, 09:30 GMT\+9$/);

  await row.getByRole("button", { name: `Pause scheduled post ${command}` }).click();
  await expect(page.getByText("Scheduled post paused").first()).toBeVisible();
  await expect(row.getByText("Paused", { exact: true })).toBeVisible();
  await expect(row.getByRole("list", { name: /Next runs/ })).toHaveCount(0);

  await row.getByRole("button", { name: `Resume scheduled post ${command}` }).click();
  await expect(page.getByText("Scheduled post resumed").first()).toBeVisible();
  await expect(row.getByRole("button", { name: `Pause scheduled post ${command}` })).toBeVisible();
  await expect(row.getByRole("list", { name: "Next runs (Asia/Tokyo):" }).getByRole("listitem")).toHaveCount(
    3,
  );

  // Editing keeps what was chosen.
  await row.getByRole("button", { name: `Edit scheduled post ${command}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit scheduled post" });
  await expect(edit.getByRole("combobox", { name: "Time zone" })).toHaveValue("Asia/Tokyo");
  await expect(edit.getByLabel("Start time (optional)")).toHaveValue("09:30");
  await expect(edit.getByRole("checkbox", { name: "Wednesday" })).toBeChecked();
  await expect(edit.getByRole("checkbox", { name: "Tuesday" })).not.toBeChecked();

  // Send test: the bot posts the saved post once; its outcome comes back to the dialog.
  await edit.getByRole("button", { name: "Send test" }).click();
  await expect(edit.getByRole("status").filter({ hasText: "waiting for Chartbot to post it" })).toBeVisible();
  const bot = botApi(request);
  const pending = (await bot.pendingPostTests()).items.find((item) => item.arguments === args);
  if (!pending) throw new Error("the test did not reach the bot's feed");
  await bot.postTestResult(pending.id, { status: "failed", reason: "Missing Permissions in #charts" });
  const outcome = edit.getByRole("status").filter({ hasText: "Test failed: Missing Permissions in #charts" });
  await expect(outcome).toBeVisible();
  // One test per post per 30 seconds: a second one at once is refused with the wait.
  await edit.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Could not send a test").first()).toBeVisible();

  // The last outcome shows when the dialog opens again: at phone width and desktop, in both themes, axe-clean.
  for (const viewport of [PHONE_VIEWPORT, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await inBothThemes(page, async () => {
      const again = posts.getByRole("listitem").filter({ hasText: command });
      await again.getByRole("button", { name: `Edit scheduled post ${command}` }).click();
      const reopened = page.getByRole("dialog", { name: "Edit scheduled post" });
      await expect(
        reopened.getByRole("status").filter({ hasText: "Test failed: Missing Permissions" }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
