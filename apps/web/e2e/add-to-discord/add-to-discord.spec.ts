import { DISCORD_SANDBOX } from "@chartbot/contracts/discord";
import { expect, test } from "../fixtures";

// Issue 21, item 2: "Add to Discord" never carries a placeholder client id. This local build (site on
// localhost, no Discord application set) invites the local Discord sandbox's demo bot, which `pnpm dev` runs;
// a production build for a public site without a real client id fails (src/env.ts).

const VARIANTS = (["light", "dark"] as const).flatMap((colorScheme) => [
  { name: `${colorScheme} theme, desktop`, colorScheme, use: { colorScheme } },
  {
    name: `${colorScheme} theme, phone width`,
    colorScheme,
    use: { colorScheme, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
]);

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    test.use(variant.use);

    for (const path of ["/add", "/", "/pro"]) {
      test(`every "Add to Discord" on ${path} invites the sandbox's bot`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        const links = page.getByRole("link", { name: "Add to Discord" });
        await expect(links.first()).toBeVisible();
        for (const link of await links.all()) {
          const invite = new URL((await link.getAttribute("href")) ?? "");
          expect(`${invite.origin}${invite.pathname}`).toBe(DISCORD_SANDBOX.authorizeUrl);
          expect(invite.searchParams.get("client_id")).toBe(DISCORD_SANDBOX.clientId);
          expect(invite.searchParams.get("scope")).toBe("bot applications.commands");
        }
        await expect
          .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
          .toBe(variant.colorScheme);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
