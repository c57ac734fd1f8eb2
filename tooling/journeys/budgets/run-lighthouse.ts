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
 * Lighthouse now and then loses the trace of a load on a busy machine (NO_NAVSTART, "run Lighthouse again"):
 * such a run is repeated, up to three attempts.
 */
export async function runLighthouse(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3 || !/run Lighthouse again|NO_NAVSTART|NO_FCP|NO_LCP/i.test(String(error))) throw error;
      console.log(`[lighthouse] ${url}: ${String(error).split("\n")[0]}; trying again`);
    }
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
