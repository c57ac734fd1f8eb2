import { expect, type Page, test } from "@playwright/test";
import { createUser, uniqueEmail } from "../support/auth-emulator";
import { signInFromLogin } from "../support/pages";

const PASSWORD = "a long enough password";

/** Creates an above-level alert through the form, as a user does. */
async function createAlert(page: Page, ticker: string, level: string) {
  const form = page.getByRole("form", { name: "New price alert" });
  await form.getByRole("radio", { name: /^Traditional/ }).check();
  await form.getByRole("textbox", { name: /^Ticker/ }).fill(ticker);
  await form.getByRole("textbox", { name: /^Level/ }).fill(level);
  await form.getByRole("button", { name: "Create alert" }).click();
  await expect(page.getByText(/^Alert created/).first()).toBeVisible();
}

test("at 1280 px an alert card gives its text the card's width, and New alert takes the keyboard to the form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail("alert-layout");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/alerts");
  await createAlert(page, "AAPL", "250");

  const card = page.getByRole("list", { name: "Active and paused alerts" }).getByRole("listitem");
  const condition = card.getByText("Above 250");
  const [cardBox, textBox] = await Promise.all([card.boundingBox(), condition.locator("..").boundingBox()]);
  // The actions sit under the text: the text's line is nearly as wide as the card, not a narrow column.
  expect(textBox?.width ?? 0).toBeGreaterThan((cardBox?.width ?? 0) * 0.8);

  await page.getByRole("button", { name: "New alert", exact: true }).click();
  await expect(page.getByRole("form", { name: "New price alert" }).locator(":focus")).toHaveCount(1);
});

test("on a phone the header stays opaque over the page, and the section strip shows that it scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("phone-shell");
  await createUser(email, PASSWORD);
  await signInFromLogin(page, email, PASSWORD);
  await page.goto("/account/settings");
  await page.mouse.wheel(0, 600);
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-solid", "true");
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  // rgb(…) without an alpha below 1: nothing of the page shows through.
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);

  const strip = page.getByRole("navigation", { name: "Dashboard" });
  const overflow = await strip.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
    image: getComputedStyle(element).backgroundImage,
  }));
  expect(overflow.scrolls).toBe(true);
  // The edge shadows that say there is more to the side.
  expect(overflow.image).toContain("radial-gradient");
});
