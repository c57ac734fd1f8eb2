import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { type App, buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { type Database, openDatabase } from "../../src/db/open-database.js";
import { migrationsFolder } from "../../src/migrations-folder.js";

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

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of the migrated template database of the committed migrations: a new set of migrations gets a new
 * template, so a template never holds an older schema.
 */
function templateName(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return `chartbot_test_template_${hash.digest("hex").slice(0, 16)}`;
}

/**
 * Runs a statement that PostgreSQL refuses while a connection to the database it names is still closing
 * ("being accessed by other users", 55006): a moment later it works.
 */
async function onceUnused(admin: pg.Client, statement: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * Creates `name` as a copy of the migrated template (made once, by the first test file that needs it, under an
 * advisory lock so concurrent files wait for it): copying a database is faster than migrating a new one.
 */
async function createFromTemplate(serverUrl: string, name: string): Promise<void> {
  const template = templateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('chartbot_test_template'))");
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (rowCount === 0) {
      const building = `${template}_${randomUUID().replaceAll("-", "").slice(0, 8)}`;
      await admin.query(`create database ${building}`);
      const migrated = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, building) });
      await migrated.close();
      await onceUnused(admin, `alter database ${building} rename to ${template}`);
    }
    await onceUnused(admin, `create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database (a copy of the migrated template,
 * dropped on close; `url` says where) when DATABASE_URL is set, as in CI, or an in-memory PGlite otherwise.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "pglite", dataDir: "memory://" });
  const name = `chartbot_test_${randomUUID().replaceAll("-", "")}`;
  await createFromTemplate(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  // Opening applies the committed migrations: on the template's copy there are none left to apply.
  const database = await openDatabase({ kind: "postgres", url });
  return {
    ...database,
    url,
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
  // TEST_LOG=1 prints the app's errors (an answer's schema mismatch, an unhandled error) while a test runs.
  const app = await buildApp(testConfig(overrides), {
    database,
    logger: process.env.TEST_LOG === "1" ? { level: "error" } : false,
  });
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
