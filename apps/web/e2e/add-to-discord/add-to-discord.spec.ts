import { env } from "../../src/env";
import { expect, inBothThemes, test, WIDTHS } from "../fixtures";

// Issue 21, item 2: "Add to Discord" never carries a placeholder client id. The test build invites the Discord
// sandbox of the test runs (the journeys' own, `@chartbot/test-servers/test-builds`); a build with no Discord
// application set invites `pnpm dev`'s sandbox, and a production build for a public site without a real
// client id fails (src/env.ts and its unit tests).
const INVITE = new URL(env.BOT_INVITE_URL);

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    for (const path of ["/add", "/", "/pro"]) {
      test(`every "Add to Discord" on ${path} invites the sandbox's bot`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        const links = page.getByRole("link", { name: "Add to Discord" });
        await expect(links.first()).toBeVisible();
        for (const link of await links.all()) {
          const invite = new URL((await link.getAttribute("href")) ?? "");
          expect(`${invite.origin}${invite.pathname}`).toBe(`${INVITE.origin}${INVITE.pathname}`);
          expect(invite.searchParams.get("client_id")).toBe(INVITE.searchParams.get("client_id"));
          expect(invite.searchParams.get("scope")).toBe("bot applications.commands");
        }
        await inBothThemes(page, width.theme, async () => {
          await expect(links.first()).toBeVisible();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        });
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
