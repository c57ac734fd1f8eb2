import type { BotUsageMetric, UsageBucket } from "@chartbot/contracts/usage";

const HOUR_MS = 3_600_000;
const hourOf = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;

/** One server's counts for one hour, by metric and kind (`commands_answered c`, `relay_messages_posted `). */
type HourCounts = Map<string, number>;

/**
 * What the bot counts by the hour, per server, until the API has the whole hour: the current hour is reported
 * as it goes (its whole count so far: the API replaces, never adds), and an hour that ended is reported once
 * more, then forgotten.
 */
export function createUsageCounter(now: () => number = Date.now) {
  const guilds = new Map<string, Map<number, HourCounts>>();

  return {
    /** Counts one of `metric` (a command's name as `kind` for `commands_answered`) in the server, now. */
    count(guildId: string, metric: BotUsageMetric, kind = "") {
      const hours = guilds.get(guildId) ?? new Map<number, HourCounts>();
      guilds.set(guildId, hours);
      const hour = hourOf(now());
      const counts = hours.get(hour) ?? new Map<string, number>();
      hours.set(hour, counts);
      const key = `${metric} ${kind}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    /** Each server's buckets to report now: every hour still held, whole counts. */
    pending(): { guildId: string; buckets: UsageBucket[] }[] {
      return [...guilds].map(([guildId, hours]) => ({
        guildId,
        buckets: [...hours].flatMap(([hour, counts]) =>
          [...counts].map(([key, count]) => {
            const [metric, kind = ""] = key.split(" ") as [BotUsageMetric, string?];
            return { hour: new Date(hour).toISOString(), metric, kind, count };
          }),
        ),
      }));
    },
    /** The server's hours before the current one were reported whole: they are not sent again. */
    reported(guildId: string) {
      const hours = guilds.get(guildId);
      if (!hours) return;
      const current = hourOf(now());
      for (const hour of hours.keys()) if (hour < current) hours.delete(hour);
      if (hours.size === 0) guilds.delete(guildId);
    },
  };
}
export type UsageCounter = ReturnType<typeof createUsageCounter>;
