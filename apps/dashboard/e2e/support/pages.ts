import { expect, type Page } from "@playwright/test";
import { WEB_ORIGIN } from "./e2e-env";

/** Fills and sends the sign-in form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Fills and sends the sign-up form (the password twice). */
export async function fillSignUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Confirm password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Opens /login and signs in, then waits for the page the gate returns to. */
export async function signInFromLogin(page: Page, email: string, password: string, landing = "/account") {
  await page.goto("/login");
  await signIn(page, email, password);
  await expect(page).toHaveURL(landing);
}

/** Answers every request to the marketing site with a tiny page naming its path (nothing listens there). */
export async function fakeMarketingSite(page: Page): Promise<void> {
  await page.route(`${WEB_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: "text/html",
      body: `<!doctype html><title>Marketing</title><h1>Marketing page ${pathname}</h1>`,
    });
  });
}

/** Logs out through the avatar menu (desktop layout). */
export async function logOut(page: Page, accountName: string | RegExp): Promise<void> {
  await page
    .getByRole("button", {
      name: typeof accountName === "string" ? `Account menu for ${accountName}` : accountName,
    })
    .click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
}

/** Waits until a screen has drawn its data (`ready`) and the browser has gone quiet (router prefetches included). */
export async function settle(page: Page, ready: () => Promise<void>): Promise<void> {
  await ready();
  await page.waitForLoadState("networkidle");
}

/** A GET in the browser's session (the dashboard rewrites /api to the API): the answer's JSON, after a 2xx. */
export async function sessionGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}
