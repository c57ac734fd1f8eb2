import { randomUUID } from "node:crypto";
import pg from "pg";
import { type App, buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { type Database, openDatabase } from "../../src/db/open-database.js";

/** The Discord OAuth2 client the test API is configured with; the fake Discord checks exchanges against it. */
export const TEST_DISCORD_CLIENT = { id: "test-client", secret: "test-secret" } as const;

/** The API configuration tests run with: the Auth emulator, quiet logs, and any overrides. */
export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
    DISCORD_CLIENT_ID: TEST_DISCORD_CLIENT.id,
    DISCORD_CLIENT_SECRET: TEST_DISCORD_CLIENT.secret,
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
    ...overrides,
  });
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database (dropped on close) when
 * DATABASE_URL is set, as in CI, or an in-memory PGlite otherwise.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "pglite", dataDir: "memory://" });
  const name = `chartbot_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  readonly app: App;
  readonly database: Database;
  close(): Promise<void>;
}

/** Builds the API on a fresh test database; `close()` closes both. */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
