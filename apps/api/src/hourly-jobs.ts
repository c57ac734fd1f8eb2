import type { FastifyInstance } from "fastify";
import { expireAlerts } from "./data/alerts/expire-alerts.js";
import { purgeAuditLog } from "./data/communities/audit-log.js";
import { purgeDisconnectedCommunities } from "./data/communities/purge-disconnected-communities.js";
import { endGracePeriods } from "./data/subscriptions/end-grace-periods.js";

/** How often the API process runs its hourly jobs (the purges, the end of grace periods, alert expiry). */
export const HOURLY_JOBS_INTERVAL_MS = 3_600_000;

/**
 * Runs the hourly jobs (`purgeDisconnectedCommunities`, `endGracePeriods`, `purgeAuditLog`, `expireAlerts`)
 * once the app is listening and then hourly; the timer does not keep the process alive and stops when the app
 * closes. A failed run is logged and retried at the next hour.
 */
export function scheduleHourlyJobs(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    const now = new Date();
    running ??= Promise.all([
      purgeDisconnectedCommunities(app.database.db, now)
        .then((purged) => {
          if (purged.length > 0) app.log.info({ purged }, "deleted disconnected communities");
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "purge of disconnected communities failed")),
      endGracePeriods(app.database.db, now)
        .then((ended) => {
          if (ended.length > 0) app.log.info({ ended }, "grace periods of past-due subscriptions ended");
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "ending grace periods failed")),
      purgeAuditLog(app.database.db, now)
        .then((deleted) => {
          if (deleted > 0) app.log.info({ deleted }, "deleted audit log entries past their retention");
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "purge of old audit log entries failed")),
      expireAlerts(app.database.db, now)
        .then((expired) => {
          if (expired.length > 0) app.log.info({ count: expired.length }, "alerts past their expiry expired");
        })
        .catch((error: unknown) => app.log.warn({ err: error }, "expiring alerts failed")),
    ])
      .then(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, HOURLY_JOBS_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
