import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, getPriority, setPriority } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
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

/**
 * How long Lighthouse keeps recording after the page's first paint and load, and how long the network and the
 * CPU must be quiet before it stops: 500 ms instead of its default 1 s each. The marketing pages are prerendered
 * and settle well within that (one API request after load at most); the metrics are simulated from what was
 * recorded, so the shorter wait only leaves out idle time. Measured on a quiet machine, all 27 routes: the same
 * scores in every category, TBT and LCP within their run-to-run spread, and the loads 98 s instead of 127 s
 * (at 300 ms, 89 s, with one lost trace: not taken).
 */
const SETTLE_MS = 500;

/** Lighthouse's settings for both phases (mobile preset: its default, with its default 4x CPU slowdown). */
const FLAGS = {
  pauseAfterFcpMs: SETTLE_MS,
  pauseAfterLoadMs: SETTLE_MS,
  networkQuietThresholdMs: SETTLE_MS,
  cpuQuietThresholdMs: SETTLE_MS,
  output: "json" as const,
  logLevel: "error" as const,
  onlyCategories: [...CATEGORIES],
  ...UNSCORED_WORK,
};

/** One load of a page, gathered by Lighthouse and not yet audited. */
export interface Gathered {
  url: string;
  /** Where Lighthouse saved the load's artifacts (trace, network log, gatherers' results). */
  dir: string;
  /** Lighthouse's measure of the host's CPU during the load (higher is faster; it drops when the host is busy). */
  benchmarkIndex: number;
}

/** A load's report, or why it has none (`LighthouseTraceLost` when only its trace was lost). */
export type Audited = { gathered: Gathered; report: LighthouseReport } | { gathered: Gathered; error: Error };

/**
 * Measurements in two phases: Lighthouse loads each page in one Chromium, one at a time with the machine to
 * itself (`gather`: the page's load is what is timed), and saves what it gathered; the audits (`audit`), which
 * compute the scores from those artifacts and need no browser, run afterwards on every core in worker threads.
 * Before, each measurement's audit ran in this process between two loads, with one core idle.
 */
export interface Lighthouse {
  gather(url: string): Promise<Gathered>;
  audit(loads: readonly Gathered[]): Promise<Audited[]>;
}

/**
 * One Chromium for every load of a run, driven through Lighthouse's Node API: Lighthouse opens a new tab for
 * each URL and resets its storage and cache first, so a load is the first visit of a new visitor as with a
 * fresh browser, without starting Chromium and the Lighthouse CLI once per route. `artifactsDir` keeps the
 * gathered loads until the run ends.
 */
export async function withLighthouse<T>(
  artifactsDir: string,
  use: (lighthouse: Lighthouse) => Promise<T>,
): Promise<T> {
  rmSync(artifactsDir, { recursive: true, force: true });
  const priority = getPriority();
  if (HIGHER_PRIORITY !== undefined) setPriority(HIGHER_PRIORITY);
  const chrome = await launch({
    chromePath: executablePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    logLevel: "error",
  });
  const auditors = new AuditPool(Math.max(1, Math.min(2, cpus().length)));
  let loads = 0;
  try {
    return await use({
      gather: (url) => gatherOnce(url, chrome, join(artifactsDir, String(++loads))),
      audit: (gathered) => auditors.auditAll(gathered),
    });
  } finally {
    chrome.kill();
    await auditors.close();
    if (HIGHER_PRIORITY !== undefined) setPriority(priority);
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

/** Loads one URL and saves what Lighthouse gathered (`gatherMode`); no audit runs. */
async function gatherOnce(url: string, chrome: LaunchedChrome, dir: string): Promise<Gathered> {
  mkdirSync(dir, { recursive: true });
  await lighthouse(url, { ...FLAGS, port: chrome.port, gatherMode: dir });
  const artifacts = JSON.parse(readFileSync(join(dir, "artifacts.json"), "utf8")) as {
    BenchmarkIndex?: number;
  };
  return { url, dir, benchmarkIndex: Math.round(artifacts.BenchmarkIndex ?? 0) };
}

/** Lighthouse lost the trace of a load (not a page that failed to load): it can be loaded again. */
export class LighthouseTraceLost extends Error {}

const TRACE_LOST = /run Lighthouse again|NO_NAVSTART|NO_FCP|NO_LCP/i;

/** A report's runtime error (a page that failed to load, or a lost trace) as an error; null without one. */
function runtimeErrorOf(
  url: string,
  report: LighthouseReport & { runtimeError?: { code: string; message: string } },
) {
  const failure = report.runtimeError;
  if (!failure) return null;
  const message = `lighthouse ${url}: ${failure.code} ${failure.message}`;
  return TRACE_LOST.test(message) ? new LighthouseTraceLost(message) : new Error(message);
}

type Reply = { id: number; lhr?: LighthouseReport; error?: string };

/** Worker threads that audit gathered loads (budgets/audit-worker.mjs), each one load at a time. */
class AuditPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, (reply: Reply) => void>();
  private nextId = 0;

  constructor(private readonly size: number) {}

  private start(): Worker {
    const worker = new Worker(new URL("./audit-worker.mjs", import.meta.url));
    worker.on("message", (reply: Reply) => {
      this.pending.get(reply.id)?.(reply);
      this.pending.delete(reply.id);
    });
    worker.on("error", (error) => {
      for (const settle of this.pending.values()) settle({ id: -1, error: String(error) });
      this.pending.clear();
    });
    return worker;
  }

  /** Audits every load, as many at a time as the pool has workers; the answers keep the loads' order. */
  async auditAll(loads: readonly Gathered[]): Promise<Audited[]> {
    while (this.workers.length < Math.min(this.size, loads.length)) this.workers.push(this.start());
    const results: Audited[] = new Array(loads.length);
    let next = 0;
    await Promise.all(
      this.workers.map(async (worker) => {
        while (next < loads.length) {
          const index = next++;
          const gathered = loads[index] as Gathered;
          results[index] = await this.auditOne(worker, gathered);
        }
      }),
    );
    return results;
  }

  private async auditOne(worker: Worker, gathered: Gathered): Promise<Audited> {
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ id, url: gathered.url, dir: gathered.dir, flags: FLAGS });
    });
    if (reply.error !== undefined || !reply.lhr) {
      const message = reply.error ?? `Lighthouse returned no report for ${gathered.url}`;
      const error = TRACE_LOST.test(message) ? new LighthouseTraceLost(message) : new Error(message);
      return { gathered, error };
    }
    const failure = runtimeErrorOf(gathered.url, reply.lhr);
    return failure ? { gathered, error: failure } : { gathered, report: reply.lhr };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
