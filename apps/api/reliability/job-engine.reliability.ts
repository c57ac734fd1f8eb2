import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOURLY_JOBS } from "../src/jobs/hourly-jobs.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { formatTally, recordFigures } from "./support/figures.js";
import { createDatabase, openForChecks } from "./support/postgres.js";

const MINUTE = 60_000;
const QUEUES = HOURLY_JOBS.map((job) => job.name).sort();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The first run of `purge-audit-log` fails: a statement trigger on its table raises the first time it fires (a
 * sequence counts, and a sequence is not rolled back with the failed transaction), then lets every delete by.
 */
const FAIL_FIRST_AUDIT_LOG_PURGE = `
  create sequence reliability_audit_purges;
  create function reliability_fail_first_purge() returns trigger language plpgsql as $$
  begin
    if nextval('reliability_audit_purges') = 1 then
      raise exception 'reliability: the first audit log purge fails';
    end if;
    return null;
  end $$;
  create trigger reliability_fail_first_purge before delete on community_audit_log
    for each statement execute function reliability_fail_first_purge();`;

interface Run {
  name: string;
  trigger: string;
  state: string;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
}

interface Forward {
  name: string;
  slot: string;
  state: string;
}

let database: { url: string; drop(): Promise<void> };
let reader: pg.Client;
let apis: ApiProcess[] = [];

beforeAll(async () => {
  database = await createDatabase();
  const checks = await openForChecks(database.url);
  reader = new pg.Client({ connectionString: database.url });
  await reader.connect();
  await reader.query(FAIL_FIRST_AUDIT_LOG_PURGE);
  await checks.close();
});
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await reader?.end();
  await database?.drop();
});

/** Every run of the hourly jobs, in the order they were made. */
const runs = async (): Promise<Run[]> =>
  (
    await reader.query<Run>(`
      select name, data->>'trigger' as trigger, state::text, retry_count, created_on, completed_on
      from pgboss.job where not starts_with(name, '__pgboss') order by created_on`)
  ).rows;

/**
 * Every occurrence pg-boss's cron pass forwarded: a `__pgboss__send-it` job naming the queue and the minute the
 * occurrence falls in (its slot, UTC wall time). Its worker makes the queue's job, whenever it gets to it: a job
 * for 10:00 may be made at 10:01:04, so the slot is read here, never off the job's own creation time.
 */
const forwards = async (): Promise<Forward[]> =>
  (
    await reader.query<Forward>(`
      select data->>'name' as name, data->>'slot' as slot, state::text
      from pgboss.job where name = '__pgboss__send-it' order by created_on`)
  ).rows;

/** A slot as pg-boss files it: `2026-11-28 06:10:00`. */
const slotName = (slot: Date) => slot.toISOString().replace("T", " ").slice(0, 19);

describe("Job engine", () => {
  it("two API processes on one database, jobs every minute: each job runs once per slot, a failed run is retried", async (context) => {
    const started = Date.now();
    apis = await Promise.all(
      [1, 2].map(() =>
        startApiProcess({ DATABASE_URL: database.url, JOBS_CRON: "* * * * *", LOG_LEVEL: "warn" }),
      ),
    );
    const ready = Date.now();
    // The first two minutes that begin once both are ready, so both had scheduled the jobs before them: a cron
    // pass, which each process runs every 30 s, forwards an occurrence any time in the minute after it (its due
    // window). The minute they started in may have come and gone before the first pass that knew the schedule.
    const first = new Date(Math.ceil(ready / MINUTE) * MINUTE);
    const second = new Date(first.getTime() + MINUTE);
    const slots = [slotName(first), slotName(second)] as const;
    let seen: Run[] = [];
    let forwarded: Forward[] = [];
    const scheduled = (name: string) => seen.filter((run) => run.name === name && run.trigger === "schedule");
    const owed = (name: string) =>
      forwarded.filter((forward) => forward.name === name && forward.slot <= slots[1]).length;
    for (const deadline = second.getTime() + 90_000; Date.now() < deadline; await sleep(1_000)) {
      forwarded = await forwards();
      seen = await runs();
      // Every occurrence up to the second slot has made its job and the job has run.
      const secondDone = QUEUES.every(
        (name) =>
          forwarded.some((forward) => forward.name === name && forward.slot === slots[1]) &&
          scheduled(name).filter((run) => run.state === "completed").length >= owed(name),
      );
      const retried = seen.some((run) => run.retry_count > 0 && run.state === "completed");
      if (secondDone && retried) break;
    }
    // A second forward or job for a slot, had one been made, would come from the other process's pass moments later.
    await sleep(3_000);
    forwarded = await forwards();
    seen = await runs();

    const perSlot = (slot: string) =>
      Object.fromEntries(
        QUEUES.map((name) => [
          name,
          forwarded.filter((forward) => forward.name === name && forward.slot === slot),
        ]),
      );
    for (const slot of slots) {
      for (const [name, inIt] of Object.entries(perSlot(slot))) {
        expect(
          inIt.map((forward) => forward.state),
          `${name}: occurrences forwarded for ${slot}`,
        ).toEqual(["completed"]);
      }
    }
    // One job per forwarded occurrence (a forward still in flight may not have made its job yet), every job up
    // to the second slot's has run.
    for (const name of QUEUES) {
      const all = forwarded.filter((forward) => forward.name === name);
      expect(scheduled(name).length, `${name}: scheduled jobs`).toBeLessThanOrEqual(all.length);
      expect(
        scheduled(name).filter((run) => run.state === "completed").length,
        `${name}: scheduled jobs run`,
      ).toBeGreaterThanOrEqual(owed(name));
    }
    // Two processes started together: one start-up job per queue.
    const startUps = seen.filter((run) => run.trigger === "start");
    expect(startUps.map((run) => [run.name, run.state]).sort()).toEqual(
      QUEUES.map((name) => [name, "completed"]),
    );
    // The first audit log purge (the start-up run or the previous minute's) failed once, was retried after its
    // delay and completed on the second attempt.
    const retriedRuns = seen.filter((run) => run.retry_count > 0);
    expect(retriedRuns.map((run) => [run.name, run.retry_count, run.state])).toEqual([
      ["purge-audit-log", 1, "completed"],
    ]);
    const retried = retriedRuns[0];
    const failures = apis.flatMap((api) =>
      api.output.filter((line) => line.includes("purge of old audit log entries failed")),
    );
    expect(failures).toHaveLength(1);
    expect(seen.filter((run) => run.state === "failed")).toEqual([]);

    // SIGTERM: both stop pg-boss and exit cleanly.
    const stopping = Date.now();
    const codes = await Promise.all(apis.map((api) => api.stop()));
    expect(codes).toEqual([0, 0]);

    const count = (slot: string) =>
      formatTally(
        Object.fromEntries(Object.entries(perSlot(slot)).map(([name, inIt]) => [name, inIt.length])),
      );
    recordFigures(context, "Job engine", {
      "API processes": apis.length,
      "runs in slot 1": count(slots[0]),
      "runs in slot 2": count(slots[1]),
      "start-up runs": startUps.length,
      "retry after (ms)":
        retried?.completed_on && retried.created_on
          ? retried.completed_on.getTime() - retried.created_on.getTime()
          : "none",
      "failures logged": failures.length,
      "stop (ms)": Date.now() - stopping,
      "wall time (ms)": Date.now() - started,
    });
  });
});
