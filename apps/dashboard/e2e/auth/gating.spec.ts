import { expect, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { WEB_ORIGIN } from "../support/e2e-env";
import { fakeMarketingSite, signIn } from "../support/pages";

const PASSWORD = "a long enough password";

test("sends a signed-out visitor of /subscriptions to /login and back there after signing in", async ({
  page,
}) => {
  const email = uniqueEmail("return");
  await createUser(email, PASSWORD);
  await page.goto("/subscriptions");
  await expect(page).toHaveURL("/login");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/subscriptions");
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 1 })).toBeVisible();
});

test("sends an unverified user from /communities to /account/verify-email", async ({ page }) => {
  const email = uniqueEmail("unverified");
  await createUser(email, PASSWORD, { verified: false });
  await page.goto("/login");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/account/verify-email");

  await page.goto("/communities");
  await expect(page).toHaveURL("/account/verify-email");
  await expect(page.getByRole("heading", { name: "Verify your email", level: 1 })).toBeVisible();
});

test("never shows an account page before the redirect", async ({ page }) => {
  await page.goto("/account/settings");
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toHaveCount(0);
});

test("returns to the marketing page given as ?next= after signing in", async ({ page }) => {
  await fakeMarketingSite(page);
  const email = uniqueEmail("next");
  await createUser(email, PASSWORD);
  await page.goto(`/login?next=${encodeURIComponent(`${WEB_ORIGIN}/pro/price-alerts`)}`);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(`${WEB_ORIGIN}/pro/price-alerts`);
  await expect(page.getByRole("heading", { name: "Marketing page /pro/price-alerts" })).toBeVisible();
});

test("ignores a ?next= on another site", async ({ page }) => {
  const email = uniqueEmail("next-evil");
  await createUser(email, PASSWORD);
  await page.goto(`/login?next=${encodeURIComponent("https://evil.example/")}`);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/account");
});

test("keeps ?next= when switching from sign-in to sign-up", async ({ page }) => {
  await page.goto("/login?next=%2Fcommunities");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL("/signup?next=%2Fcommunities");
});

test("keeps the query of the page a signed-out visitor came to, through sign-in", async ({ page }) => {
  const email = uniqueEmail("return-query");
  await createUser(email, PASSWORD);
  await page.goto("/subscriptions?addon=price-alerts");
  await expect(page).toHaveURL("/login");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/subscriptions?addon=price-alerts");
  await expect(page.getByRole("listitem", { name: "Price Alerts" })).toHaveAttribute("aria-current", "true");
});
