import type { UsageFigure } from "@chartbot/addons";
import type { Usage, UsageFigures, UsageMetric, UsagePeriod } from "@chartbot/contracts/usage";
import { and, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { alerts, alertTriggers, satellites, usageBuckets } from "../../db/schema.js";
import { hourOf } from "./count-usage.js";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The figure each stored metric adds to (`satellite_up` is read on its own: only whole hours count). */
const FIGURE_OF: Record<Exclude<UsageMetric, "satellite_up">, UsageFigure> = {
  commands_answered: "commandsAnswered",
  relay_messages_posted: "relayMessagesPosted",
  posts_on_time: "postsOnTime",
  posts_late: "postsLate",
  posts_failed: "postsFailed",
};

const noFigures = (): UsageFigures => ({
  commandsAnswered: 0,
  relayMessagesPosted: 0,
  postsOnTime: 0,
  postsLate: 0,
  postsFailed: 0,
  alertsDelivered: 0,
  alertsFailed: 0,
  satelliteHoursUp: 0,
  satelliteHoursExpected: 0,
});

/** `YYYY-MM-DD` of a UTC day, in SQL and in code. */
const utcDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A community's usage over the last `days` UTC days (today so far included), a day at a time: the buckets the
 * bot reported and the API counted, the community's channel alert deliveries from the alerts' history, and its
 * satellites' hours up against the whole hours each existed (the current hour not yet).
 */
export async function readUsage(
  db: Db,
  communityId: string,
  days: UsagePeriod,
  now = new Date(),
): Promise<Usage> {
  const from = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (days - 1) * DAY_MS);
  const currentHour = hourOf(now);
  const day = utcDay(usageBuckets.hour);
  const triggerDay = utcDay(alertTriggers.triggeredAt);
  const [buckets, deliveries, satelliteRows] = await Promise.all([
    db
      .select({
        day,
        metric: usageBuckets.metric,
        kind: usageBuckets.kind,
        count: sql<number>`sum(${usageBuckets.count})::int`,
      })
      .from(usageBuckets)
      .where(and(eq(usageBuckets.communityId, communityId), gte(usageBuckets.hour, from)))
      .groupBy(day, usageBuckets.metric, usageBuckets.kind),
    db
      .select({ day: triggerDay, delivery: alertTriggers.delivery, count: sql<number>`count(*)::int` })
      .from(alertTriggers)
      .innerJoin(alerts, eq(alerts.id, alertTriggers.alertId))
      .where(
        and(
          eq(alerts.communityId, communityId),
          isNotNull(alerts.channelId),
          gte(alertTriggers.triggeredAt, from),
          inArray(alertTriggers.delivery, ["delivered", "failed"]),
        ),
      )
      .groupBy(triggerDay, alertTriggers.delivery),
    db
      .select({ id: satellites.id, createdAt: satellites.createdAt })
      .from(satellites)
      .where(eq(satellites.communityId, communityId)),
  ]);
  // Hours up are read apart from the day sums: only whole hours, of satellites that still exist.
  const upHours =
    satelliteRows.length === 0
      ? []
      : await db
          .select({ day, count: sql<number>`count(*)::int` })
          .from(usageBuckets)
          .where(
            and(
              eq(usageBuckets.communityId, communityId),
              eq(usageBuckets.metric, "satellite_up"),
              inArray(
                usageBuckets.kind,
                satelliteRows.map((row) => row.id),
              ),
              gte(usageBuckets.hour, from),
              lt(usageBuckets.hour, currentHour),
            ),
          )
          .groupBy(day);

  const daily = Array.from({ length: days }, (_, index) => ({
    date: dateOf(from.getTime() + index * DAY_MS),
    ...noFigures(),
  }));
  const byDate = new Map(daily.map((entry) => [entry.date, entry]));
  const commands = new Map<string, number>();
  for (const bucket of buckets) {
    if (bucket.metric === "satellite_up") continue;
    const entry = byDate.get(bucket.day);
    if (entry) entry[FIGURE_OF[bucket.metric]] += bucket.count;
    if (bucket.metric === "commands_answered") {
      commands.set(bucket.kind, (commands.get(bucket.kind) ?? 0) + bucket.count);
    }
  }
  for (const row of deliveries) {
    const entry = byDate.get(row.day);
    if (entry) entry[row.delivery === "delivered" ? "alertsDelivered" : "alertsFailed"] += row.count;
  }
  for (const row of upHours) {
    const entry = byDate.get(row.day);
    if (entry) entry.satelliteHoursUp += row.count;
  }
  for (const satellite of satelliteRows) {
    const since = Math.max(hourOf(satellite.createdAt).getTime(), from.getTime());
    for (const entry of daily) {
      const dayStart = Date.parse(`${entry.date}T00:00:00Z`);
      const start = Math.max(dayStart, since);
      const end = Math.min(dayStart + DAY_MS, currentHour.getTime());
      if (end > start) entry.satelliteHoursExpected += Math.round((end - start) / HOUR_MS);
    }
  }

  const totals = noFigures();
  for (const entry of daily) {
    for (const figure of Object.keys(totals) as UsageFigure[]) totals[figure] += entry[figure];
  }
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    daily,
    totals,
    commands: [...commands]
      .map(([command, count]) => ({ command, count }))
      .sort((a, b) => b.count - a.count || a.command.localeCompare(b.command)),
  };
}
