import { Axe } from "@chartbot/test-servers/axe";
import type { Locator, Page } from "@playwright/test";
import { chooseCookies, expect, inBothThemes, PHONE, type Theme, test } from "../fixtures";

const BANNER_TEXT = "We use cookies to provide a better user experience.";

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** Fails unless the element is wholly inside the viewport's width (nothing off-screen to the side). */
async function expectWithinWidth(locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box?.x ?? -1, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${what} ends on screen`).toBeLessThanOrEqual(PHONE.width);
}

/** The page never scrolls sideways, and no table region needs to. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll("main section[tabindex='0']"))
      .filter((region) => region.scrollWidth > region.clientWidth + 1)
      .map((region) => region.getAttribute("aria-label")),
  );
  expect(overflowing, "table regions that scroll sideways").toEqual([]);
}

test.describe("phone width, both themes", () => {
  test("the stacked tables and the banner have no axe violations (WCAG 2.1 A/AA)", async ({ page }) => {
    for (const [index, route] of ["/", "/symbols", "/features/charting"].entries()) {
      // Each page opens in one theme (in turn) and is checked in both on that load.
      const first: Theme = index % 2 === 0 ? "light" : "dark";
      await page.emulateMedia({ colorScheme: first });
      await page.goto(route);
      // The cookie banner (a first visit) is checked too.
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      await inBothThemes(page, first, async (theme) => {
        const results = await new Axe(page).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
        expect(summary, `${route}, ${theme} theme`).toEqual([]);
      });
    }
  });

  test("/symbols stacks each row: ticker, what to type, name, source and provider all on screen", async ({
    page,
    consoleErrors,
  }) => {
    await chooseCookies(page, "required");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/symbols");
    const table = page.getByRole("region", { name: "Crypto symbols" }).getByRole("table");
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "BTCUSD", exact: true }) })
      .first();
    await inBothThemes(page, "dark", async () => {
      await row.scrollIntoViewIfNeeded();
      const cells = row.getByRole("cell");
      await expect(cells).toHaveCount(4);
      await expectWithinWidth(row.getByRole("rowheader"), "Ticker");
      for (const [index, column] of ["Name", "Source", "Provider", "Type it as"].entries()) {
        const cell = cells.nth(index);
        await expect(cell).toBeVisible();
        // Each stacked cell names its column.
        expect(await cell.evaluate((element) => getComputedStyle(element, "::before").content)).toBe(
          `"${column}"`,
        );
        await expectWithinWidth(cell, column);
      }
      // Stacked: what to type is beside the ticker, the name below them, source and provider below that.
      const [ticker, name, typed] = await Promise.all([
        row.getByRole("rowheader").boundingBox(),
        cells.nth(0).boundingBox(),
        cells.nth(3).boundingBox(),
      ]);
      expect(typed?.x ?? 0).toBeGreaterThan(ticker?.x ?? 0);
      expect(name?.y ?? 0).toBeGreaterThan(ticker?.y ?? 0);
      await expect(table.getByRole("columnheader", { name: "Ticker" })).not.toBeInViewport();
      await expectNoSidewaysScroll(page);
    });

    // Filtering still hides the stacked rows it does not match.
    await page.getByRole("searchbox", { name: "Search" }).fill("apple");
    await expect(page.getByRole("status")).toHaveText(/^1 of \d+ symbols$/);
    await expect(page.getByRole("rowheader", { name: "AAPL" })).toBeVisible();
    await expect(row).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test("/features/charting stacks each option over what it does", async ({ page, consoleErrors }) => {
    await chooseCookies(page, "required");
    await page.goto("/features/charting");
    await inBothThemes(page, "light", async () => {
      const tables = page.getByRole("main").getByRole("table");
      const captions = await tables.evaluateAll((elements) =>
        elements.map((element) => element.querySelector("caption")?.textContent ?? ""),
      );
      expect(captions).toEqual(expect.arrayContaining(["Timeframes", "Styles and options"]));
      for (const [index, caption] of captions.entries()) {
        const table = tables.nth(index);
        const row = table
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader") })
          .first();
        await row.scrollIntoViewIfNeeded();
        const option = row.getByRole("rowheader");
        const description = row.getByRole("cell");
        await expect(option).toBeVisible();
        await expect(description).toBeVisible();
        await expectWithinWidth(option, `${caption}: option`);
        await expectWithinWidth(description, `${caption}: what it does`);
        // Stacked: the description starts below the option, not beside it.
        const [optionBox, descriptionBox] = await Promise.all([
          option.boundingBox(),
          description.boundingBox(),
        ]);
        expect(descriptionBox?.y ?? 0).toBeGreaterThanOrEqual(
          (optionBox?.y ?? 0) + (optionBox?.height ?? 0) - 1,
        );
      }
      await expectNoSidewaysScroll(page);
    });
    expect(consoleErrors).toEqual([]);
  });

  test("the cookie banner sits against the bottom edge, leaves the hero uncovered and says what Accept all loads", async ({
    page,
    consoleErrors,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toContainText(BANNER_TEXT);
    await expect(banner.getByRole("button", { name: "Use only required" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Accept all" })).toBeVisible();
    // Let the rise animation finish before measuring.
    await page.waitForTimeout(400);
    await inBothThemes(page, "dark", async () => {
      const box = await banner.boundingBox();
      expect(box?.x).toBe(0);
      expect(box?.width).toBe(PHONE.width);
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);

      const heading = page.getByRole("heading", { level: 1 });
      const cta = page
        .locator('section[aria-labelledby="hero-heading"]')
        .getByRole("link", { name: "Add to Discord" });
      for (const [what, element] of [
        ["the hero's heading", heading],
        ["the hero's Add to Discord", cta],
      ] as const) {
        const elementBox = await element.boundingBox();
        expect(
          (elementBox?.y ?? 0) + (elementBox?.height ?? 0),
          `${what} ends above the banner`,
        ).toBeLessThanOrEqual(box?.y ?? 0);
      }
      // The call to action is not covered: a real tap reaches it.
      await cta.click({ trial: true });
    });

    const details = banner.getByRole("link", { name: "What “Accept all” loads" });
    await expect(details).toHaveAttribute("href", "/privacy-policy#advertising");
    await details.click();
    await expect(page).toHaveURL(/\/privacy-policy#advertising$/);
    const section = page.getByRole("heading", { level: 2, name: "The advertising pixel" });
    await expect(section).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
});
