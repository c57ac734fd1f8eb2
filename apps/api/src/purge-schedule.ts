import type { FastifyInstance } from "fastify";
import { purgeDisconnectedCommunities } from "./data/communities/purge-disconnected-communities.js";

/** How often the API process deletes the communities disconnected for 30 days. */
export const PURGE_INTERVAL_MS = 3_600_000;

/**
 * Runs `purgeDisconnectedCommunities` once the app is listening and then hourly; the timer does not keep the
 * process alive and stops when the app closes. A failed run is logged and retried at the next hour.
 */
export function schedulePurge(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeDisconnectedCommunities(app.database.db, new Date())
      .then((purged) => {
        if (purged.length > 0) app.log.info({ purged }, "deleted disconnected communities");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "purge of disconnected communities failed"))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook("onReady", async () => {
    run();
    timer = setInterval(run, PURGE_INTERVAL_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
