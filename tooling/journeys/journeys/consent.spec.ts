import { expect, test } from "@playwright/test";
import { PIXEL_ID, WEB_ORIGIN } from "../support/env";

test("consent: the advertising pixel makes no request before Accept all, and does after", async ({
  page,
}) => {
  const pixelRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/pixel.js") pixelRequests.push(request.url());
  });

  await page.goto(`${WEB_ORIGIN}/`);
  const consent = page.getByRole("region", { name: "Cookie consent" });
  await expect(consent).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Browse a little before choosing: still nothing.
  await page.goto(`${WEB_ORIGIN}/pro`);
  await page.waitForLoadState("networkidle");
  expect(pixelRequests).toEqual([]);

  await consent.getByRole("button", { name: "Accept all" }).click();
  await expect.poll(() => pixelRequests.length).toBeGreaterThan(0);
  expect(new URL(pixelRequests[0] ?? "").searchParams.get("id")).toBe(PIXEL_ID);
  await expect(consent).toHaveCount(0);
});
