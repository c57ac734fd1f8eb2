import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { demoWorld, FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { portOffset } from "@chartbot/test-servers/ports";
import { startProcess, stopProcess, waitForUrl } from "@chartbot/test-servers/processes";
import pg from "pg";

/** The API package's folder: run as a process, as deployed (never imported: workspaces meet by package name). */
const apiDir = fileURLToPath(new URL("../../../../apps/api/", import.meta.url));
const logDir = fileURLToPath(new URL("../../.test-results/logs/", import.meta.url));
/** E's ports (4350-4359); the test takes 4351 for the API, moved by `E2E_PORT_OFFSET` like the suites' ports. */
const API_PORT = 4351 + portOffset();

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database with the demo seed (accounts, the two demo communities, alerts, satellites,
 * scheduled posts and the local bot token), the real API on it (`tsx src/server.ts`) and the local Discord's
 * demo world; `query` reads the database for the checks; `stop` removes everything.
 */
export async function startApiStack() {
  const name = `chartbot_refbot_${randomUUID().replaceAll("-", "")}`;
  await admin(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const discord = await new FakeDiscord(demoWorld()).start(0);
  const env = {
    ...process.env,
    ...discord.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: String(API_PORT),
    LOG_LEVEL: "warn",
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
  };
  const tsx = `${apiDir}node_modules/.bin/tsx`;
  const seeded = spawnSync(tsx, ["src/commands/seed.ts"], { cwd: apiDir, env, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`the seed failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const api = startProcess("api", tsx, ["src/server.ts"], { cwd: apiDir, env, logDir });
  const apiUrl = `http://127.0.0.1:${API_PORT}`;
  await waitForUrl(`${apiUrl}/api/health/ready`, api, 60_000);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  return {
    apiUrl,
    discord: { apiUrl: discord.apiBaseUrl, botToken: demoWorld().botToken ?? "" },
    /** The local Discord's world, to add servers and satellites as a server admin would. */
    world: discord.world,
    /** The local Discord itself: what the bot posted is in `world.messages`. */
    sandbox: discord,
    query: async <Row extends Record<string, unknown>>(sql: string, values: unknown[] = []) =>
      (await db.query<Row>(sql, values)).rows,
    async stop() {
      await db.end();
      await stopProcess(api);
      await discord.stop();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
