import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { standaloneServer } from "@chartbot/next-standalone";
import { startAuthEmulator } from "@chartbot/test-servers/auth-emulator";
import { demoWorld, FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { FakeStripe } from "@chartbot/test-servers/fake-stripe";
import {
  answers,
  type StartedProcess,
  startProcess,
  stopProcess,
  waitForUrl,
} from "@chartbot/test-servers/processes";
import { buildForE2e } from "./build";
import { seedDemoDatabase } from "./demo-data";
import { saveDemoSession } from "./demo-session";
import { addE2eChannels } from "./discord-sandbox";
import {
  API_ORIGIN,
  AUTH_EMULATOR_HOST,
  apiEnv,
  DASHBOARD_ORIGIN,
  DASHBOARD_PORT,
  dashboardEnv,
  FAKE_DISCORD_PORT,
  FAKE_STRIPE_PORT,
  FIREBASE_PROJECT_ID,
} from "./e2e-env";
import { NOTICE_USERS_VARIABLE, seedNoticeUsers } from "./notice-seed";

const APP_DIR = join(import.meta.dirname, "..", "..");
const REPO_DIR = join(APP_DIR, "..", "..");
/** Where the servers started for the run write their output (`<name>.log`). */
const LOG_DIR = join(APP_DIR, ".e2e-logs");

/** Everything minus the variables that would point our servers at other databases or services. */
function baseEnv(): Record<string, string | undefined> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, PORT: _port, ...rest } = process.env;
  return rest;
}

/**
 * Starts what the browser tests run against: the Firebase Auth emulator (reused when one is listening), the
 * local Discord (sandbox, demo world), the local payments sandbox (delivering its webhooks to the API), the real API on in-memory PGlite, and the built dashboard (its standalone server); then signs the demo account in once (`saveDemoSession`). Returns the
 * teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildForE2e();
  const started: StartedProcess[] = [];
  let fakeDiscord: FakeDiscord | undefined;
  let fakeStripe: FakeStripe | undefined;
  // A fresh PGlite folder per run (not memory://), so the demo seed can fill it before the API opens it.
  const pgliteDir = mkdtempSync(join(tmpdir(), "chartbot-e2e-pglite-"));
  const teardown = async () => {
    for (const server of started.reverse()) await stopProcess(server);
    await fakeDiscord?.stop();
    await fakeStripe?.stop();
    rmSync(pgliteDir, { recursive: true, force: true });
  };
  try {
    if (!(await answers(`http://${AUTH_EMULATOR_HOST}/`))) {
      const emulator = startAuthEmulator({
        repoDir: REPO_DIR,
        projectId: FIREBASE_PROJECT_ID,
        configFile: join(REPO_DIR, "firebase.json"),
        env: baseEnv(),
        logDir: LOG_DIR,
      });
      started.push(emulator);
      await waitForUrl(`http://${AUTH_EMULATOR_HOST}/`, emulator);
    }

    // The local Discord with its demo world (the demo Discord user in four servers), as `pnpm dev` runs it;
    // tests add their own users and servers through its control API (e2e/support/discord-sandbox.ts).
    fakeDiscord = await new FakeDiscord(
      demoWorld({ redirectUris: [`${DASHBOARD_ORIGIN}/account/action`] }),
    ).start(FAKE_DISCORD_PORT);
    addE2eChannels(fakeDiscord);
    // The local payments sandbox, as `pnpm dev` runs it: its checkout and portal pages send signed webhooks to
    // the API.
    fakeStripe = await new FakeStripe({
      webhookUrl: `${API_ORIGIN}/api/payments/webhook`,
      ownPages: true,
    }).start(FAKE_STRIPE_PORT);

    const apiRunEnv = { ...baseEnv(), ...apiEnv, PGLITE_DATA_DIR: pgliteDir };
    seedDemoDatabase(join(REPO_DIR, "apps", "api"), apiRunEnv);
    // The notices spec's users and their notices (e2e/account/notices.spec.ts); the workers inherit this.
    process.env[NOTICE_USERS_VARIABLE] = JSON.stringify(
      await seedNoticeUsers(join(REPO_DIR, "apps", "api"), apiRunEnv),
    );
    const api = startProcess(
      "api",
      join(REPO_DIR, "apps", "api", "node_modules", ".bin", "tsx"),
      ["src/server.ts"],
      { cwd: join(REPO_DIR, "apps", "api"), env: apiRunEnv, logDir: LOG_DIR },
    );
    started.push(api);
    await waitForUrl(`${API_ORIGIN}/api/health/ready`, api);

    // The production artefact, as deployed: the standalone server of the end-to-end build.
    const server = standaloneServer(APP_DIR, dashboardEnv.DASHBOARD_DIST_DIR);
    const dashboard = startProcess("dashboard", process.execPath, [server], {
      cwd: dirname(server),
      env: {
        ...baseEnv(),
        ...dashboardEnv,
        NODE_ENV: "production",
        PORT: String(DASHBOARD_PORT),
        HOSTNAME: "127.0.0.1",
      },
      logDir: LOG_DIR,
    });
    started.push(dashboard);
    await waitForUrl(`${DASHBOARD_ORIGIN}/login`, dashboard);
    // The demo account's files open their pages with this one sign-in's session (support/demo-session.ts).
    await saveDemoSession();
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
