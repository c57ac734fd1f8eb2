import { test as base, type Page } from "@playwright/test";

/**
 * One page per worker, reused by every story test: the browser keeps Storybook's bundles cached instead of
 * loading them again in a fresh context for each story.
 */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        reducedMotion: "reduce",
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
