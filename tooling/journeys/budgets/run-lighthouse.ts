import { spawn } from "node:child_process";
import { join } from "node:path";
import { executablePath } from "@chartbot/test-servers/chromium";
import { CATEGORIES, type LighthouseReport } from "./lighthouse-report";

const LIGHTHOUSE = join(import.meta.dirname, "..", "node_modules", ".bin", "lighthouse");

/**
 * Runs as root (CI, these machines) get a higher CPU priority for Lighthouse and its Chromium, so other work on
 * a shared machine disturbs the measurement less. It changes nothing on an idle machine, and nothing about
 * Lighthouse's own throttling.
 */
const PRIORITY = process.getuid?.() === 0 ? ["nice", "-n", "-10"] : [];

/**
 * Lighthouse now and then loses the trace of a load (NO_NAVSTART, "run Lighthouse again"), sometimes several
 * times in a row on a busy machine: such a run is repeated after a pause that grows (5, 10 s), up to three
 * attempts. `LighthouseTraceLost` tells the caller that only the trace was lost, so it can try later.
 */
export async function runLighthouse(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
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

/** Runs the Lighthouse CLI (mobile preset: its default, with its default 4x CPU slowdown) on one URL. */
function lighthouseOnce(url: string): Promise<LighthouseReport> {
  return new Promise((resolve, reject) => {
    const argv = [
      ...PRIORITY,
      LIGHTHOUSE,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ];
    const child = spawn(argv[0] as string, argv.slice(1), {
      env: { ...process.env, CHROME_PATH: executablePath },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as LighthouseReport);
      } catch (error) {
        reject(error);
      }
    });
  });
}
