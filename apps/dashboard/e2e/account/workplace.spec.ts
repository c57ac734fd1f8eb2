import { expect, type Page, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { expectNoAxeViolations } from "../support/axe";
import { finishSetup } from "../support/community-setup";
import { addDiscordUser, addManagedServer, authorizeOnDiscord } from "../support/discord-sandbox";
import { watchPageProblems } from "../support/page-problems";
import { signIn, signInFromLogin } from "../support/pages";
import { expectThemeAndFit, inEachTheme } from "../support/variants";

const PASSWORD = "a long enough password";
const PHONE = { width: 390, height: 844 };
const SCREENS = [
  ["Shortcuts", "/account"],
  ["My Communities", "/communities"],
  ["Subscriptions", "/subscriptions"],
  ["Price Alerts", "/account/alerts"],
  ["Trading & API Keys", "/account/trading"],
  ["Notices", "/account/notices"],
  ["Account Settings", "/account/settings"],
] as const;

const checklist = (page: Page) => page.getByRole("region", { name: "Get started with Chartbot" });
const step = (page: Page, title: string) =>
  checklist(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(`^${title}`) }) });
const dashboardNav = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

/** The page never scrolls sideways (the nav bar may, inside itself). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function newAccount(page: Page, label: string) {
  const email = uniqueEmail(label);
  await createUser(email, PASSWORD, { displayName: "Newcomer" });
  await signInFromLogin(page, email, PASSWORD);
  return email;
}

for (const [layout, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`${layout} (${viewport.width}x${viewport.height})`, () => {
    // Opened in the dark theme at desktop width and the light one on a phone; each check switches to the other.
    test.use({ viewport, colorScheme: layout === "desktop" ? "dark" : "light" });

    test("a new account sees the checklist at 0 of 4, links Discord, keeps the mode, sets up a server; hiding it is remembered", async ({
      page,
    }) => {
      test.slow(); // a whole first hour: sign-in, Discord, a server's setup, both themes
      const expectNoPageProblems = watchPageProblems(page);
      await newAccount(page, `checklist-${layout}`);
      await expect(checklist(page).getByText("0 of 4 done")).toBeVisible();
      await expect(page.getByText(/Welcome back/)).toHaveCount(0);
      await expect(step(page, "Link your Discord account").getByText("Not yet")).toBeVisible();
      await expectNoPageOverflow(page);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.waitForLoadState("networkidle");
      await inEachTheme(page, async (colorScheme) => {
        await expectThemeAndFit(page, colorScheme);
        await expectNoAxeViolations(page);
      });

      // Link Discord: from the checklist's link to Account Settings, through the Discord sandbox.
      const discordUser = await addDiscordUser(`checklist${layout}`);
      await checklist(page).getByRole("link", { name: "Link Discord in Account Settings" }).click();
      await expect(page).toHaveURL("/account/settings#discord-heading");
      await page
        .getByRole("region", { name: "Discord" })
        .getByRole("button", { name: "Link Discord", exact: true })
        .click();
      await authorizeOnDiscord(page, discordUser.id);
      await expect(page).toHaveURL("/account/settings");
      await expect(
        page.getByRole("region", { name: "Discord" }).getByText(`@${discordUser.username}`),
      ).toBeVisible();

      // Back to Shortcuts through the dashboard's own nav.
      await dashboardNav(page).getByRole("link", { name: "Shortcuts" }).click();
      await expect(page).toHaveURL("/account");
      await expect(checklist(page).getByText("1 of 4 done")).toBeVisible();
      await expect(step(page, "Link your Discord account").getByText("Done")).toBeVisible();

      // The default mode is fine: keep it (with the keyboard).
      await checklist(page).getByRole("button", { name: "Keep Traditional" }).focus();
      await page.keyboard.press("Enter");
      await expect(checklist(page).getByText("2 of 4 done")).toBeVisible();
      await expect(step(page, "Choose how tickers are read").getByText("Done")).toBeVisible();

      // A server with the bot, set up from My Communities.
      const server = await addManagedServer(discordUser, `Checklist ${layout} server`, { bot: true });
      await checklist(page).getByRole("link", { name: "Go to My Communities" }).click();
      await expect(page).toHaveURL("/communities");
      await page
        .getByRole("region", { name: "Servers with Chartbot" })
        .getByRole("link", { name: `Set up ${server.name}` })
        .click();
      await finishSetup(page, server.name);
      await dashboardNav(page).getByRole("link", { name: "Shortcuts" }).click();
      await expect(checklist(page).getByText("3 of 4 done")).toBeVisible();
      await expect(step(page, "Add Chartbot to a server").getByText("Done")).toBeVisible();
      await expect(step(page, "Create your first price alert").getByText("Not yet")).toBeVisible();

      // Hidden: gone, remembered by the account after a reload, and back on Show checklist.
      await checklist(page).getByRole("button", { name: "Hide checklist" }).click();
      await expect(checklist(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Shortcuts", level: 1 })).toBeFocused();
      await page.reload();
      await expect(page.getByRole("button", { name: "Show checklist" })).toBeVisible();
      await expect(checklist(page)).toHaveCount(0);
      await page.getByRole("button", { name: "Show checklist" }).click();
      await expect(checklist(page).getByText("3 of 4 done")).toBeVisible();
      expectNoPageProblems();
    });

    test("the dashboard nav moves between the screens, marking the current one, by keyboard too", async ({
      page,
    }) => {
      await newAccount(page, `nav-${layout}`);
      const nav = dashboardNav(page);
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link")).toHaveText(SCREENS.map(([name]) => name));
      for (const [name, path] of [...SCREENS.slice(1), SCREENS[0]]) {
        const link = nav.getByRole("link", { name, exact: true });
        await link.focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(path);
        await expect(link).toHaveAttribute("aria-current", "page");
        await expect(link).toBeInViewport();
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        await expectNoPageOverflow(page);
      }
      if (layout === "phone") {
        // A bar that scrolls sideways, not a second page width.
        const scrolls = await nav.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(scrolls).toBe(true);
      }
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/account/trading");
      await expect(nav.getByRole("link", { name: "Trading & API Keys" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await page.waitForLoadState("networkidle");
      await inEachTheme(page, async (colorScheme) => {
        await expectThemeAndFit(page, colorScheme);
        await expectNoAxeViolations(page);
      });
    });

    test("one name for ending a session: an unverified user's page offers Logout, never Sign out, and no dashboard nav", async ({
      page,
    }) => {
      const email = uniqueEmail(`logout-${layout}`);
      await createUser(email, PASSWORD, { verified: false });
      await page.goto("/login");
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL("/account/verify-email");
      await inEachTheme(page, async (colorScheme) => {
        await expectThemeAndFit(page, colorScheme);
        await expect(page.getByRole("heading", { name: "Verify your email", level: 1 })).toBeVisible();
        await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
        await expect(page.getByText(/Sign out/)).toHaveCount(0);
        await expect(dashboardNav(page)).toHaveCount(0);
        await expect(
          page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Sign up" }),
        ).toHaveCount(0);
      });
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/login(\?|$)/);
    });

    test("a signed-in user is offered no Sign up: header, footer and phone menu; a visitor is", async ({
      page,
    }) => {
      await page.goto("/login");
      const footer = page.getByRole("navigation", { name: "Footer" });
      await expect(footer.getByRole("link", { name: "Sign up" })).toBeVisible();
      await expect(dashboardNav(page)).toHaveCount(0);

      await newAccount(page, `no-signup-${layout}`);
      await inEachTheme(page, async (colorScheme) => {
        await expectThemeAndFit(page, colorScheme);
        await expect(page.getByRole("heading", { name: "Shortcuts", level: 1 })).toBeVisible();
        await expect(footer.getByRole("link", { name: "Pricing" })).toBeVisible();
        await expect(footer.getByRole("link", { name: "Sign up" })).toHaveCount(0);
        await expect(page.getByRole("banner").getByRole("link", { name: /Sign up/ })).toHaveCount(0);
      });
      if (layout === "phone") {
        await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
        const menu = page.getByRole("dialog");
        await expect(menu.getByRole("link", { name: "Shortcuts" })).toBeVisible();
        await expect(menu.getByRole("link", { name: /Sign up/ })).toHaveCount(0);
        await expect(
          menu.getByRole("button", { name: "Logout" }).or(menu.getByRole("link", { name: "Logout" })),
        ).toBeVisible();
      }
    });
  });
}
