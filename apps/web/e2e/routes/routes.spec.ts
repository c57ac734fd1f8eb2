import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import { COMPILE_HINT } from "../../src/lib/compile-hints";
import { PAINT_FIRST_MARKER, SCRIPTS_ASKED_MARK, SCRIPTS_RAN_MARK } from "../../src/lib/paint-first";
import { expect, test } from "../fixtures";

// Each public route's own checks (200, one h1, a title, lang, its canonical address, no console errors) run on
// the light theme's load of e2e/a11y/axe.spec.ts, which loads every route anyway.
test.describe("every public route", () => {
  test("an unknown route answers 404 with the not-found page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/features/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });

  test("robots.txt and sitemap.xml list the site", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap:");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of PUBLIC_ROUTES) expect(sitemap).toContain(`${route}</loc>`);
    expect(sitemap.match(/<loc>/g)).toHaveLength(PUBLIC_ROUTES.length);
  });

  test("pages carry the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
  });

  test("every script a page loads is compiled as it streams in (V8's compile hint)", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    await page.goto("/pro/advanced-charting");
    await page.waitForLoadState("networkidle");
    const sources = await Promise.all(scripts);
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) expect(source.startsWith(COMPILE_HINT)).toBe(true);
  });

  test("a page is drawn before it asks for its scripts, then wakes up", async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The served HTML names no chunk script for the parser to fetch (src/lib/paint-first.ts).
    const html = await (await request.get("/symbols")).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).toContain(PAINT_FIRST_MARKER);

    await page.goto("/symbols");
    const timing = await page.evaluate(
      ([asked, ran]) => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        asked: performance.getEntriesByName(asked)[0]?.startTime ?? Number.NaN,
        ran: performance.getEntriesByName(ran)[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }),
      [SCRIPTS_ASKED_MARK, SCRIPTS_RAN_MARK] as const,
    );
    expect(timing.asked).toBeGreaterThanOrEqual(timing.firstPaint);
    expect(timing.ran).toBeGreaterThan(timing.asked);
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.asked);
    // Then React has started: the symbol filter, an island, answers typing.
    await page.getByRole("searchbox", { name: "Search" }).fill("zzzz-no-such-symbol");
    await expect(page.getByRole("heading", { name: "No symbols match" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
