import type { FastifyInstance } from "fastify";
import { runHourlyJobsOnTimer } from "./in-process-timer.js";
import { createJobEngine } from "./job-engine.js";
import { runHourlyJobsOnPgBoss } from "./pg-boss-jobs.js";

/**
 * Runs the hourly jobs (`HOURLY_JOBS`): on PostgreSQL through pg-boss, once per slot across every API process
 * with retries and a run history; on PGlite, which one process owns, on an in-process timer.
 * On PostgreSQL the app is decorated with the job engine (`app.jobEngine`), for the other work it will queue.
 */
export function scheduleHourlyJobs(app: FastifyInstance): void {
  const { database, jobsCron } = app.config;
  if (database.kind === "postgres") {
    const engine = createJobEngine(database, app.log);
    app.decorate("jobEngine", engine);
    runHourlyJobsOnPgBoss(app, engine, jobsCron);
  } else {
    runHourlyJobsOnTimer(app);
  }
}
