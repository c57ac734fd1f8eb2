import { test as base, type ConsoleMessage, expect, type Page } from "@playwright/test";
import { env } from "../src/env";
import { PAINT_FIRST_MARKER, SCRIPTS_RAN_MARK } from "../src/lib/paint-first";

export { expect };

/** A signed-in user as `GET /api/session` returns it. */
export const ADA = { displayName: "Ada Lovelace", email: "ada@example.com", photoURL: null };

/** The states the API's `GET /api/session` can answer with. */
export type SessionAnswer = "signed-out" | "unverified" | "verified";

export const SESSION_URL = `${env.NEXT_PUBLIC_API_ORIGIN}/api/session`;

/** The readable cookie the API sets beside the HttpOnly session cookie (apps/api session-cookies.ts). */
export const SIGNED_IN_HINT = "chartbot_signed_in";

/** Stores the API's signed-in hint cookie, as the API does when a session starts. */
export async function setSignedInHint(page: Page): Promise<void> {
  const baseURL = base.info().project.use.baseURL ?? "http://localhost";
  await page.context().addCookies([{ name: SIGNED_IN_HINT, value: "1", url: baseURL }]);
}

/**
 * Answers the header's session request the way the API does (the API is not running in these tests): the
 * same status codes and body, with the CORS headers of a credentialed request. A signed-in answer also
 * stores the hint cookie, without which the header never asks.
 */
export async function answerSession(page: Page, answer: SessionAnswer): Promise<void> {
  if (answer !== "signed-out") await setSignedInHint(page);
  await page.route(SESSION_URL, (route) => {
    const headers = {
      "access-control-allow-origin": new URL(page.url() || `http://localhost`).origin,
      "access-control-allow-credentials": "true",
      "content-type": "application/json",
    };
    if (answer === "signed-out") {
      return route.fulfill({
        status: 401,
        headers,
        body: JSON.stringify({ error: { code: "unauthenticated", message: "Sign in first." } }),
      });
    }
    return route.fulfill({
      status: 200,
      headers,
      body: JSON.stringify({ ...ADA, emailVerified: answer === "verified" }),
    });
  });
}

export const SERVICES_URL = `${env.NEXT_PUBLIC_API_ORIGIN}/api/services`;

/**
 * Answers the Subscribe links' `GET /api/services` as the API does for the marketing origin (CORS without
 * credentials): every service on, or payments off.
 */
export async function answerServices(page: Page, payments: "on" | "off"): Promise<void> {
  await page.unroute(SERVICES_URL);
  await page.route(SERVICES_URL, (route) =>
    route.fulfill({
      status: 200,
      headers: {
        "access-control-allow-origin": new URL(page.url() || "http://localhost").origin,
        "cache-control": "public, max-age=60",
      },
      json: { discordSignIn: true, discordBot: true, payments: payments === "on" },
    }),
  );
}

/** Chromium also logs the 404 status of a not-found page's own document. */
function isOwnNotFoundStatus(message: ConsoleMessage, page: Page): boolean {
  return message.location().url === page.url() && message.text().includes("status of 404");
}

/**
 * Waits until a page's scripts have run: pages ask for them after their first frame (src/lib/paint-first.ts),
 * so `load` can come before React has started the islands, and a click right after it would go nowhere.
 */
export async function untilAwake(page: Page): Promise<void> {
  await page.waitForFunction(
    ([marker, mark]) =>
      document.querySelector(`script[${marker}]`) === null || performance.getEntriesByName(mark).length > 0,
    [PAINT_FIRST_MARKER, SCRIPTS_RAN_MARK] as const,
  );
}

export const test = base.extend<{ session: SessionAnswer; sessionRoute: undefined; consoleErrors: string[] }>(
  {
    // A visitor sees a page before its islands wake up; tests act once they have, as after any navigation.
    page: async ({ page }, use) => {
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilAwake(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilAwake(page);
        return response;
      };
      await use(page);
    },
    session: ["signed-out", { option: true }],
    // Every test, whether or not it looks at the console, gets the session answer (never a real API on 4000).
    sessionRoute: [
      async ({ page, session }, use) => {
        await answerSession(page, session);
        // Pages with Subscribe links ask which services are on: payments on, unless a test says otherwise.
        await answerServices(page, "on");
        await use(undefined);
      },
      { auto: true },
    ],
    consoleErrors: async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (isOwnNotFoundStatus(message, page)) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use(errors);
    },
  },
);

/** Stores a cookie choice before the page loads, so the banner does not cover the page. */
export async function chooseCookies(page: Page, value: "all" | "required"): Promise<void> {
  await page.addInitScript((consent) => window.localStorage.setItem("cookies", consent), value);
}

export type Theme = "light" | "dark";

/** The theme a page shows (the inline `<head>` script and the theme store set it on `<html>`). */
export const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.style.colorScheme);

/**
 * Runs `check` in `first` and then in the other theme on the same load: with no stored choice the site follows
 * the system's colour scheme as it changes (`page.emulateMedia` here), so the second theme needs no second load.
 * Load the page in `first` (`page.emulateMedia`, or `test.use({ colorScheme })`) so that theme is checked from
 * its first paint.
 */
export async function inBothThemes(page: Page, first: Theme, check: (theme: Theme) => Promise<void>) {
  for (const theme of [first, first === "light" ? "dark" : "light"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect.poll(() => shownTheme(page)).toBe(theme);
    await check(theme);
  }
}

/** A phone's viewport (iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * Desktop and phone width, each opened in one theme (desktop dark, phone light) and checked in both with
 * `inBothThemes(page, width.theme, ...)`: `for (const width of WIDTHS) test.describe(width.name, () => {
 * test.use(width.use) ... })`.
 */
export const WIDTHS = [
  { name: "desktop, both themes", theme: "dark", use: { colorScheme: "dark" } },
  {
    name: "phone width, both themes",
    theme: "light",
    use: { colorScheme: "light", viewport: PHONE, isMobile: true, hasTouch: true },
  },
] as const;
