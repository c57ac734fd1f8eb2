import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

/** A phone's viewport (an iPhone 12-15 sized screen), for checks that a screen works at phone width. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** Each theme at desktop and at phone width: `for (const v of VARIANTS) test.describe(v.name, () => { test.use(v.use) ... })`. */
export const VARIANTS = (["light", "dark"] as const).flatMap((colorScheme) => [
  { name: `${colorScheme} theme, desktop`, colorScheme, use: { colorScheme } },
  {
    name: `${colorScheme} theme, phone width`,
    colorScheme,
    use: { colorScheme, viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
  },
]);

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

/** Drawn with its data and settled, then drawn in the theme, no wider than the screen, and axe-clean. */
export async function expectReadyPage(page: Page, colorScheme: "light" | "dark"): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expectThemeAndFit(page, colorScheme);
  await expectNoAxeViolations(page);
}
