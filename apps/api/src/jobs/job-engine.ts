import type { FastifyBaseLogger } from "fastify";
import { PgBoss } from "pg-boss";
import type { DatabaseConfig } from "../db/open-database.js";

/** pg-boss's own schema in the application database: its queues, schedules and run history (`pgboss.job`). */
export const JOB_ENGINE_SCHEMA = "pgboss";

/**
 * The job engine on PostgreSQL (pg-boss), not started yet. It works on the direct URL: it holds sessions of its
 * own (advisory locks while it migrates its schema, which a transaction-mode pooler would break), like `LISTEN`
 * (docs/decisions/direct-database-url.md). Its errors and warnings are logged, never thrown.
 */
export function createJobEngine(
  database: Extract<DatabaseConfig, { kind: "postgres" }>,
  log: FastifyBaseLogger,
): PgBoss {
  const engine = new PgBoss({
    connectionString: database.directUrl ?? database.url,
    schema: JOB_ENGINE_SCHEMA,
    application_name: "chartbot-jobs",
    // Its polling loops run one statement at a time each; a handful of direct connections per process is plenty.
    max: 4,
  });
  engine.on("error", (error) => log.warn({ err: error }, "job engine error"));
  engine.on("warning", (warning) => log.warn({ warning }, "job engine warning"));
  return engine;
}
