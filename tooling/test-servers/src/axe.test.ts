import { type Browser, chromium, type Page } from "@playwright/test";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Axe } from "./axe";
import { launchOptions } from "./chromium";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch(launchOptions);
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});

/** A page with two violations: an image without a text alternative, and a button without a name. */
const BROKEN = `<!doctype html><html lang="en"><title>t</title><main><h1>Page</h1>
  <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <div id="menu"><button id="no-name"></button></div></main></html>`;

const ids = (violations: { id: string }[]) => violations.map((violation) => violation.id).sort();

describe("Axe", () => {
  it("finds what axe finds, and nothing on a clean page", async () => {
    await page.setContent(BROKEN);
    expect(ids((await new Axe(page).analyze()).violations)).toEqual(["button-name", "image-alt"]);
    await page.setContent(`<!doctype html><html lang="en"><title>t</title><main><h1>Fine</h1></main></html>`);
    expect((await new Axe(page).analyze()).violations).toEqual([]);
  });

  it("reports every node of a violation, and a pass's nodes only in part", async () => {
    await page.setContent(`<!doctype html><html lang="en"><title>t</title><main><h1>Images</h1>
      <img id="first" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <img id="second" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p>One</p><p>Two</p><p>Three</p></main></html>`);
    const { violations, passes } = await new Axe(page).analyze();
    const imageAlt = violations.find((violation) => violation.id === "image-alt");
    expect(imageAlt?.nodes.map((node) => node.target)).toEqual([["#first"], ["#second"]]);
    // The three paragraphs and the heading pass the contrast rule; their selectors are not built.
    const contrast = passes.find((pass) => pass.id === "color-contrast");
    expect(contrast?.nodes.length).toBe(1);
  });

  it("keeps to the tags, rules and parts of the page it is given", async () => {
    await page.setContent(BROKEN);
    expect(ids((await new Axe(page).disableRules("image-alt").analyze()).violations)).toEqual([
      "button-name",
    ]);
    expect(ids((await new Axe(page).exclude("#menu").analyze()).violations)).toEqual(["image-alt"]);
    expect(ids((await new Axe(page).include("#menu").analyze()).violations)).toEqual(["button-name"]);
    // `image-alt` and `button-name` are WCAG 2 A rules: a check of best practices alone finds neither.
    expect((await new Axe(page).withTags(["best-practice"]).analyze()).violations).toEqual([]);
  });

  it("loads axe into a document once, and again into a new one", async () => {
    await page.setContent(BROKEN);
    await new Axe(page).analyze();
    await page.evaluate(() =>
      Object.assign(globalThis, { axeLoadedBefore: (globalThis as { axe?: object }).axe }),
    );
    await new Axe(page).withTags(["wcag2a"]).analyze();
    expect(
      await page.evaluate(
        () =>
          (globalThis as { axe?: object; axeLoadedBefore?: object }).axe ===
          (globalThis as { axeLoadedBefore?: object }).axeLoadedBefore,
      ),
    ).toBe(true);
    await page.setContent(BROKEN);
    expect(ids((await new Axe(page).analyze()).violations)).toEqual(["button-name", "image-alt"]);
  });

  it("checks what a frame of the page shows", async () => {
    await page.setContent(
      `<!doctype html><html lang="en"><title>t</title><main><h1>Outer</h1>
        <iframe title="inner" srcdoc='<!doctype html><html lang="en"><title>i</title><img src="x.png"></html>'></iframe></main></html>`,
    );
    await expect.poll(() => page.frames().length).toBe(2);
    const { violations } = await new Axe(page).analyze();
    expect(ids(violations)).toEqual(["image-alt"]);
    expect(violations[0]?.nodes[0]?.target).toEqual(["iframe", "img"]);
  });

  it("checks the colours a transition ends on, not those it starts from", async () => {
    await page.setContent(
      `<!doctype html><html lang="en"><title>t</title><style>
        p { color: #eeeeee; background: #ffffff; transition: color 800ms linear; }
        .dark p { color: #111111; }</style><main><h1>Title</h1><p>Readable once the theme has changed</p></main></html>`,
    );
    await page.evaluate(
      () =>
        ((
          globalThis as unknown as { document: { documentElement: { className: string } } }
        ).document.documentElement.className = "dark"),
    );
    const { violations } = await new Axe(page).withTags(["wcag2aa"]).analyze();
    expect(ids(violations)).toEqual([]);
  });

  it("says which page it could not check", async () => {
    await page.setContent(BROKEN);
    await expect(new Axe(page).include("#nowhere").analyze()).rejects.toThrow(
      /axe could not check about:blank/,
    );
  });
});
