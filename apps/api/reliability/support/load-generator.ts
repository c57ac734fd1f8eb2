/**
 * The load test's traffic (`load.reliability.ts`), run in a process of its own: `node --import tsx
 * reliability/support/load-generator.ts <plan.json> <outcome.json>`. In the test's vitest worker, that worker's
 * own garbage collections (5 to 30 ms, about fourteen a run, over the heap of the suite's imports) stopped the
 * load generator while answers waited in its sockets, and counted as the API's latency; this process holds only
 * autocannon and the run's tallies. `runLoad` in `load-run.ts` starts it and reads what it wrote.
 *
 * Each pass of a connection: create an alert, list the alerts, then either delete the user's oldest open alert
 * (once more than `keepOpen` are open) or list the communities, then list the communities. Every request sends
 * the user's session cookie; writes also send `Origin`, as the dashboard does.
 */
import { readFileSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import type { LoadOutcome, LoadPlan } from "./load-run.js";

/**
 * One pass through the request list. Autocannon gives every pass a fresh context, so what outlives a pass (the
 * user's open alerts, the next level) is kept per user in `UserState`.
 */
interface PassContext {
  user?: number;
  deleting?: string;
}

/** A user's alerts that are open (created, not yet deleted) and how many creates were sent. */
interface UserState {
  open: string[];
  sent: number;
}

async function run(plan: LoadPlan): Promise<LoadOutcome> {
  const { users } = plan;
  // Creates sent and answered, as `<account id>:<level>` (a level is unique per account).
  const sent = new Set<string>();
  const answered = new Set<string>();
  const acknowledged = new Map<string, number>();
  const deleted = new Set<string>();
  const deleteSent = new Set<string>();
  const states: UserState[] = users.map(() => ({ open: [], sent: 0 }));
  let passes = 0;
  const userOf = (raw: object) => {
    const pass = raw as PassContext;
    pass.user ??= passes++ % users.length;
    return pass.user;
  };
  const headersOf = (raw: object, extra: Record<string, string> = {}) => ({
    ...extra,
    cookie: users[userOf(raw)]?.cookie ?? "",
  });
  const writeHeadersOf = (raw: object, extra: Record<string, string> = {}) =>
    headersOf(raw, { ...extra, origin: plan.origin });

  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.durationSeconds,
    timeout: plan.timeoutSeconds,
    requests: [
      {
        method: "POST",
        path: "/api/alerts",
        setupRequest: (request, raw) => {
          const state = states[userOf(raw)] as UserState;
          // Each of a user's levels is 0.2% above the previous one: never a near-duplicate of another.
          const level = Number((10 * 1.002 ** state.sent).toFixed(6));
          state.sent += 1;
          sent.add(`${users[userOf(raw)]?.accountId}:${level}`);
          return {
            ...request,
            headers: writeHeadersOf(raw, { "content-type": "application/json" }),
            body: JSON.stringify({ ticker: "BTCUSD", placement: "above", level }),
          };
        },
        onResponse: (status, body, raw) => {
          if (status !== 201) return;
          const alert = JSON.parse(body) as { id: string; level: number };
          answered.add(`${users[userOf(raw)]?.accountId}:${alert.level}`);
          acknowledged.set(alert.id, alert.level);
          states[userOf(raw)]?.open.push(alert.id);
        },
      },
      {
        method: "GET",
        path: "/api/alerts",
        setupRequest: (request, raw) => ({ ...request, headers: headersOf(raw) }),
      },
      {
        method: "GET",
        path: "/api/communities",
        setupRequest: (request, raw) => {
          const state = states[userOf(raw)] as UserState;
          if (state.open.length <= plan.keepOpen) return { ...request, headers: headersOf(raw) };
          const id = state.open.shift();
          (raw as PassContext).deleting = id;
          if (id) deleteSent.add(id);
          return { ...request, method: "DELETE", path: `/api/alerts/${id}`, headers: writeHeadersOf(raw) };
        },
        onResponse: (status, _body, raw) => {
          const { deleting } = raw as PassContext;
          if (status === 204 && deleting) deleted.add(deleting);
        },
      },
      {
        method: "GET",
        path: "/api/communities",
        setupRequest: (request, raw) => ({ ...request, headers: headersOf(raw) }),
      },
    ],
  });
  return {
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    serverErrors: result["5xx"],
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
    ),
    sent: [...sent],
    answered: [...answered],
    acknowledged: [...acknowledged],
    deleted: [...deleted],
    deleteSent: [...deleteSent],
  };
}

const [planFile, outcomeFile] = process.argv.slice(2);
if (!planFile || !outcomeFile) {
  console.error("usage: load-generator.ts <plan.json> <outcome.json>");
  process.exit(2);
}
const outcome = await run(JSON.parse(readFileSync(planFile, "utf8")) as LoadPlan);
writeFileSync(outcomeFile, JSON.stringify(outcome));
// Exit at once: an idle keep-alive socket must not hold the process.
process.exit(0);
