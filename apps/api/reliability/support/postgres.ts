import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { promisify } from "node:util";
import pg from "pg";
import { type Database, openDatabase } from "../../src/db/open-database.js";

const run = promisify(execFile);

/** The PostgreSQL server the suite uses (the vitest config defaults it to this machine's). */
export function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: the reliability suite needs PostgreSQL");
  return url;
}

/**
 * A fresh, empty database on the server, for an API process of its own, named `<prefix>_<random>`;
 * `drop()` removes it.
 */
export async function createDatabase(
  prefix = "chartbot_reliability",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll("-", "")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Opens a database the way the API does (migrations included), for the checks to read. */
export const openForChecks = (url: string): Promise<Database> => openDatabase({ kind: "postgres", url });

/** Whether the server accepts connections and answers a query within a second. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl(), connectionTimeoutMillis: 1_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The cluster version on this machine (Debian's `/etc/postgresql/<version>`). */
function clusterVersion(): string {
  const [version] = readdirSync("/etc/postgresql");
  if (!version) throw new Error("no PostgreSQL cluster in /etc/postgresql");
  return version;
}

/** Stops the machine's PostgreSQL at once (`-m fast`: open connections are terminated). */
export async function stopPostgres(): Promise<void> {
  await run("pg_ctlcluster", ["--skip-systemctl-redirect", clusterVersion(), "main", "stop", "-m", "fast"]);
}

/** Starts the machine's PostgreSQL; resolves when the command returns (the server may need a moment more). */
export async function startPostgres(): Promise<void> {
  await run("pg_ctlcluster", ["--skip-systemctl-redirect", clusterVersion(), "main", "start"]);
}

/** Starts PostgreSQL if it does not answer, then waits until it does (at most `timeoutMs`). */
export async function ensurePostgresRunning(timeoutMs = 30_000): Promise<void> {
  if (await postgresAnswers()) return;
  await startPostgres().catch(() => {});
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await postgresAnswers()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("PostgreSQL did not come back");
}
