import { existsSync } from "node:fs";

/**
 * How every browser test launches Chromium (DESIGN.md): Debian's packages, never a browser from
 * `playwright install`. `CHROMIUM_PATH` points at another binary for everything.
 */

/** The full browser, Debian's `chromium`: Lighthouse measures the page in it, as a visitor's browser. */
export const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser Playwright's tests run in: Debian's `chromium-headless-shell` (the same Chromium's old headless
 * mode, which is what Playwright itself runs headless tests in) when it is installed, else the full browser.
 * The full browser's new headless mode starts a browser UI and its renderers for every window, which on two
 * cores made each test much slower (docs/decisions/ci-within-fifteen-minutes.md).
 */
export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : executablePath);

/**
 * No sandbox (containers run as root), no GPU, no background traffic or first-run screens. One renderer
 * process per browser, shared by its pages (each test's context keeps its own storage): starting a renderer
 * per page and per site cost more CPU than the pages themselves on two cores.
 */
export const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--renderer-process-limit=1",
  "--disable-site-isolation-trials",
];

/** Playwright's `use.launchOptions`. */
export const launchOptions = { executablePath: testBrowserPath, args };

/**
 * Playwright's `use.trace` for the suites with many tests. Recording a trace of every test costs about a sixth
 * of a suite's time: in CI (which retries a failed test once) only the retry is traced, so every failure still
 * leaves a trace; locally, where a run is not retried, a failed test keeps the trace of its only run.
 */
export const trace = process.env.CI ? "on-first-retry" : "retain-on-failure";
