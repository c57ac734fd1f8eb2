import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client } from "pg";
import { ConfigError, DEFAULT_POOL_MAX } from "../config.js";
import { migrationsFolder } from "../migrations-folder.js";
import * as schema from "./schema.js";

/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open, migrated database and how to check and close it. */
export interface Database {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  /** Resolves when a trivial query succeeds; rejects otherwise. */
  ping(): Promise<void>;
  /** The connection pool's use right now (PostgreSQL); PGlite has no pool. */
  poolUsage?(): { total: number; idle: number; waiting: number };
  /**
   * Whether PostgreSQL answered this pool within the last `ms` (a client connected, or one came back without an
   * error); PostgreSQL only. A request that waited `POOL_WAIT_MS` for a client in vain while it does waited on a
   * busy pool, not on a database that is down.
   */
  answeredWithin?(ms: number): boolean;
  /**
   * Listens for `NOTIFY channel` from any connection (other API processes included). `onState` says whether
   * notifications can currently arrive: false while the listening connection is down (some may be missed),
   * true once it is back. Resolves once listening; the returned function stops.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * How long a request waits for a connection of the pool (to open, or to come free while all are in use) before
 * it is answered 503.
 */
export const POOL_WAIT_MS = 2_000;

/** Where the database is: PGlite's data folder, or PostgreSQL's (pooled) URL and its direct URL if different. */
export type DatabaseConfig =
  | {
      readonly kind: "postgres";
      readonly url: string;
      readonly directUrl?: string | undefined;
      /** The request pool's most connections (`DATABASE_POOL_MAX`); `DEFAULT_POOL_MAX` when unset. */
      readonly poolMax?: number;
    }
  | { readonly kind: "pglite"; readonly dataDir: string };

/**
 * Opens the configured database and applies the committed migrations: embedded PGlite in a data folder
 * (or in memory for `memory://`) when no DATABASE_URL is set, PostgreSQL through `pg` otherwise.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.kind === "postgres"
    ? openPostgres(config.url, config.directUrl ?? config.url, config.poolMax ?? DEFAULT_POOL_MAX)
    : openPglite(config.dataDir);
}

/**
 * Loads PGlite, a devDependency: a production install (`pnpm deploy --prod --no-optional`) leaves it out, so
 * there the embedded database is refused with a message rather than a module-resolution stack trace.
 */
async function importPglite(): Promise<typeof import("@electric-sql/pglite")> {
  try {
    return await import("@electric-sql/pglite");
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code !== "ERR_MODULE_NOT_FOUND" || !message?.includes("@electric-sql/pglite")) throw error;
    throw new ConfigError(
      "PGlite is not installed: set DATABASE_URL to a PostgreSQL URL (a production install leaves the " +
        "embedded database out), or install the workspace's development dependencies (pnpm install) to use PGlite.",
    );
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await importPglite();
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    // One process owns an embedded database: every change and every notification happens in it.
    listen: async (channel, onNotify, onState) => {
      const stop = await client.listen(channel, onNotify);
      onState(true);
      return stop;
    },
    close: () => client.close(),
  };
}

/**
 * PostgreSQL: requests through a pool on `url` (which may be a pooler in transaction mode); the session-level
 * work, the migrations' advisory lock and the LISTEN connection, on `directUrl`, the server itself (a pooler
 * in transaction mode would neither deliver notifications nor hold a session lock).
 */
async function openPostgres(url: string, directUrl: string, poolMax: number): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    // Fail fast while the server is down so requests get a clear 503 instead of hanging. It also bounds how
    // long a request waits for a client while all of them are in use.
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 10_000,
  });
  // When PostgreSQL last answered this pool (a client connected, or came back without an error).
  let answeredAt = Number.NEGATIVE_INFINITY;
  const answered = () => {
    answeredAt = performance.now();
  };
  // An idle client loses its connection when the server restarts: the pool replaces it, nothing to crash.
  pool.on("error", () => {});
  // So can a checked-out client between two queries (inside a transaction, or just before its release):
  // with no listener that 'error' event would end the process. Its queries fail (answered 503) and the
  // pool discards it on release.
  pool.on("connect", (client) => {
    client.on("error", () => {});
    answered();
  });
  pool.on("release", (error) => {
    if (!error) answered();
  });
  const db = drizzle(pool, { schema });
  await migrateExclusively(directUrl, (client) => migrate(drizzle(client, { schema }), { migrationsFolder }));
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    answeredWithin: (ms) => performance.now() - answeredAt <= ms,
    listen: (channel, onNotify, onState) => listenOnPostgres(directUrl, channel, onNotify, onState),
    close: () => pool.end(),
  };
}

/**
 * A dedicated connection that LISTENs on `channel`, reconnecting (every second at most) when it is lost.
 * While it is down `onState(false)`: the caller must not trust what notifications would have told it.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (live: boolean) => void,
): Promise<() => Promise<void>> {
  const { default: pg } = await import("pg");
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const lost = () => {
    if (stopped) return;
    onState(false);
    client?.removeAllListeners();
    void client?.end().catch(() => {});
    client = undefined;
    retry ??= setTimeout(() => {
      retry = undefined;
      void connect().catch(lost);
    }, 1_000);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    client = next;
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (!stopped) onState(true);
  };
  // Not listening yet is a state, not a failure: it retries, and the caller keeps `live` false meanwhile.
  await connect().catch(lost);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    current?.removeAllListeners();
    current?.on("error", () => {});
    await current?.end().catch(() => {});
  };
}

/** Any fixed number: the advisory lock that lets one API process at a time run the migrations. */
const MIGRATION_LOCK = 724_311_907;

/**
 * How long a start-up (or the release step) waits for its direct connection to run the migrations: once per
 * process, so a server busy accepting connections gets time (a CI host's test run took past 2 s); a refused or
 * unresolvable address still fails at once.
 */
const MIGRATION_CONNECT_MS = 10_000;

/**
 * Runs the migrations on one direct connection while it holds a session advisory lock, so API processes
 * starting together on the same database take turns (the migrator has no lock of its own: two at once both
 * try CREATE TABLE).
 */
async function migrateExclusively(directUrl: string, run: (client: Client) => Promise<void>): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({
    connectionString: directUrl,
    connectionTimeoutMillis: MIGRATION_CONNECT_MS,
  });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await run(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}
