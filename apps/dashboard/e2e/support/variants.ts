import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

/** A phone's viewport (an iPhone 12-15 sized screen), for checks that a screen works at phone width. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * The widths a screen is checked at: `for (const width of WIDTHS) test.describe(width.name, () => { test.use(width.use)
 * ... })`. Each test walks its screens once per width and checks every state in both themes on the same page
 * (`expectReadyPage`, `expectThemesAndFit`): the dashboard follows the system's colour scheme as it changes, so
 * nothing is loaded or done again for the second theme. The page opens in the dark theme at desktop width and in
 * the light one at phone width, so each theme is also checked from the first paint.
 */
export const WIDTHS = [
  { name: "desktop, both themes", use: { colorScheme: "dark" } },
  {
    name: "phone width, both themes",
    use: { colorScheme: "light", viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
  },
] as const;

type ColorScheme = "light" | "dark";

/** Switches the system's colour scheme and waits until the page has redrawn itself in it. */
async function switchTheme(page: Page, colorScheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe(colorScheme);
}

/**
 * Runs `check` in the theme the page shows, then in the other (switching the system's colour scheme in place),
 * and switches back, so the test goes on as it was.
 */
export async function inEachTheme(page: Page, check: (colorScheme: ColorScheme) => Promise<void>) {
  const shown: ColorScheme = (await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches))
    ? "dark"
    : "light";
  const other: ColorScheme = shown === "dark" ? "light" : "dark";
  await check(shown);
  await switchTheme(page, other);
  await check(other);
  await switchTheme(page, shown);
}

/** The page is drawn in the given theme and nothing sticks out sideways (no horizontal scrolling on a phone). */
export async function expectThemeAndFit(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe(colorScheme);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** Drawn in both themes and no wider than the screen (`inEachTheme`). */
export async function expectThemesAndFit(page: Page): Promise<void> {
  await inEachTheme(page, (colorScheme) => expectThemeAndFit(page, colorScheme));
}

/** Drawn with its data and settled, then in both themes: drawn in the theme, no wider than the screen, axe-clean. */
export async function expectReadyPage(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await inEachTheme(page, async (colorScheme) => {
    await expectThemeAndFit(page, colorScheme);
    await expectNoAxeViolations(page);
  });
}
