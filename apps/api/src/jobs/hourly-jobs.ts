import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { channelAlertOwnersToRecheck, refreshAlertHolds } from "../data/alerts/alert-holds.js";
import { expireAlerts } from "../data/alerts/expire-alerts.js";
import { purgeAuditLog } from "../data/communities/audit-log.js";
import { purgeDisconnectedCommunities } from "../data/communities/purge-disconnected-communities.js";
import { noticeLapsingAddons } from "../data/notices/subscription-notices.js";
import { purgeRelayMessages } from "../data/relays/purge-relay-messages.js";
import { sweepSatelliteNotices } from "../data/satellites/satellite-notices.js";
import { endGracePeriods } from "../data/subscriptions/end-grace-periods.js";
import { purgeUsage } from "../data/usage/purge-usage.js";
import type { Db } from "../db/open-database.js";

/** One of the hourly jobs: what it does, and what it logs. */
export interface HourlyJob {
  /** The job's name, also its pg-boss queue (kebab-case: the queue names an operator reads in `pgboss.job`). */
  readonly name: string;
  /** The warning logged when a run fails. */
  readonly failure: string;
  /**
   * Runs the job as of `now`, logs what it changed, and returns that as counts (the run's recorded output).
   * `app` gives the jobs that ask Discord its clients.
   */
  run(db: Db, now: Date, log: FastifyBaseLogger, app: FastifyInstance): Promise<Record<string, number>>;
}

/** How long Discord's word that an owner of channel alerts manages the server holds before it is asked again. */
export const CHANNEL_ALERT_OWNER_RECHECK_MS = 60 * 60_000;
/** The most owners one run asks Discord about (oldest answers first): each costs a request with their grant. */
const OWNERS_PER_RUN = 500;

/**
 * The purges (disconnected communities, old audit log entries, relay messages and usage hours), the end of grace
 * periods, the notices of add-ons about to lapse, alert expiry, the holds of channel alerts and the satellite
 * notices, run hourly by
 * `scheduleHourlyJobs`.
 */
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
    name: "notice-lapsing-addons",
    failure: "looking for add-ons about to lapse failed",
    async run(db, now, log) {
      const { raised, resolved } = await noticeLapsingAddons(db, now);
      if (raised > 0 || resolved > 0) log.info({ raised, resolved }, "notices of add-ons about to lapse");
      return { raised, resolved };
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
    name: "purge-relay-messages",
    failure: "purge of old relay messages failed",
    async run(db, now, log) {
      const deleted = await purgeRelayMessages(db, now);
      if (deleted > 0) log.info({ deleted }, "deleted relay messages past their retention");
      return { deleted };
    },
  },
  {
    name: "purge-usage",
    failure: "purge of old usage hours failed",
    async run(db, now, log) {
      const deleted = await purgeUsage(db, now);
      if (deleted > 0) log.info({ deleted }, "deleted usage hours past their retention");
      return { deleted };
    },
  },
  {
    // An owner who lost Manage Server (or left the server, or revoked Chartbot at Discord) may never open the
    // dashboard again, whose visits re-check access: Discord is asked here, then every hold follows the rule
    // (a grace period that ran out holds too).
    name: "hold-channel-alerts",
    failure: "re-checking the holds of channel alerts failed",
    async run(db, now, log, app) {
      let rechecked = 0;
      let unanswered = 0;
      if (app.discord.oauth) {
        const checkedBefore = new Date(now.getTime() - CHANNEL_ALERT_OWNER_RECHECK_MS);
        for (const accountId of await channelAlertOwnersToRecheck(db, checkedBefore, OWNERS_PER_RUN)) {
          try {
            await app.discord.recheckAccess(accountId, now);
            rechecked += 1;
          } catch (error) {
            // Discord unreachable or rate limiting: this owner's alerts stay as they are until the next run.
            unanswered += 1;
            log.warn(
              { err: error, accountId },
              "Discord did not answer the re-check of a channel alert owner",
            );
          }
        }
      }
      const { held, resumed } = await refreshAlertHolds(db, {}, now);
      if (held > 0 || resumed > 0) log.info({ held, resumed }, "channel alerts held or resumed");
      return { rechecked, unanswered, held, resumed };
    },
  },
  {
    // Heartbeats that stopped and slots that lapsed by time (a grace period that ran out) change no row a
    // request would act on: the sweep raises their notices, and resolves those whose cause went away.
    name: "satellite-notices",
    failure: "raising and resolving satellite notices failed",
    async run(db, now, log) {
      const counts = await sweepSatelliteNotices(db, now);
      if (Object.values(counts).some((count) => count > 0)) log.info(counts, "satellite notices swept");
      return counts;
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
