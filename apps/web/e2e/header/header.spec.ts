import type { Page } from "@playwright/test";
import { env } from "../../src/env";
import {
  ADA,
  chooseCookies,
  expect,
  SESSION_URL,
  type SessionAnswer,
  SIGNED_IN_HINT,
  setSignedInHint,
  test,
} from "../fixtures";

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

interface RecordedShift {
  value: number;
  /** What moved, for the failure message: element, class and its rectangle before and after. */
  sources: string[];
}

/** Records every layout shift from the first paint on, for `layoutShifts`. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Source {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const shifts: Array<{ value: number; sources: string[] }> = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Source[] }>) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) =>
              `${source.node?.nodeName ?? "?"}.${(source.node as Element | null)?.className ?? ""} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Every layout shift the page has had so far. */
async function layoutShifts(page: Page): Promise<RecordedShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: RecordedShift[] }).layoutShifts);
}

/** Where the account controls end up once the session has arrived. */
const SETTLED: Record<SessionAnswer, string> = {
  "signed-out": "Sign in",
  unverified: "Verify email",
  verified: `Account menu for ${ADA.displayName}`,
};

test.describe("header", () => {
  test("turns solid only once the page has scrolled more than 20 px", async ({ page, consoleErrors }) => {
    await page.goto("/features/charting");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
    expect(consoleErrors).toEqual([]);
  });

  test("Sign in goes to the dashboard's login with the current page as next", async ({ page }) => {
    await page.goto("/pro/price-alerts");
    const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in" });
    const href = new URL((await signIn.getAttribute("href")) ?? "");
    expect(`${href.origin}${href.pathname}`).toBe(`${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}/login`);
    expect(href.searchParams.get("next")).toBe(`${env.NEXT_PUBLIC_SITE_URL}/pro/price-alerts`);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("header for a verified user", () => {
  test.use({ session: "verified" });

  test("upgrades to Control Panel and avatar after load", async ({ page, consoleErrors }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: "Control Panel" })).toBeVisible();
    await expect(banner.getByRole("button", { name: `Account menu for ${ADA.displayName}` })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveCount(0);

    await banner.getByRole("button", { name: "Control Panel" }).click();
    for (const [name, path] of [
      ["My Communities", "/communities"],
      ["Subscriptions", "/subscriptions"],
      ["Price Alerts", "/account/alerts"],
      ["Trading & API Keys", "/account/trading"],
    ]) {
      await expect(page.getByRole("menuitem", { name })).toHaveAttribute(
        "href",
        `${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}${path}`,
      );
    }
    expect(consoleErrors).toEqual([]);
  });

  test("Logout signs out through the dashboard and comes back to this page", async ({ page }) => {
    const isDashboardLogout = (url: URL) =>
      url.origin === env.NEXT_PUBLIC_DASHBOARD_ORIGIN && url.pathname === "/logout";
    await page.route(isDashboardLogout, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Signing out</title>" }),
    );
    await page.goto("/pro/price-alerts");
    await page
      .getByRole("banner")
      .getByRole("button", { name: `Account menu for ${ADA.displayName}` })
      .click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(isDashboardLogout);
    const logout = new URL(page.url());
    expect(logout.searchParams.get("next")).toBe(`${env.NEXT_PUBLIC_SITE_URL}/pro/price-alerts`);
  });
});

test.describe("the session upgrade moves nothing (layout shift 0)", () => {
  for (const width of [1280, 1100, 1024, 390]) {
    for (const answer of ["verified", "unverified", "signed-out"] as const) {
      test(`${answer} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await observeLayoutShifts(page);
        // Signed-out visitors get no hint and no request: there the check is that nothing changes at all.
        await answerAfterHint(page, answer);
        await page.goto("/");
        if (width >= 1024) {
          const settled = page.getByRole("banner").getByRole(answer === "verified" ? "button" : "link", {
            name: SETTLED[answer],
          });
          await expect(settled).toBeVisible();
        } else {
          await page.waitForLoadState("networkidle");
        }
        await page.waitForTimeout(300);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }
});

/** Answers the session request for tests that set the answer per test instead of per describe block. */
async function answerAfterHint(page: Page, answer: SessionAnswer): Promise<void> {
  if (answer === "signed-out") return;
  await setSignedInHint(page);
  await page.unroute(SESSION_URL);
  await page.route(SESSION_URL, (route) =>
    route.fulfill({
      status: 200,
      headers: {
        "access-control-allow-origin": new URL(page.url() || "http://localhost").origin,
        "access-control-allow-credentials": "true",
        "content-type": "application/json",
      },
      body: JSON.stringify({ ...ADA, emailVerified: answer === "verified" }),
    }),
  );
}

test.describe("session request", () => {
  test("a signed-out visitor's page never asks for the session", async ({ page, consoleErrors }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(SESSION_URL)) asked.push(request.url());
    });
    await page.goto("/features/charting");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2500); // past the idle callback's 2 s timeout
    expect(asked).toEqual([]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a stale hint (the API says 401) shows Sign in and is removed", async ({ page }) => {
    await setSignedInHint(page);
    const answered = page.waitForResponse(SESSION_URL);
    await page.goto("/about");
    expect((await answered).status()).toBe(401);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === SIGNED_IN_HINT)).toBeUndefined();
  });
});

test.describe("header for a user who has not verified their email", () => {
  test.use({ session: "unverified" });

  test("offers to verify the email instead of the Control Panel", async ({ page }) => {
    await page.goto("/");
    const verify = page.getByRole("banner").getByRole("link", { name: "Verify email" });
    await expect(verify).toHaveAttribute("href", `${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}/account/verify-email`);
    await expect(page.getByRole("button", { name: "Control Panel" })).toHaveCount(0);
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens the slide-in menu with the site menu and a Sign in link", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      new RegExp(`^${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}/login\\?next=`),
    );
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("the desktop menu on a phone (its code loads after the page)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a link in the slide-in menu opens its page at once", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Install" }).click();
    await expect(page).toHaveURL(/\/add$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("works once the screen turns wide (a tablet turned sideways)", async ({ page, consoleErrors }) => {
    await page.goto("/features");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForLoadState("networkidle");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Documentation" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: /^Heatmaps/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("phone layout for a verified user", () => {
  test.use({ viewport: { width: 390, height: 844 }, session: "verified" });

  test("the slide-in menu shows the Control Panel links and Logout", async ({ page, consoleErrors }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "My Communities" })).toHaveAttribute(
      "href",
      `${env.NEXT_PUBLIC_DASHBOARD_ORIGIN}/communities`,
    );
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
