import type { Page } from "@playwright/test";
import { env } from "../../src/env";
import { expect, test } from "../fixtures";

const BANNER_TEXT = "We use cookies to provide a better user experience.";

/** The URLs of the advertising pixel's script the page requests from now on (filled as they happen). */
function recordPixelRequests(page: Page): string[] {
  const pixelRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/pixel.js") pixelRequests.push(request.url());
  });
  return pixelRequests;
}

test.describe("cookie banner", () => {
  test("asks until a choice is stored; Use only required stores required without reloading", async ({
    page,
    consoleErrors,
  }) => {
    const pixelRequests = recordPixelRequests(page);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toContainText(BANNER_TEXT);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await banner.getByRole("button", { name: "Use only required" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("cookies"))).toBe("required");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    expect(pixelRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("Accept all stores all, reloads, and only then loads the advertising pixel", async ({
    page,
    consoleErrors,
  }) => {
    const pixelRequests = recordPixelRequests(page);
    await page.goto("/pro");
    await page.waitForLoadState("networkidle");
    expect(pixelRequests).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Accept all" }).click();
    await reloaded;
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    expect(await page.evaluate(() => window.localStorage.getItem("cookies"))).toBe("all");
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);

    expect(env.NEXT_PUBLIC_PIXEL_ID, "test:e2e builds with a pixel id").toBeTruthy();
    await expect.poll(() => pixelRequests.length).toBe(1);
    expect(new URL(pixelRequests[0] ?? "").searchParams.get("id")).toBe(env.NEXT_PUBLIC_PIXEL_ID);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { chartbotPixel?: { event: string }[] }).chartbotPixel?.[0]?.event,
        ),
      )
      .toBe("PageView");
    expect(consoleErrors).toEqual([]);
  });
});
