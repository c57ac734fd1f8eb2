import { Axe } from "@chartbot/test-servers/axe";
import { MAX_INPUT_LENGTH, MODE_HELP, parseTicker, type TickerMode } from "@chartbot/ticker-parser";
import type { Page } from "@playwright/test";
import { chooseCookies, expect, inBothThemes, test } from "../fixtures";

/** Catalogue data only the parser's on-demand chunk carries (the page's HTML shows no Ethan Allen). */
const CATALOGUE_MARKER = "Ethan Allen Interiors";

const tickerBox = (page: Page) => page.getByRole("textbox", { name: "Ticker" });
const modeColumn = (page: Page, mode: TickerMode) =>
  page.getByRole("region", { name: mode === "traditional" ? "Traditional" : "Crypto", exact: true });

/** Records whether any script the page loaded holds the catalogue. */
function watchForCatalogue(page: Page): () => boolean {
  let loaded = false;
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (body.includes(CATALOGUE_MARKER)) loaded = true;
  });
  return () => loaded;
}

/** What the box must show for an input in a mode, taken from the real parser. */
async function expectParserResult(page: Page, input: string, mode: TickerMode) {
  const column = modeColumn(page, mode);
  const result = parseTicker(input, { mode });
  if (result.ok) {
    await expect(column.getByRole("definition").first()).toHaveText(
      new RegExp(`^${result.symbol.ticker}${result.completed ? " \\(pair completed\\)" : ""}$`),
    );
    await expect(column).toContainText(result.symbol.name);
    await expect(column).not.toContainText("No match");
  } else {
    await expect(column).toContainText("No match");
    const first = result.suggestions[0];
    if (first) await expect(column.getByRole("listitem").first()).toContainText(first.name);
  }
}

/** Opens the page and waits until its scripts have run, so typing reaches the hydrated box. */
async function openLookup(page: Page) {
  await page.goto("/features/lookup");
  await page.waitForLoadState("networkidle");
}

test.beforeEach(async ({ page }) => chooseCookies(page, "required"));

test.describe("try the parser (/features/lookup)", () => {
  test("shows BTC the way each mode really resolves it, loading the parser only when the box is used", async ({
    page,
    consoleErrors,
  }) => {
    const catalogueLoaded = watchForCatalogue(page);
    await page.goto("/features/lookup");
    // Server-rendered first results and both help texts, before any parser code.
    await expect(tickerBox(page)).toHaveValue("BTC");
    for (const mode of ["traditional", "crypto"] as const) {
      await expect(modeColumn(page, mode)).toContainText(MODE_HELP[mode]);
      await expectParserResult(page, "BTC", mode);
    }
    await page.waitForLoadState("networkidle");
    expect(catalogueLoaded()).toBe(false);

    await tickerBox(page).fill("");
    await expect(page.getByText("Type a ticker to compare the modes")).toBeVisible();
    await tickerBox(page).pressSequentially("BTC");
    await expect.poll(catalogueLoaded).toBe(true);
    const traditional = parseTicker("BTC", { mode: "traditional" });
    const crypto = parseTicker("BTC", { mode: "crypto" });
    // The two modes really differ on BTC: the test would be pointless otherwise.
    expect(traditional.ok).toBe(false);
    expect(crypto.ok).toBe(true);
    await expectParserResult(page, "BTC", "traditional");
    await expectParserResult(page, "BTC", "crypto");
    await expect(page.getByText("The two modes read this differently.")).toBeVisible();
    if (!crypto.ok) throw new Error("unreachable");
    await expect(page.getByRole("status").filter({ hasText: /^Traditional: / })).toHaveText(
      new RegExp(`^Traditional: no match.*Crypto: ${crypto.symbol.ticker}, ${crypto.symbol.name}`),
    );
    expect(consoleErrors).toEqual([]);
  });

  test("resolves stocks, forex and prefixed pairs the same in both modes", async ({ page }) => {
    await openLookup(page);
    for (const input of ["AAPL", "EURUSD", "binance:ethusdt"]) {
      await tickerBox(page).fill(input);
      await expectParserResult(page, input, "traditional");
      await expectParserResult(page, input, "crypto");
      await expect(page.getByText("Both modes read this the same way.")).toBeVisible();
    }
  });

  test("shows no match for unknown input and explains input that is not a ticker", async ({ page }) => {
    await openLookup(page);
    await tickerBox(page).fill("nonsense");
    await expect(page.getByText("Neither mode finds a market for this.")).toBeVisible();
    for (const mode of ["traditional", "crypto"] as const) {
      await expect(modeColumn(page, mode)).toContainText("No match");
      await expect(modeColumn(page, mode)).toContainText("nothing in the catalogue looks like it");
    }
    await tickerBox(page).fill("$spx");
    await expect(modeColumn(page, "crypto")).toContainText("Leave out the $.");
  });

  test("caps very long input with a message and survives odd characters", async ({ page, consoleErrors }) => {
    await openLookup(page);
    const box = tickerBox(page);
    await box.fill("x".repeat(10_000));
    await expect(
      page.getByText(`Too long: a ticker has at most ${MAX_INPUT_LENGTH} characters.`),
    ).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(modeColumn(page, "traditional")).not.toContainText("No match");
    for (const input of ["ß", "🚀🚀🚀", "\u202ebtc", "<script>alert(1)</script>", "'btc\""]) {
      await box.fill(input);
      await expect(modeColumn(page, "traditional")).toContainText("No match");
      await expect(box).not.toHaveAttribute("aria-invalid");
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test("works by keyboard alone: examples and suggestions fill the box and keep focus there", async ({
    page,
  }) => {
    await openLookup(page);
    const box = tickerBox(page);
    await box.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("eth");
    await expectParserResult(page, "eth", "crypto");

    // Tab to the second example (AAPL) and press it.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "BTC", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue("AAPL");
    await expect(box).toBeFocused();
    await expectParserResult(page, "AAPL", "traditional");

    // Back to BTC, then Tab past the six examples to traditional mode's first suggestion.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("btc");
    const traditional = parseTicker("btc", { mode: "traditional" });
    const suggestion = !traditional.ok ? traditional.suggestions[0] : undefined;
    if (!suggestion) throw new Error("the parser suggests nothing for btc in traditional mode");
    for (let press = 0; press < 7; press += 1) await page.keyboard.press("Tab");
    const focusedText = await page.evaluate(() => document.activeElement?.textContent ?? "");
    const picked = parseTicker(focusedText, { mode: "traditional" });
    expect(picked.ok && picked.symbol.id).toBe(suggestion.id);
    await page.keyboard.press("Enter");
    await expect(box).toHaveValue(focusedText);
    await expect(box).toBeFocused();
    await expectParserResult(page, focusedText, "traditional");
  });

  test("stacks the two modes on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLookup(page);
    await tickerBox(page).fill("eth");
    await expectParserResult(page, "eth", "traditional");
    await expectParserResult(page, "eth", "crypto");
    const traditional = await modeColumn(page, "traditional").boundingBox();
    const crypto = await modeColumn(page, "crypto").boundingBox();
    if (!traditional || !crypto) throw new Error("the mode columns are not rendered");
    expect(crypto.y).toBeGreaterThanOrEqual(traditional.y + traditional.height);
    expect(crypto.x).toBe(traditional.x);
  });

  test("has no axe violations with results shown, in both themes", async ({ page }) => {
    // Opened in the dark theme, each state checked in it and then in the light one on the same page.
    await page.emulateMedia({ colorScheme: "dark" });
    await openLookup(page);
    await tickerBox(page).fill("eth");
    await expectParserResult(page, "eth", "crypto");
    await expect(modeColumn(page, "crypto").getByRole("button").first()).toBeVisible();
    const noViolations = () =>
      inBothThemes(page, "dark", async () => {
        const { violations } = await new Axe(page).analyze();
        expect(
          violations.map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
          ),
        ).toEqual([]);
      });
    await noViolations();
    // No match, suggestions and the length error too.
    await tickerBox(page).fill("btc");
    await expect(modeColumn(page, "traditional")).toContainText("No match");
    await noViolations();
    await tickerBox(page).fill("x".repeat(100));
    await expect(tickerBox(page)).toHaveAttribute("aria-invalid", "true");
    await noViolations();
  });
});
