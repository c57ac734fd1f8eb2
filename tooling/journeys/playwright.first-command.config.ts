import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { chromiumProject } from "./support/browser";

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));

// The README's first command, exactly as a newcomer runs it on a fresh clone: `bash scripts/dev.sh`
// (install, Auth emulator, build what the seed needs, seed the demo account, every app in watch mode).
// `.ci/run` runs this before anything else builds the workspace, so a command that only works after
// `pnpm build` fails here. Nothing in this config may import a workspace package that needs a build.
export default defineConfig({
  testDir: "./first-command",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Watch mode compiles each page on its first request: minutes on two cores, not seconds.
  timeout: 10 * 60_000,
  expect: { timeout: 120_000 },
  outputDir: "test-results/first-command",
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright-first-command.json" }]],
  use: { actionTimeout: 120_000, navigationTimeout: 300_000, trace: "retain-on-failure" },
  projects: [chromiumProject],
  webServer: {
    command: "bash scripts/dev.sh",
    cwd: repositoryRoot,
    url: "http://127.0.0.1:4000/api/health/ready",
    timeout: 20 * 60_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // The command's own Ctrl-C handling stops the emulator and every app's process group.
    gracefulShutdown: { signal: "SIGINT", timeout: 30_000 },
  },
});
