import type { Frame, Page } from "@playwright/test";
import axeCore, { type AxeResults, type ElementContext, type RunOptions } from "axe-core";

/**
 * How every browser suite runs axe (the UI kit's stories, the marketing site, the dashboard, the journeys): the
 * part of `@axe-core/playwright`'s builder they use, without its cost. That builder sends axe-core's source
 * (about 600 kB) to the page on every `analyze()`, often twice, and in its default mode opens a new page of its
 * own to merge the results. Here axe is loaded into a document once, when the document does not have it yet,
 * and each check is one `axe.run` in the page: a suite that checks one document many times (a story in both
 * themes, a dialog after its page) parses axe once (docs/decisions/ci-within-fifteen-minutes.md).
 *
 * Every frame of the page gets axe before a run, as the builder's legacy mode does, so `axe.run` in the top
 * frame checks the content of its frames too.
 */
export class Axe {
  readonly #page: Page;
  #tags: string[] | undefined;
  readonly #disabled: string[] = [];
  readonly #include: string[][] = [];
  readonly #exclude: string[][] = [];

  constructor(page: Page) {
    this.#page = page;
  }

  /** Runs only the rules with these tags (WCAG levels, `best-practice`). Without it, axe's default rules run. */
  withTags(tags: string[]): this {
    this.#tags = [...tags];
    return this;
  }

  disableRules(rules: string | string[]): this {
    this.#disabled.push(...(typeof rules === "string" ? [rules] : rules));
    return this;
  }

  /** Checks only what these selectors match (the whole document without it). */
  include(selector: string): this {
    this.#include.push([selector]);
    return this;
  }

  exclude(selector: string): this {
    this.#exclude.push([selector]);
    return this;
  }

  /** The page's violations, every node of each (the other result types keep at most one node each). */
  async analyze(): Promise<AxeResults> {
    const [main, ...children] = this.#page.frames();
    if (!main) throw new Error("axe: the page has no frame");
    // Axe reads colours as drawn: every CSS animation and transition that ends (a banner fading in, colours
    // changing with the theme) ends first, so the page is checked as a visitor reads it, not mid-way.
    await main.evaluate(() => {
      const { document } = globalThis as unknown as { document: { getAnimations(): SettlingAnimation[] } };
      return Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      );
    });
    await loadAxe(main);
    // A frame that cannot take axe (detached while loading) is left out, as the builder leaves it out.
    for (const frame of children) await loadAxe(frame).catch(() => undefined);
    // The whole document unless parts are named (axe refuses a context naming neither).
    const context: { include?: string[][]; exclude: string[][] } | null =
      this.#include.length > 0 || this.#exclude.length > 0
        ? {
            ...(this.#include.length > 0 ? { include: this.#include } : {}),
            exclude: this.#exclude,
          }
        : null;
    const options: RunOptions = {
      // Every caller reads the violations only. axe builds a unique selector and an HTML snippet for each node of
      // every result type, passes included (a page's every text node passes the contrast rule): limited to the
      // violations, the others keep one node each, which spares about half of a check's time on a full page
      // (axe-core's `resultTypes` option). The violations are found and reported whole either way.
      resultTypes: ["violations"],
      ...(this.#tags ? { runOnly: { type: "tag", values: this.#tags } } : {}),
      ...(this.#disabled.length > 0
        ? { rules: Object.fromEntries(this.#disabled.map((rule) => [rule, { enabled: false }])) }
        : {}),
    };
    const answer: { results: AxeResults } | { error: string } = await main.evaluate(
      async ({ context, options }) => {
        // Runs in the page (this package has no DOM types): its window is the global object.
        const { axe, document } = globalThis as unknown as { axe: typeof axeCore; document: ElementContext };
        try {
          return {
            results: await axe.run<AxeResults>((context as ElementContext | null) ?? document, options),
          };
        } catch (error) {
          return { error: String(error) };
        }
      },
      { context, options },
    );
    if ("error" in answer) throw new Error(`axe could not check ${this.#page.url()}: ${answer.error}`);
    return answer.results;
  }
}

/** What the settling step reads of a page's animations (this package has no DOM types). */
interface SettlingAnimation {
  effect: { getComputedTiming(): { endTime?: number | string } } | null;
  finished: Promise<unknown>;
}

/** axe-core's source, then its settings for a test run: frames of any origin answer the top frame's run. */
const AXE_SCRIPT = `${axeCore.source};axe.configure({ allowedOrigins: ["<unsafe_all_origins>"] });`;

/** Loads axe into the frame's document unless it is there already (a document keeps it until it is replaced). */
async function loadAxe(frame: Frame): Promise<void> {
  const loaded = await frame.evaluate(
    () => typeof (globalThis as { axe?: { run?: unknown } }).axe?.run === "function",
  );
  if (!loaded) await frame.evaluate(AXE_SCRIPT);
}
