import type { ChildProcess } from "node:child_process";
import type { Server } from "node:http";
import { join } from "node:path";
import type { FakeStripe } from "../../../apps/api/test/support/fake-stripe";
import { buildApps, DASHBOARD_DIR, REPO_DIR, WEB_COPY_DIR } from "./build";
import {
  API_ORIGIN,
  AUTH_EMULATOR_HOST,
  apiEnv,
  DASHBOARD_ORIGIN,
  DASHBOARD_PORT,
  dashboardEnv,
  FAKE_STRIPE_CONTROL_VAR,
  FIREBASE_PROJECT_ID,
  WEB_ORIGIN,
  WEB_PORT,
} from "./env";
import { startFakeStripe } from "./fake-stripe-control";
import { answers, startProcess, stopProcess, waitForUrl } from "./processes";

/** Everything minus the variables that would point our servers at other ports or services. */
function baseEnv(): Record<string, string | undefined> {
  const { REDIS_URL: _redis, PORT: _port, NODE_ENV: _node, ...rest } = process.env;
  return rest;
}

/**
 * Starts the whole product in production mode on the journeys' ports: the Firebase Auth emulator (reused
 * when one listens on 9099), the local Stripe server, the API (PGlite in memory, or PostgreSQL when
 * DATABASE_URL is set), the built marketing site and the built dashboard. Returns the teardown, which stops
 * every process group it started.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildApps();
  const started: ChildProcess[] = [];
  let stripe: { fake: FakeStripe; control: Server } | undefined;
  const teardown = async () => {
    for (const child of started.reverse()) await stopProcess(child);
    stripe?.control.close();
    await stripe?.fake.stop();
  };
  try {
    if (!(await answers(`http://${AUTH_EMULATOR_HOST}/`))) {
      const emulator = startProcess(
        "auth-emulator",
        process.execPath,
        [
          join(REPO_DIR, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"),
          "emulators:start",
          "--only",
          "auth",
          "--project",
          FIREBASE_PROJECT_ID,
          "--config",
          join(REPO_DIR, "firebase.json"),
        ],
        { cwd: REPO_DIR, env: baseEnv() },
      );
      started.push(emulator);
      await waitForUrl(`http://${AUTH_EMULATOR_HOST}/`, "auth-emulator", emulator);
    }

    const { fake, control, controlUrl } = await startFakeStripe();
    stripe = { fake, control };
    // Playwright passes the runner's environment on to the test workers.
    process.env[FAKE_STRIPE_CONTROL_VAR] = controlUrl;

    const database = process.env.DATABASE_URL
      ? { DATABASE_URL: process.env.DATABASE_URL }
      : { PGLITE_DATA_DIR: "memory://" };
    const { DATABASE_URL: _db, ...withoutDatabase } = baseEnv();
    const api = startProcess(
      "api",
      join(REPO_DIR, "apps", "api", "node_modules", ".bin", "tsx"),
      ["src/server.ts"],
      {
        cwd: join(REPO_DIR, "apps", "api"),
        env: { ...withoutDatabase, ...apiEnv, ...database, ...fake.env },
      },
    );
    started.push(api);

    const web = startProcess(
      "web",
      join(WEB_COPY_DIR, "node_modules", ".bin", "next"),
      ["start", "-p", String(WEB_PORT), "-H", "127.0.0.1"],
      { cwd: WEB_COPY_DIR, env: { ...baseEnv(), NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" } },
    );
    started.push(web);

    const dashboard = startProcess(
      "dashboard",
      join(DASHBOARD_DIR, "node_modules", ".bin", "next"),
      ["start", "-p", String(DASHBOARD_PORT), "-H", "127.0.0.1"],
      { cwd: DASHBOARD_DIR, env: { ...baseEnv(), ...dashboardEnv, NODE_ENV: "production" } },
    );
    started.push(dashboard);

    await waitForUrl(`${API_ORIGIN}/api/health`, "api", api);
    await waitForUrl(`${WEB_ORIGIN}/robots.txt`, "web", web);
    await waitForUrl(`${DASHBOARD_ORIGIN}/login`, "dashboard", dashboard);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
