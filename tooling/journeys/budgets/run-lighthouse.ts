import { getPriority, setPriority } from "node:os";
import { executablePath } from "@chartbot/test-servers/chromium";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CATEGORIES, type LighthouseReport } from "./lighthouse-report";

/**
 * Runs as root (CI, these machines) give Lighthouse and its Chromium a higher CPU priority, so other work on a
 * shared machine disturbs the measurement less. It changes nothing on an idle machine, and nothing about
 * Lighthouse's own throttling. This process takes it before it starts Chromium, whose processes inherit it.
 */
const HIGHER_PRIORITY = process.getuid?.() === 0 ? -10 : undefined;

/**
 * One Chromium for every measurement of a run, driven through Lighthouse's Node API: Lighthouse opens a new
 * tab for each URL and resets its storage and cache first, so a run is the first visit of a new visitor as
 * with a fresh browser, without starting Chromium and the Lighthouse CLI once per route.
 */
export async function withLighthouseBrowser<T>(
  use: (measure: (url: string) => Promise<LighthouseReport>) => Promise<T>,
): Promise<T> {
  const priority = getPriority();
  if (HIGHER_PRIORITY !== undefined) setPriority(HIGHER_PRIORITY);
  const chrome = await launch({
    chromePath: executablePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "error",
  });
  try {
    return await use((url) => runLighthouse(url, chrome));
  } finally {
    chrome.kill();
    if (HIGHER_PRIORITY !== undefined) setPriority(priority);
  }
}

/**
 * Lighthouse now and then loses the trace of a load (NO_NAVSTART, "run Lighthouse again"), sometimes several
 * times in a row on a busy machine: such a run is repeated after a pause that grows (5, 10 s), up to three
 * attempts. `LighthouseTraceLost` tells the caller that only the trace was lost, so it can try later.
 */
export async function runLighthouse(url: string, chrome: LaunchedChrome): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url, chrome);
    } catch (error) {
      if (!TRACE_LOST.test(String(error))) throw error;
      if (attempt >= 3) throw new LighthouseTraceLost(url, error);
      console.log(`[lighthouse] ${url}: ${String(error).split("\n")[0]}; trying again`);
      await new Promise((resolve) => setTimeout(resolve, attempt * 5_000));
    }
  }
}

const TRACE_LOST = /run Lighthouse again|NO_NAVSTART|NO_FCP|NO_LCP/i;

/** Lighthouse lost the trace of every attempt at a URL (not a page that failed to load). */
export class LighthouseTraceLost extends Error {
  constructor(url: string, cause: unknown) {
    super(`Lighthouse lost the trace of ${url} three times in a row: ${String(cause).split("\n")[0]}`, {
      cause,
    });
  }
}

/**
 * What a measurement leaves out: work for a report nobody opens, which weighs nothing in any score. The
 * full-page screenshot (the page resized to its whole height and captured after the load), the filmstrip's
 * thumbnails and final frame, and the back/forward cache check (a navigation away and back, a diagnostic of
 * weight 0): about 1.5 s of a 6.5 s measurement. The trace's own frames, from which the Speed Index is
 * computed, stay.
 */
const UNSCORED_WORK = {
  disableFullPageScreenshot: true,
  skipAudits: ["screenshot-thumbnails", "final-screenshot", "bf-cache"],
};

/** Lighthouse (mobile preset: its default, with its default 4x CPU slowdown) on one URL. */
async function lighthouseOnce(url: string, chrome: LaunchedChrome): Promise<LighthouseReport> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    ...UNSCORED_WORK,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  // A page that failed to load (or a lost trace) is a runtime error in the report, not an exception.
  const runtimeError = result.lhr.runtimeError;
  if (runtimeError) throw new Error(`lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr as unknown as LighthouseReport;
}
