import { ADDONS } from "@chartbot/addons";
import type { Page } from "@playwright/test";
import { getAddonPage } from "../../src/content/addons";
import { FEATURES } from "../../src/content/features";
import type { BotPost } from "../../src/content/types";
import { expect } from "../fixtures";

/** Every page that shows what the bot posts, with the post its content describes. */
export const BOT_POST_PAGES: ReadonlyMap<string, BotPost> = new Map([
  ...FEATURES.map((doc) => [`/features/${doc.slug}`, doc.preview] as const),
  ...ADDONS.map((addon) => [`/pro/${addon.slug}`, getAddonPage(addon.slug).preview] as const),
]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page shows `post` as its content describes it (command, ticker mode, market, author, picture loaded or
 * satellites), and neither the page nor the preview is wider than the screen.
 */
export async function expectBotPost(page: Page, post: BotPost): Promise<void> {
  const preview = page.getByRole("figure", { name: new RegExp(`^${escapeRegExp(post.caption)}`) });
  await preview.scrollIntoViewIfNeeded();
  await expect(preview).toBeVisible();
  if (post.command) await expect(preview.getByText(post.command.text, { exact: true })).toBeVisible();
  if (post.command?.ticker) {
    await expect(preview).toHaveAccessibleName(
      post.command.mode === "crypto" ? /crypto ticker mode/ : /traditional ticker mode, the default/,
    );
  }
  if (post.market) {
    await expect(preview.getByText(`${post.market.label} · ${post.market.source}`)).toBeVisible();
  }
  if (post.post.kind === "message") {
    const name = post.post.author?.name ?? "Chartbot";
    await expect(preview.getByText(name, { exact: true })).toBeVisible();
    await expect(preview.getByText("BOT", { exact: true })).toBeVisible();
    const picture = post.post.embed?.picture;
    if (picture) {
      const alt = picture.kind === "image" ? picture.image.alt : picture.alt;
      const image = preview.getByRole("img", { name: alt });
      await expect(image).toBeVisible();
      // A picture that loads: drawn inline, or decoded from the image loader.
      if (picture.kind === "image") {
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
          .toBeGreaterThan(0);
      }
    }
  } else {
    for (const satellite of post.post.satellites) {
      await expect(preview.getByText(satellite.name, { exact: true })).toBeVisible();
      await expect(preview.getByText(satellite.status, { exact: true })).toBeVisible();
    }
  }

  // Nothing wider than the screen: the page does not scroll sideways, the preview ends inside it.
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  const box = await preview.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(widths.inner);
}

/** Records every request the page sends off this machine (the previews load nothing from elsewhere). */
export function requestsLeavingTheMachine(page: Page): string[] {
  const outside: string[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== "localhost" && hostname !== "127.0.0.1") outside.push(request.url());
  });
  return outside;
}

/** axe's violations as one line each (rule, help, the nodes' selectors): `[]` when there are none. */
export const describeViolations = (
  violations: readonly { id: string; help: string; nodes: readonly { target: unknown[] }[] }[],
) =>
  violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
