import AxeBuilder from "@axe-core/playwright";
import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import { expect, test } from "../fixtures";

const THEMES = ["light", "dark"] as const;

test.describe("accessibility (axe)", () => {
  for (const theme of THEMES) {
    for (const route of [...PUBLIC_ROUTES, "/no-such-page"]) {
      test(`${route} in the ${theme} theme has no violations`, async ({ page }) => {
        await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
        await page.goto(route);
        // The cookie banner is part of the first visit: let it appear so it is checked too.
        await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
        expect(summary).toEqual([]);
      });
    }
  }
});
