// The reference servers of the API's budgets, in a process of their own like the API's: a bare Fastify app
// with no plugins and, through `pg` with the API's pool size,
// - for the throughput budget (api.bench.ts): a hello-world route and a route doing one indexed select of an
//   account's alerts (the query `GET /api/alerts` runs);
// - for the latency budget (reliability/load.reliability.ts): the load test's four requests, each one
//   statement and a session looked up in a map.
// Started by bare-server-process.ts with DATABASE_URL, PORT and BARE_SESSIONS; prints nothing and stops on
// SIGTERM.
import Fastify from "fastify";
import pg from "pg";
import { DEFAULT_POOL_MAX } from "../src/config.js";

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!url || !Number.isInteger(port)) {
  console.error("bare-server.ts needs DATABASE_URL and PORT (the API benchmark sets both)");
  process.exit(1);
}

// The API's pool size (DATABASE_POOL_MAX unset in the benchmark): the same here, so neither has more connections.
const pool = new pg.Pool({ connectionString: url, max: DEFAULT_POOL_MAX });
pool.on("error", () => {});

const app = Fastify({ logger: false });

app.get("/hello", async () => ({ hello: "world" }));

/** An account's alerts by the indexed `account_id`, newest first: the page `listAlertsWithCounts` selects. */
app.get<{ Params: { accountId: string } }>("/alerts/:accountId", async (request) => {
  const { rows } = await pool.query(
    "select * from alerts where account_id = $1 order by created_at desc, id desc limit 51",
    [request.params.accountId],
  );
  return { items: rows };
});

/**
 * The load test's four requests (reliability/support/load-generator.ts) with the least work they need: the
 * `Cookie` header looked up in a map (BARE_SESSIONS: a JSON array of `{ cookie, accountId }`), one statement
 * each, rows sent as PostgreSQL returns them.
 */
const sessions = new Map<string, string>(
  (JSON.parse(process.env.BARE_SESSIONS || "[]") as { cookie: string; accountId: string }[]).map(
    ({ cookie, accountId }) => [cookie, accountId],
  ),
);
const accountOf = (cookie: string | undefined) => (cookie === undefined ? undefined : sessions.get(cookie));

app.post<{ Body: { ticker: string; placement: string; level: number } }>(
  "/api/alerts",
  async (request, reply) => {
    const accountId = accountOf(request.headers.cookie);
    if (!accountId) return reply.code(401).send();
    const { ticker, placement, level } = request.body;
    const { rows } = await pool.query(
      "insert into alerts (account_id, ticker_input, symbol_id, placement, level) values ($1, $2, $2, $3, $4) returning *",
      [accountId, ticker, placement, level],
    );
    return reply.code(201).send(rows[0]);
  },
);

app.get("/api/alerts", async (request, reply) => {
  const accountId = accountOf(request.headers.cookie);
  if (!accountId) return reply.code(401).send();
  const { rows } = await pool.query(
    "select * from alerts where account_id = $1 order by created_at desc, id desc limit 51",
    [accountId],
  );
  return { items: rows };
});

app.delete<{ Params: { id: string } }>("/api/alerts/:id", async (request, reply) => {
  const accountId = accountOf(request.headers.cookie);
  if (!accountId) return reply.code(401).send();
  await pool.query("delete from alerts where id = $1 and account_id = $2", [request.params.id, accountId]);
  return reply.code(204).send();
});

app.get("/api/communities", async (request, reply) => {
  const accountId = accountOf(request.headers.cookie);
  if (!accountId) return reply.code(401).send();
  const { rows } = await pool.query(
    "select c.* from communities c join community_admins a on a.community_id = c.id where a.account_id = $1 order by c.name, c.id",
    [accountId],
  );
  return { items: rows };
});

process.once("SIGTERM", () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});

await app.listen({ host: "127.0.0.1", port });
