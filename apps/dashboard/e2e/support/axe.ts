import { Axe } from "@chartbot/test-servers/axe";
import { expect, type Page } from "@playwright/test";

/** Fails with the rule ids and targets when axe finds WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new Axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

/**
 * Runs `check` in the light and then the dark theme (the theme follows the system preference by default), with
 * reduced motion so dialogs are fully faded in when axe measures contrast. The page is loaded again for each
 * theme: for checks that open something (a dialog, a panel) that the second run must find closed. A check of
 * the page as it stands uses `inEachTheme` (variants.ts), which switches the theme in place.
 */
export async function inBothThemes(page: Page, check: () => Promise<void>): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await page.reload();
    await check();
  }
}
