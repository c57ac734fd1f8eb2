import { expect, type Page } from "@playwright/test";
import { authorizeOnDiscord, type SandboxUser } from "./discord-sandbox";

/** The setup page of a server: accept the terms, choose the parsing mode, finish; lands on the community. */
export async function finishSetup(page: Page, serverName: string): Promise<string> {
  await expect(
    page.getByRole("heading", { name: `Set up Chartbot in ${serverName}`, level: 1 }),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: "I accept the Terms of Service for this server" }).click();
  await page.getByRole("radio", { name: /^Crypto/ }).check();
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page.getByRole("heading", { name: serverName, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/communities\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname;
}

/** Signs in with Discord from /login as a sandbox user, and sets up their server where Chartbot already is. */
export async function setUpAs(page: Page, user: SandboxUser, server: { id: string; name: string }) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with Discord" }).click();
  await authorizeOnDiscord(page, user.id);
  await expect(page).toHaveURL("/account");
  await page.goto("/communities");
  const withBot = page.getByRole("region", { name: "Servers with Chartbot" });
  await withBot.getByRole("link", { name: `Set up ${server.name}` }).click();
  await expect(page).toHaveURL(`/communities/setup?guild=${server.id}`);
  return finishSetup(page, server.name);
}
