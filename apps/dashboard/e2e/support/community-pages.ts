import { expect, type Page } from "@playwright/test";

/** The nav between a community's overview and its modules' pages. */
export const communityNav = (page: Page) => page.getByRole("navigation", { name: "Community" });

/** From My Communities, opens a community's overview by its name. */
export async function openCommunity(page: Page, name: string): Promise<void> {
  await page.goto("/communities");
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

/** From a community's page, opens one of its modules (by the nav's label, "Scheduled posts") through its nav. */
export async function openModule(page: Page, label: string): Promise<void> {
  const link = communityNav(page).getByRole("link", { name: label, exact: true });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: label, exact: true, level: 2 })).toBeVisible();
}

/** From My Communities, opens a community's scheduled posts and the dialog that schedules a new one. */
export async function openNewPostDialog(page: Page, community: string) {
  await page.goto("/communities");
  await page.getByRole("link", { name: community, exact: true }).click();
  await openModule(page, "Scheduled posts");
  const posts = page.getByRole("region", { name: "Scheduled posts" });
  await posts.getByRole("button", { name: "Schedule a post" }).click();
  return { posts, dialog: page.getByRole("dialog", { name: "Schedule a post" }) };
}

/** A module's card on a community's overview, by its title. */
export const moduleCard = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Modules" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true, level: 2 }) });
