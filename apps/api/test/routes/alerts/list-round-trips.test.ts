import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

// The dashboard's most frequent request, `GET /api/alerts` with the session cookie, makes one round trip to the
// database once the session is known, as the bare select of the API's throughput budget does
// (docs/decisions/api-budget-against-bare-select.md): the session comes from this process's cache, and the
// page, each alert's latest trigger and test, and the counts by status come in one statement.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DASHBOARD = { origin: "http://localhost:3001" };

/** The database client's statements while `run` runs (the pool on PostgreSQL, the instance on PGlite). */
async function statementsDuring(run: () => Promise<void>): Promise<number> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return statements;
}

async function signedInWithAlerts(alerts: number): Promise<string> {
  const user = await createTestUser(t.app.identity.auth);
  const session = await request(t.app, "POST", "/api/session", {
    headers: DASHBOARD,
    body: { idToken: user.idToken },
  });
  expect(session.statusCode, session.body).toBe(204);
  const cookie = String([session.headers["set-cookie"]].flat().find((c) => c?.startsWith("__session=")));
  const header = cookie.split(";")[0] as string;
  for (let i = 0; i < alerts; i += 1) {
    const created = await request(t.app, "POST", "/api/alerts", {
      as: { cookie: header },
      headers: DASHBOARD,
      body: { ticker: "BTCUSD", placement: "above", level: 60_000 + 1_000 * i },
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  return header;
}

describe("GET /api/alerts with a session cookie", () => {
  it("makes one round trip to the database a request once the session is known", async () => {
    const cookie = await signedInWithAlerts(3);
    const list = async () => {
      const response = await request(t.app, "GET", "/api/alerts", { as: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items).toHaveLength(3);
      expect(response.json().counts.active).toBe(3);
    };
    await list();
    expect(
      await statementsDuring(async () => Promise.all([list(), list(), list(), list()]).then(() => {})),
    ).toBe(4);
  });

  it("reads the counts in a second statement only when the page is empty", async () => {
    const cookie = await signedInWithAlerts(0);
    const list = async () => {
      const response = await request(t.app, "GET", "/api/alerts", { as: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items).toEqual([]);
    };
    await list();
    expect(await statementsDuring(list)).toBe(2);
  });

  it("shows each timestamp as stored, to the millisecond, whatever its microseconds", async () => {
    // The page reads timestamps as milliseconds since the epoch (a float8): a value just past a millisecond
    // must not round down into the one before, nor one just short of the next round up.
    const cookie = await signedInWithAlerts(1);
    const listed = async () => {
      const response = await request(t.app, "GET", "/api/alerts", { as: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items[0];
    };
    const { id } = await listed();
    const stamps = [
      ["2026-03-01T10:00:00.000001Z", "2026-03-01T10:00:00.000Z"],
      ["2026-03-01T10:00:00.999999Z", "2026-03-01T10:00:00.999Z"],
      ["1999-12-31T23:59:59.001000Z", "1999-12-31T23:59:59.001Z"],
      ["2099-07-04T12:34:56.789499Z", "2099-07-04T12:34:56.789Z"],
    ];
    for (const [stored, shown] of stamps) {
      await t.database.db.execute(sql`update alerts set created_at = ${stored}::timestamptz,
        triggered_at = ${stored}::timestamptz, expires_at = ${stored}::timestamptz where id = ${id}`);
      const item = await listed();
      expect([item.createdAt, item.triggeredAt, item.expiresAt]).toEqual([shown, shown, shown]);
    }
  });
});
