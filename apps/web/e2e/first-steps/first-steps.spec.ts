import { COMMANDS } from "@chartbot/command-catalogue";
import { parseTicker } from "@chartbot/ticker-parser";
import { expect, inBothThemes, test, WIDTHS } from "../fixtures";

// Issue 21, items 1 and 4: the first commands a visitor copies (home page, /add) work in the default
// (traditional) parsing mode as they do in crypto mode, a crypto-mode shortcut only in an aside that says so;
// and the documentation prints each command's syntax, slash form and aliases from the command catalogue.

/** The ticker of a shown chart, price or alert command: `c btcusdt 1h rsi` -> `btcusdt`. */
function tickerOf(command: string): string | undefined {
  const [word, ...args] = command.split(/\s+/);
  if (word === "c" || word === "p" || word === "info" || word === "ob") return args[0];
  if (word === "alert" && args[0] === "set") return args[1];
  return undefined;
}

for (const width of WIDTHS) {
  test.describe(width.name, () => {
    test.use(width.use);

    for (const path of ["/", "/add"]) {
      test(`${path} shows first commands that read the same market in both parsing modes`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.locator("main code", { hasText: /^c btcusdt/ }).first()).toBeVisible();
        const shown = await page.locator("main code").evaluateAll((codes) =>
          codes.map((code) => ({
            command: code.textContent?.trim() ?? "",
            // The sentence around it: a crypto-mode shortcut says so.
            context: code.parentElement?.textContent ?? "",
          })),
        );
        const checked = shown.filter(({ command }) => tickerOf(command) !== undefined);
        expect(checked.length).toBeGreaterThan(0);
        for (const { command, context } of checked) {
          const ticker = tickerOf(command) as string;
          const traditional = parseTicker(ticker, { mode: "traditional" });
          if (!traditional.ok) {
            expect(context, `"${command}" is shown as a crypto-mode shortcut`).toMatch(/in crypto mode/);
            continue;
          }
          const crypto = parseTicker(ticker, { mode: "crypto" });
          expect(crypto.ok && crypto.symbol.id, command).toBe(traditional.symbol.id);
        }
        await inBothThemes(page, width.theme, async () => {
          await expect(page.locator("main code", { hasText: /^c btcusdt/ }).first()).toBeVisible();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        });
      });
    }

    test("a documentation page prints the catalogue's syntax, slash command and aliases", async ({
      page,
    }) => {
      for (const [path, name] of [
        ["/features/charting", "c"],
        ["/features/orderbook-visualizations", "ob"],
      ] as const) {
        await page.emulateMedia({ colorScheme: width.theme });
        await page.goto(path);
        const syntax = page.locator("#syntax");
        const command = COMMANDS[name];
        for (const line of command.usage) await expect(syntax.locator("pre")).toContainText(line);
        await expect(syntax).toContainText(`Also as the slash command ${command.slash}`);
        await inBothThemes(page, width.theme, async () => {
          for (const alias of command.aliases) {
            await expect(syntax.locator("p code", { hasText: new RegExp(`^${alias}$`) })).toBeVisible();
          }
        });
      }
    });
  });
}
