import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { DASHBOARD_ORIGIN } from "../support/e2e-env";
import { noticeUsers } from "../support/notice-seed";
import { signInFromLogin } from "../support/pages";
import { expectThemeAndFit, inEachTheme, PHONE_VIEWPORT } from "../support/variants";

const DESKTOP = { width: 1280, height: 800 } as const;

/** Desktop and phone width, each loaded in one theme and checked in both (`inEachTheme`). */
const LOOKS = [
  { colorScheme: "dark", viewport: DESKTOP },
  { colorScheme: "light", viewport: PHONE_VIEWPORT },
] as const;

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notices/ });
const panel = (page: Page) => page.getByRole("dialog", { name: "Notices" });

/** The open panel lies inside the screen: nothing of it is cut off at a phone's width. */
async function expectPanelOnScreen(page: Page, width: number) {
  const box = await panel(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
}

// One user with three unread notices (seeded by the global setup; a retry takes the next user).
test("the bell counts and lists the notices, follows a fix link, marks all read; the page, its settings and an email's unsubscribe link", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const user = noticeUsers()[testInfo.retry];
  if (!user) throw new Error("No notice user is left for this attempt");
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await page.setViewportSize(DESKTOP);
  await signInFromLogin(page, user.email, user.password);

  // The bell says the count in its name and shows it in a badge; from the keyboard it opens the latest notices.
  await expect(bell(page)).toHaveAccessibleName("Notices, 3 unread");
  await expect(bell(page)).toHaveText("3");
  // Seeded five minutes before the setup ended, which may be minutes before this test: the bell says the minutes
  // as they are when it draws, rounded (the minute may turn while it does).
  const minutesAgo = Math.round((Date.now() - Date.parse(user.alertNoticeAt)) / 60_000);
  await bell(page).focus();
  await page.keyboard.press("Enter");
  const items = panel(page).getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText("Unread: An alert could not be delivered");
  await expect(items.first()).toContainText(new RegExp(`(${minutesAgo}|${minutesAgo + 1}) minutes ago`));
  await expect(items.nth(1)).toContainText(/Satoshi's Trading Floor · (1|2) hours? ago/);
  await expect(items.nth(2)).toContainText("yesterday");
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // Following a notice's fix link goes to its page and marks it read.
  await bell(page).click();
  await panel(page).getByRole("link", { name: "Check your alerts" }).click();
  await expect(page).toHaveURL("/account/alerts");
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName("Notices, 2 unread");

  // "All notices" leads to the page: every notice, the unread filter.
  await bell(page).click();
  await panel(page).getByRole("link", { name: "All notices" }).click();
  await expect(page).toHaveURL("/account/notices");
  const list = page.getByRole("list", { name: "Notices" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("2 unread.")).toBeVisible();
  await page.getByRole("radio", { name: "Unread" }).check();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("radio", { name: "All" }).check();
  await expect(list.getByRole("listitem")).toHaveCount(3);

  // Marked read from the bell: the count goes, the page follows.
  await bell(page).click();
  await panel(page).getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notices");
  await expect(bell(page)).toHaveText("");
  await expect(page.getByText("No unread notices.")).toBeVisible();
  await page.keyboard.press("Escape");

  // The settings: this server sends no emails (no SMTP settings), so they are shown but cannot be changed.
  await expect(
    page.getByText("This server sends no emails; notices still show here and as Discord direct messages."),
  ).toBeVisible();
  await expect(page.getByText(`Emails go to ${user.email}.`)).toBeVisible();
  const paymentEmails = page.getByRole("checkbox", { name: "A payment failed" });
  await expect(paymentEmails).toBeChecked();
  await expect(paymentEmails).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save notice emails" })).toBeDisabled();

  // Each look: the page fits the screen, and with the panel open nothing of it is cut off; axe-clean both ways.
  for (const { colorScheme, viewport } of LOOKS) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.reload();
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await inEachTheme(page, async (shown) => {
      await expectThemeAndFit(page, shown);
      await expectNoAxeViolations(page);
    });
    await bell(page).click();
    await expect(panel(page).getByRole("listitem")).toHaveCount(3);
    await expectPanelOnScreen(page, viewport.width);
    await inEachTheme(page, async (shown) => {
      await expectThemeAndFit(page, shown);
      await expectNoAxeViolations(page);
    });
    await page.keyboard.press("Escape");
  }

  // An email's unsubscribe link, opened signed out: it asks, then unsubscribes; a changed token is refused.
  const visitorContext = await browser.newContext({ viewport: PHONE_VIEWPORT });
  // Answered cookie banner, as in the suite's own contexts (playwright.config.ts).
  await visitorContext.addCookies([{ name: "cookies", value: "required", url: DASHBOARD_ORIGIN }]);
  const visitor = await visitorContext.newPage();
  await visitor.emulateMedia({ colorScheme: "dark", reducedMotion: "reduce" });
  const [version, key, account, kind, signature] = user.unsubscribeToken.split(".");
  const changed = [version, key, account, "all", signature].join(".");
  await visitor.goto(`/unsubscribe?token=${encodeURIComponent(changed)}`);
  await expect(visitor.getByRole("heading", { name: "Unsubscribe from all notice emails?" })).toBeVisible();
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByText(/this unsubscribe link is not valid/)).toBeVisible();
  expect(kind).toBe("payment_failed");

  await visitor.goto(`/unsubscribe?token=${encodeURIComponent(user.unsubscribeToken)}`);
  await expect(
    visitor.getByRole("heading", { name: "Unsubscribe from “A payment failed” emails?" }),
  ).toBeVisible();
  await expectThemeAndFit(visitor, "dark");
  await expectNoAxeViolations(visitor);
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByText("You will no longer get these emails: A payment failed.")).toBeVisible();
  await expect(visitor).toHaveURL(/\/unsubscribe\?token=/);
  await expectNoAxeViolations(visitor);
  await visitorContext.close();

  // The account's settings say it too.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "A payment failed" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "A scheduled post paused after failures" })).toBeChecked();
});
