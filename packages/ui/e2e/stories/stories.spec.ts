import { Axe } from "@chartbot/test-servers/axe";
import { collectErrors, showStory } from "../open-story";
import { readStories } from "../storybook-index";
import { expect, test } from "./story-page";

// Rules about whole pages (one <main>, one <h1>, everything inside landmarks) do not apply to a component
// shown alone; the apps' page tests run them.
const PAGE_LEVEL_RULES = ["region", "landmark-one-main", "page-has-heading-one"];

// Radix NavigationMenu puts an aria-hidden, focusable <span> after an open trigger: a sentinel that moves
// Tab into the panel and is never read (radix-ui/primitives#3085). Everything else is checked.
const RADIX_FOCUS_PROXY = "[aria-controls] + span[aria-hidden='true'][tabindex='0']";

/**
 * The theme the worker's page shows last: the next story starts in it, so showing a story in both themes takes
 * two renders (the story, then the other theme) and no page load.
 */
let lastTheme: "light" | "dark" = "light";

for (const story of readStories()) {
  test(`${story.title} / ${story.name} renders in both themes without errors or axe violations`, async ({
    storyPage: page,
  }) => {
    const themes = lastTheme === "light" ? (["light", "dark"] as const) : (["dark", "light"] as const);
    for (const theme of themes) {
      await test.step(theme, async () => {
        const errors = collectErrors(page);
        expect(await showStory(page, story.id, theme)).toMatch(/^(finished|completed)$/);
        lastTheme = theme;

        await expect(page.locator("body")).not.toHaveClass(/sb-show-errordisplay/);
        await expect(page.locator("#storybook-root > *").first()).toBeAttached();
        expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe(theme);

        const results = await new Axe(page)
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .disableRules(PAGE_LEVEL_RULES)
          .exclude(RADIX_FOCUS_PROXY)
          .analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
              .map((node) => `${node.target.join(" ")}: ${node.failureSummary?.replaceAll("\n", " ")}`)
              .join("\n  ")}`,
        );
        expect(violations, `${theme}: ${violations.join("\n")}`).toEqual([]);
        expect(errors, theme).toEqual([]);
      });
    }
  });
}
