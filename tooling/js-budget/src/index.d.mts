/** One kilobyte, as Next.js's build output counts it. */
export const KB: 1000;

/** Formats bytes as kilobytes with one decimal: 1234 -> "1.2". */
export function kilobytes(bytes: number): string;

/** Gzip size in bytes at zlib's default level, the level `next start` compresses with. */
export function gzipSize(buffer: Uint8Array): number;

/** The file a `/_next/static/...` URL is served from, in a build's `distDir`; throws for any other URL. */
export function staticFile(distDir: string, url: string): string;

export interface ScriptFile {
  url: string;
  gzip: number;
}

export interface MeasuredPage {
  route: string;
  files: ScriptFile[];
  gzip: number;
}

export interface BudgetRow extends MeasuredPage {
  delta: number;
  withinBudget: boolean;
}

/** A page measured from the URLs of its scripts: each file with its gzip size, and their total. */
export function measureScripts(distDir: string, route: string, urls: readonly string[]): MeasuredPage;

/** Next's own runtime (`rootMainFiles`), which every App Router page loads first: a baseline. */
export function nextRuntime(distDir: string): MeasuredPage;

/** The script URLs of one App Router page's first load, read from its client reference manifest. */
export function appPageScripts(distDir: string, entry: string): string[];

/** Every App Router page of a build except Next's error shell, sorted by route. */
export function appPages(distDir: string): { route: string; entry: string }[];

/** Each page's total and its difference from the baseline, with whether it stays within the budget. */
export function compareWithBaseline(
  pages: readonly MeasuredPage[],
  baseline: MeasuredPage,
  budgetBytes: number,
): BudgetRow[];

/** The report: one row per page, the baseline (named by its `route`) first. */
export function formatTable(rows: readonly BudgetRow[], baseline: MeasuredPage, budgetBytes: number): string;

/** The closing line of a report: how many pages passed, and the largest addition over the baseline. */
export function verdict(rows: readonly BudgetRow[]): { ok: boolean; largest: BudgetRow; text: string };

/**
 * `next build [dir]` with the Next.js of the app in `appDir` (run there, production, no telemetry, `env` added),
 * printing what it builds and how long it took; on failure prints the build's output and exits the process.
 */
export function nextBuild(options: {
  appDir: string;
  dir?: string;
  label: string;
  env?: Record<string, string>;
}): void;
