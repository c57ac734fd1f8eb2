import type { FastifyInstance } from "fastify";
import type { PgBoss } from "pg-boss";
import { HOURLY_JOBS } from "./hourly-jobs.js";
import {
  NOTICE_EMAIL_CRON,
  NOTICE_EMAIL_QUEUE,
  NOTICE_EMAIL_QUEUE_OPTIONS,
  runNoticeEmailJob,
} from "./notice-email-job.js";

/** Each hourly job's queue: a failed run is tried again 3 times, after about 30 s, 1 min and 2 min. */
const QUEUE_OPTIONS = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;

/** How long closing the app waits for a job still running before pg-boss gives up on it. */
const STOP_TIMEOUT_MS = 5_000;

/** The start-up runs of every API process that starts within the same hour make one job per queue. */
const START_SLOT_SECONDS = 3_600;

/**
 * Runs the hourly jobs and, while the API sends email, the notice emails every minute (`notice-email-job.ts`) on
 * pg-boss (PostgreSQL): each job is a queue scheduled on `cron` (UTC). pg-boss's
 * schedule makes one job per occurrence across every process, any process's worker takes it, a failed run is
 * retried (`QUEUE_OPTIONS`), and every run stays in `pgboss.job` (state, times, output or error) for 7 days.
 * Once ready, the app also sends one start-up job per queue, keyed to the hour, so a deployment runs the jobs
 * at once as before without N starting processes running them N times. Closing the app stops pg-boss,
 * waiting up to `STOP_TIMEOUT_MS` for a job still running.
 */
export function runHourlyJobsOnPgBoss(app: FastifyInstance, engine: PgBoss, cron: string): void {
  app.addHook("onReady", async () => {
    await engine.start();
    for (const job of HOURLY_JOBS) {
      await engine.createQueue(job.name, QUEUE_OPTIONS);
      // createQueue leaves an existing queue as it is: this applies changed options.
      await engine.updateQueue(job.name, QUEUE_OPTIONS);
      await engine.schedule(job.name, cron, { trigger: "schedule" }, { tz: "UTC" });
      await engine.work(job.name, async () => {
        try {
          return await job.run(app.database.db, new Date(), app.log, app);
        } catch (error) {
          app.log.warn({ err: error }, job.failure);
          throw error;
        }
      });
      await engine.send(
        job.name,
        { trigger: "start" },
        { singletonKey: "start", singletonSeconds: START_SLOT_SECONDS },
      );
    }
  });
  app.addHook("onReady", async () => {
    // The notice emails: their own queue, every minute, while this API sends email (`app.mailer`).
    await engine.createQueue(NOTICE_EMAIL_QUEUE, NOTICE_EMAIL_QUEUE_OPTIONS);
    await engine.updateQueue(NOTICE_EMAIL_QUEUE, NOTICE_EMAIL_QUEUE_OPTIONS);
    if (!app.mailer) {
      // Emails turned off: no job is made for a minute nobody works.
      await engine.unschedule(NOTICE_EMAIL_QUEUE);
      return;
    }
    await engine.schedule(NOTICE_EMAIL_QUEUE, NOTICE_EMAIL_CRON, { trigger: "schedule" }, { tz: "UTC" });
    await engine.work(NOTICE_EMAIL_QUEUE, async () => {
      try {
        return await runNoticeEmailJob(app);
      } catch (error) {
        app.log.warn({ err: error }, "sending notice emails failed");
        throw error;
      }
    });
  });
  app.addHook("onClose", async () => {
    await engine.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  });
}
