import { expect, type Page } from "@playwright/test";

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
