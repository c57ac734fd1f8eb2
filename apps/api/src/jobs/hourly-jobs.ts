import type { FastifyBaseLogger } from "fastify";
import { expireAlerts } from "../data/alerts/expire-alerts.js";
import { purgeAuditLog } from "../data/communities/audit-log.js";
import { purgeDisconnectedCommunities } from "../data/communities/purge-disconnected-communities.js";
import { endGracePeriods } from "../data/subscriptions/end-grace-periods.js";
import type { Db } from "../db/open-database.js";

/** One of the hourly jobs: what it does, and what it logs. */
export interface HourlyJob {
  /** The job's name, also its pg-boss queue (kebab-case: the queue names an operator reads in `pgboss.job`). */
  readonly name: string;
  /** The warning logged when a run fails. */
  readonly failure: string;
  /** Runs the job as of `now`, logs what it changed, and returns that as counts (the run's recorded output). */
  run(db: Db, now: Date, log: FastifyBaseLogger): Promise<Record<string, number>>;
}

/** The purges, the end of grace periods and alert expiry, run hourly by `scheduleHourlyJobs`. */
export const HOURLY_JOBS: readonly HourlyJob[] = [
  {
    name: "purge-disconnected-communities",
    failure: "purge of disconnected communities failed",
    async run(db, now, log) {
      const purged = await purgeDisconnectedCommunities(db, now);
      if (purged.length > 0) log.info({ purged }, "deleted disconnected communities");
      return { purged: purged.length };
    },
  },
  {
    name: "end-grace-periods",
    failure: "ending grace periods failed",
    async run(db, now, log) {
      const ended = await endGracePeriods(db, now);
      if (ended.length > 0) log.info({ ended }, "grace periods of past-due subscriptions ended");
      return { ended: ended.length };
    },
  },
  {
    name: "purge-audit-log",
    failure: "purge of old audit log entries failed",
    async run(db, now, log) {
      const deleted = await purgeAuditLog(db, now);
      if (deleted > 0) log.info({ deleted }, "deleted audit log entries past their retention");
      return { deleted };
    },
  },
  {
    name: "expire-alerts",
    failure: "expiring alerts failed",
    async run(db, now, log) {
      const expired = await expireAlerts(db, now);
      if (expired.length > 0) log.info({ count: expired.length }, "alerts past their expiry expired");
      return { expired: expired.length };
    },
  },
];
