/**
 * How every browser test launches Chromium (DESIGN.md): Debian's `chromium` package, never a browser from
 * `playwright install`. `CHROMIUM_PATH` points at another binary; the default is `/usr/bin/chromium`.
 */
export const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** No sandbox (containers run as root), no GPU, no background traffic or first-run screens. */
export const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Playwright's `use.launchOptions`. */
export const launchOptions = { executablePath, args };
