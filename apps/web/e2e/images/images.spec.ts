import { chooseCookies, expect, test } from "../fixtures";

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

test("raster images go through the image loader with the configured sizes and quality 75", async ({
  page,
  request,
}) => {
  await page.goto("/features/charting");
  const image = page.getByRole("img", { name: /1-hour BTC\/USD candlestick chart/ });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  const src = (await image.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/_next\/image\?url=%2Fimages%2Fchart-btc-1h-rsi\.png&w=\d+&q=75$/);
  const widths = ((await image.getAttribute("srcset")) ?? "")
    .match(/w=(\d+)/g)
    ?.map((match) => Number(match.slice(2)));
  expect(widths).toEqual(expect.arrayContaining([640, 750, 828, 1080, 1200, 1920, 2048, 3840]));
  const response = await request.get(src, { headers: { accept: "image/webp,image/*" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
});
