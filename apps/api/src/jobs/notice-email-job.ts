import type { FastifyInstance } from "fastify";
import { type NoticeEmailRun, sendNoticeEmails } from "../email/send-notice-emails.js";

/** The notice emails' pg-boss queue (its run history in `pgboss.job`). */
export const NOTICE_EMAIL_QUEUE = "send-notice-emails";
/** Every minute (UTC): an email goes out within about a minute of its notice. */
export const NOTICE_EMAIL_CRON = "* * * * *";
/** The in-process timer's period (PGlite). */
export const NOTICE_EMAIL_INTERVAL_MS = 60_000;
/**
 * A run that left emails pending after an SMTP failure is tried again 5 times with backoff (about 30 s, 1, 2, 4
 * and 8 min); the next minute's run tries them as well, and neither sends a notice the other sent.
 */
export const NOTICE_EMAIL_QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

/**
 * One run of the notice emails on the app's mailer (`sendNoticeEmails`), logged. Throws when an email was left
 * pending by a failure that may pass, so the job engine retries the run; nothing without a mailer.
 */
export async function runNoticeEmailJob(app: FastifyInstance, now = new Date()): Promise<NoticeEmailRun> {
  const { mailer } = app;
  if (!mailer) return { sent: 0, digests: 0, skipped: 0, failed: 0, deferred: 0 };
  const run = await sendNoticeEmails(
    {
      db: app.database.db,
      mailer,
      keyring: app.config.encryption,
      origins: app.config.origins,
      log: app.log,
    },
    now,
  );
  if (run.sent + run.digests + run.failed + run.deferred > 0) app.log.info(run, "notice emails");
  if (run.deferred > 0) {
    throw new Error(
      `${run.deferred} notice emails could not be sent (SMTP); they stay pending and are retried`,
    );
  }
  return run;
}
