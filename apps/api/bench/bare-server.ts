// The reference servers of the API benchmark (api.bench.ts), in a process of their own like the API's:
// a bare Fastify app with no plugins, a hello-world route and a route doing one indexed select of an
// account's alerts (the query `GET /api/alerts` runs, through `pg` with the API's pool size).
// Started by the benchmark with DATABASE_URL and PORT; prints nothing and stops on SIGTERM.
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

process.once("SIGTERM", () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});

await app.listen({ host: "127.0.0.1", port });
