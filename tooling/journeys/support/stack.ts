import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { standaloneServer } from "@chartbot/next-standalone";
import { type StartedReferenceBot, startReferenceBot } from "@chartbot/reference-bot";
import { startAuthEmulator as startEmulator } from "@chartbot/test-servers/auth-emulator";
import { DEMO_DISCORD, demoWorld, FakeDiscord } from "@chartbot/test-servers/fake-discord";
import type { FakeStripe } from "@chartbot/test-servers/fake-stripe";
import { LOCAL_BOT_TOKEN } from "@chartbot/test-servers/local-bot-token";
import {
  answers,
  type StartedProcess,
  startProcess,
  stopProcess,
  waitForUrl,
} from "@chartbot/test-servers/processes";
import pg from "pg";
import { BUILD_DIR, buildApps, DASHBOARD_DIR, REPO_DIR, WEB_DIR } from "./build";
import {
  API_ORIGIN,
  AUTH_EMULATOR_HOST,
  AUTH_EMULATOR_PORTS,
  apiEnv,
  DASHBOARD_ORIGIN,
  DASHBOARD_PORT,
  DISCORD_SANDBOX_PORT,
  dashboardEnv,
  FAKE_STRIPE_CONTROL_VAR,
  FIREBASE_PROJECT_ID,
  REFERENCE_BOT_PORT,
  WEB_ORIGIN,
  WEB_PORT,
} from "./env";
import { startFakeStripe } from "./fake-stripe-control";

/** Where the servers started for a run write their output (`<name>.log`). */
export const LOG_DIR = join(import.meta.dirname, "..", ".logs");

/** Everything minus the variables that would point our servers at other ports or services. */
function baseEnv(): Record<string, string | undefined> {
  const { REDIS_URL: _redis, PORT: _port, NODE_ENV: _node, ...rest } = process.env;
  return rest;
}

/** The emulator's config: the repository's `firebase.json`, on the journeys' own ports. */
function writeEmulatorConfig(): string {
  const config = join(BUILD_DIR, "firebase.json");
  const at = (port: number) => ({ host: "127.0.0.1", port });
  mkdirSync(BUILD_DIR, { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: at(AUTH_EMULATOR_PORTS.auth),
        hub: at(AUTH_EMULATOR_PORTS.hub),
        logging: at(AUTH_EMULATOR_PORTS.logging),
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return config;
}

async function startAuthEmulator(): Promise<StartedProcess> {
  if (await answers(`http://${AUTH_EMULATOR_HOST}/`)) {
    throw new Error(
      `Something already answers on ${AUTH_EMULATOR_HOST}, the journeys' own Auth emulator port (an earlier run still going?)`,
    );
  }
  return startEmulator({
    repoDir: REPO_DIR,
    projectId: FIREBASE_PROJECT_ID,
    configFile: writeEmulatorConfig(),
    env: baseEnv(),
    logDir: LOG_DIR,
  });
}

/** What each Next app's production server preloads, as its `start` script and image do: JSON log lines. */
const SERVER_LOGS_PRELOAD = createRequire(import.meta.url).resolve("@chartbot/server-logs/preload");

/** A Next app's production artefact, as deployed: its standalone `server.js` run by node. */
function startStandalone(
  name: string,
  server: string,
  port: number,
  env: Record<string, string>,
): StartedProcess {
  return startProcess(name, process.execPath, ["--import", SERVER_LOGS_PRELOAD, server], {
    cwd: dirname(server),
    env: { ...baseEnv(), ...env, NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1" },
    logDir: LOG_DIR,
  });
}

/**
 * The demo seed (the demo account on the journeys' emulator, its communities, alerts, satellites, scheduled
 * posts, and the local bot token) into the API's database, before the API starts.
 */
function seedDemoData(env: Record<string, string | undefined>): void {
  const apiDir = join(REPO_DIR, "apps", "api");
  const seeded = spawnSync(join(apiDir, "node_modules", ".bin", "tsx"), ["src/commands/seed.ts"], {
    cwd: apiDir,
    env,
    encoding: "utf8",
  });
  mkdirSync(LOG_DIR, { recursive: true });
  writeFileSync(join(LOG_DIR, "seed.log"), `${seeded.stdout}\n${seeded.stderr}`);
  if (seeded.status !== 0) throw new Error(`The demo seed failed; see ${join(LOG_DIR, "seed.log")}`);
}

/** Runs one statement on the PostgreSQL server of `serverUrl` (creating or dropping a database). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The run's own database: a fresh one on the PostgreSQL server of DATABASE_URL (dropped afterwards), so the
 * seed and the journeys never meet an earlier run's data; otherwise PGlite in a folder of the run.
 */
async function createRunDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = join(BUILD_DIR, `pglite-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    return { env: { PGLITE_DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `chartbot_journeys_${randomUUID().replaceAll("-", "")}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * What a run needs: the journeys need everything; the Lighthouse budgets the marketing site and the API (with
 * its local services), without the dashboard and the reference bot (which comes only with the dashboard).
 */
export interface StackParts {
  dashboard: boolean;
  api: boolean;
}

/**
 * Starts the product in production mode on the journeys' ports: their own Firebase Auth emulator, the local
 * Stripe server, the local Discord (demo world), the demo seed, the API (on a fresh database of the run: PGlite in a
 * folder, or on the PostgreSQL server of DATABASE_URL when it is set), the built marketing site, when asked the built dashboard (their
 * standalone servers), and then the reference bot (in this process, its control port for the journeys). Returns the teardown, which stops every
 * process group it started.
 */
export async function startStack(parts: StackParts): Promise<() => Promise<void>> {
  buildApps({ dashboard: parts.dashboard });
  const started: { server: StartedProcess; url: string }[] = [];
  let stripe: { fake: FakeStripe; control: Server } | undefined;
  let discord: FakeDiscord | undefined;
  let bot: StartedReferenceBot | undefined;
  let database: Awaited<ReturnType<typeof createRunDatabase>> | undefined;
  const teardown = async () => {
    await bot?.stop();
    for (const { server } of started.reverse()) await stopProcess(server);
    stripe?.control.close();
    await stripe?.fake.stop();
    await discord?.stop();
    await database?.drop();
  };
  try {
    if (parts.api) {
      const emulator = await startAuthEmulator();
      started.push({ server: emulator, url: `http://${AUTH_EMULATOR_HOST}/` });
      // The local Discord's demo world, its redirects the journeys' dashboard.
      discord = await new FakeDiscord(
        demoWorld({ redirectUris: [`${DASHBOARD_ORIGIN}/account/action`] }),
      ).start(DISCORD_SANDBOX_PORT);

      const { fake, control, controlUrl } = await startFakeStripe();
      stripe = { fake, control };
      // Playwright passes the runner's environment on to the test workers.
      process.env[FAKE_STRIPE_CONTROL_VAR] = controlUrl;

      // Not in memory: the seed writes it before the API opens it.
      database = await createRunDatabase();
      const { DATABASE_URL: _db, ...withoutDatabase } = baseEnv();
      await waitForUrl(`http://${AUTH_EMULATOR_HOST}/`, emulator);
      seedDemoData({ ...withoutDatabase, ...apiEnv, ...database.env, ...discord.env });
      const api = startProcess(
        "api",
        join(REPO_DIR, "apps", "api", "node_modules", ".bin", "tsx"),
        ["src/server.ts"],
        {
          cwd: join(REPO_DIR, "apps", "api"),
          env: { ...withoutDatabase, ...apiEnv, ...database.env, ...fake.env, ...discord.env },
          logDir: LOG_DIR,
        },
      );
      started.push({ server: api, url: `${API_ORIGIN}/api/health/ready` });
    }

    const web = startStandalone("web", standaloneServer(WEB_DIR), WEB_PORT, {
      NEXT_TELEMETRY_DISABLED: "1",
    });
    started.push({ server: web, url: `${WEB_ORIGIN}/robots.txt` });

    if (parts.dashboard) {
      const server = standaloneServer(DASHBOARD_DIR, dashboardEnv.DASHBOARD_DIST_DIR);
      const dashboard = startStandalone("dashboard", server, DASHBOARD_PORT, dashboardEnv);
      started.push({ server: dashboard, url: `${DASHBOARD_ORIGIN}/login` });
    }

    for (const { server, url } of started) await waitForUrl(url, server);

    if (parts.api && parts.dashboard && discord) {
      // The reference bot with the seeded local token: it joins the demo servers and syncs every second;
      // scheduled posts run only on command, so a journey's failures are its own.
      bot = await startReferenceBot({
        apiUrl: API_ORIGIN,
        token: LOCAL_BOT_TOKEN,
        guildIds: [DEMO_DISCORD.guilds.tradingFloor.id, DEMO_DISCORD.guilds.wallStreet.id],
        discord: { apiUrl: discord.apiBaseUrl, botToken: DEMO_DISCORD.botToken },
        syncSeconds: 1,
        heartbeatSeconds: 2,
        postCheckSeconds: 0,
        controlPort: REFERENCE_BOT_PORT,
      });
      if (bot.state().lastError) throw new Error(`The reference bot: ${bot.state().lastError}`);
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
