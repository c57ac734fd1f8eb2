import type { FastifyInstance } from "fastify";
import { HOURLY_JOBS } from "./hourly-jobs.js";
import { NOTICE_EMAIL_INTERVAL_MS, runNoticeEmailJob } from "./notice-email-job.js";

/** How often the in-process timer runs the hourly jobs (PGlite only). */
export const HOURLY_JOBS_INTERVAL_MS = 3_600_000;

/**
 * Runs the hourly jobs in this process on a timer: once the app is ready, then hourly (and the notice emails
 * every minute while the API sends email). For PGlite, where one
 * process owns the embedded database, so there is no other process to share the work with and nothing to
 * coordinate (PostgreSQL uses pg-boss: `pg-boss-jobs.ts`). The timer does not keep the process alive and stops
 * when the app closes, after a run still going. A failed run is logged and tried again at the next hour.
 */
export function runHourlyJobsOnTimer(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    const now = new Date();
    running ??= Promise.all(
      HOURLY_JOBS.map((job) =>
        job
          .run(app.database.db, now, app.log, app)
          .catch((error: unknown) => app.log.warn({ err: error }, job.failure)),
      ),
    )
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  // The notice emails, every minute while the API sends email: a failed send is tried at the next minute.
  let emailTimer: NodeJS.Timeout | undefined;
  let emailing: Promise<void> | undefined;
  const sendEmails = () => {
    emailing ??= runNoticeEmailJob(app)
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, "sending notice emails failed"))
      .finally(() => {
        emailing = undefined;
      });
  };
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, HOURLY_JOBS_INTERVAL_MS).unref();
    if (app.mailer) emailTimer = setInterval(sendEmails, NOTICE_EMAIL_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    clearInterval(emailTimer);
    await Promise.all([running, emailing]);
  });
}
