import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/open-database.js";
import { accounts, sessions } from "../src/db/schema.js";
import { createIdentity, type Identity } from "../src/identity/identity.js";
import { createTestUser, signInWithPassword, type TestUser } from "../test/support/firebase-users.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { type ForwardingProxy, startForwardingProxy } from "./support/forwarding-proxy.js";
import { createDatabase, openForChecks } from "./support/postgres.js";
import { startTcpRelay, type TcpRelay } from "./support/tcp-relay.js";

const DASHBOARD = "http://localhost:3001";
const WEB = "http://localhost:3000";

let database: { url: string; drop(): Promise<void> };
/**
 * Where the processes' requests reach PostgreSQL: `DATABASE_URL`, the pooled URL of a deployment (a pooler in
 * transaction mode delivers no notification and holds no session lock); it counts what goes through it.
 */
let pooled: TcpRelay;
/** Two API processes on one database, as a deployment runs them, each behind its own proxy hop. */
let apis: ApiProcess[];
let proxies: ForwardingProxy[];
let checks: Database;
let identity: Identity;

beforeAll(async () => {
  database = await createDatabase();
  const direct = new URL(database.url);
  pooled = await startTcpRelay(
    { host: direct.hostname, port: Number(direct.port || 5432) },
    "select",
    "listen ",
    "pg_advisory_lock",
  );
  const pooledUrl = new URL(database.url);
  pooledUrl.host = `127.0.0.1:${pooled.port}`;
  const env = {
    DATABASE_URL: pooledUrl.toString(),
    DATABASE_DIRECT_URL: database.url,
    TRUST_PROXY: "1",
    RATE_LIMIT_MAX: "100000",
    AUTH_RATE_LIMIT_MAX: "100000",
    ACCOUNT_RATE_LIMIT_MAX: "100000",
  };
  apis = [await startApiProcess(env), await startApiProcess(env)];
  proxies = await Promise.all(apis.map((api) => startForwardingProxy(api.url)));
  checks = await openForChecks(database.url);
  identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9099" });
}, 120_000);
afterAll(async () => {
  await Promise.all((proxies ?? []).map((proxy) => proxy.close()));
  await Promise.all((apis ?? []).map((api) => api.stop()));
  await pooled?.close();
  await checks?.close();
  await database?.drop();
  await identity?.close();
});

/** A request through instance `which`'s proxy hop. */
function call(which: 0 | 1, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${proxies[which]?.url}${path}`, { redirect: "manual", ...init });
}

/** Signs in as the dashboard does; returns the Set-Cookie header and the `Cookie` value to send back. */
async function signIn(user: { idToken: string }, which: 0 | 1 = 0) {
  const response = await call(which, "/api/session", {
    method: "POST",
    headers: { origin: DASHBOARD, "content-type": "application/json" },
    body: JSON.stringify({ idToken: user.idToken }),
  });
  expect(response.status, await response.clone().text()).toBe(204);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("__session=")) ?? "";
  return { setCookie, cookie: setCookie.split(";")[0] as string };
}

const whoAmI = (which: 0 | 1, cookie: string) => call(which, "/api/session", { headers: { cookie } });

/**
 * Waits past the current second: a sign-in's time (`auth_time`) has whole seconds, and a new sign-in in the
 * second of one that was signed out counts as that one.
 */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/** Polls until `check` holds or `ms` pass; returns how long it took, or undefined. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return undefined;
}

describe("Sessions over real HTTP, two API processes behind proxy hops", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser(identity.auth);
  });

  it("sets an HttpOnly, SameSite=Strict session cookie whose value is not what the database holds", async () => {
    const { setCookie, cookie } = await signIn(user);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    const secret = cookie.slice("__session=".length);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await checks.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash.includes(secret))).toBe(false);
  });

  it("a copied cookie dies with the sign-out on every instance, including one that had it cached", async () => {
    await nextSecond();
    const { cookie } = await signIn({ idToken: await signInWithPassword(user.email, user.password) });
    const copy = cookie;
    // The attacker's copy is served (and cached) by instance 1.
    for (let i = 0; i < 3; i++) expect((await whoAmI(1, copy)).status).toBe(200);
    const out = await call(0, "/api/session", { method: "DELETE", headers: { origin: DASHBOARD, cookie } });
    expect(out.status).toBe(204);
    expect((await whoAmI(0, copy)).status).toBe(401);
    // Instance 1 hears of it from PostgreSQL (LISTEN/NOTIFY on its direct URL), within a second, not from a
    // timeout (the cache keeps 60 s).
    const took = await within(1_000, async () => (await whoAmI(1, copy)).status === 401);
    expect(took, "instance 1 still accepts the copied cookie").toBeDefined();
    const alerts = await call(1, "/api/alerts", { headers: { cookie: copy } });
    expect(alerts.status).toBe(401);
  });

  it("requests use the pooled URL; LISTEN and the migration lock only the direct one", () => {
    expect(pooled.count("select")).toBeGreaterThan(0);
    expect(pooled.count("listen ")).toBe(0);
    expect(pooled.count("pg_advisory_lock")).toBe(0);
  });

  it("a revoked device and 'sign out everywhere' end copies on both instances", async () => {
    const someone = await createTestUser(identity.auth);
    const phone = await signIn(someone, 1);
    await nextSecond();
    const laptop = await signIn({ idToken: await signInWithPassword(someone.email, someone.password) }, 0);
    expect((await whoAmI(1, phone.cookie)).status).toBe(200);
    const list = (await (await call(0, "/api/sessions", { headers: { cookie: laptop.cookie } })).json()) as {
      items: { id: string; current: boolean }[];
    };
    const phoneId = list.items.find((s) => !s.current)?.id;
    const revoke = await call(0, `/api/sessions/${phoneId}`, {
      method: "DELETE",
      headers: { origin: DASHBOARD, cookie: laptop.cookie },
    });
    expect(revoke.status).toBe(204);
    expect(await within(2_000, async () => (await whoAmI(1, phone.cookie)).status === 401)).toBeDefined();

    await nextSecond(); // a sign-in of its own: not the second of the phone's ended one
    const tablet = await signIn({ idToken: await signInWithPassword(someone.email, someone.password) }, 1);
    expect((await whoAmI(1, tablet.cookie)).status).toBe(200);
    const everywhere = await call(0, "/api/sessions", {
      method: "DELETE",
      headers: { origin: DASHBOARD, cookie: laptop.cookie },
    });
    expect(await everywhere.json()).toEqual({ ended: 2 });
    expect(await within(2_000, async () => (await whoAmI(1, tablet.cookie)).status === 401)).toBeDefined();
    expect((await whoAmI(0, laptop.cookie)).status).toBe(401);
  });

  it("the marketing origin may read who is signed in and which services are on, and nothing else", async () => {
    const { cookie } = await signIn(await createTestUser(identity.auth));
    const read = await call(0, "/api/session", { headers: { cookie, origin: WEB } });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBe(WEB);
    expect(read.headers.get("access-control-allow-credentials")).toBe("true");
    // The services: readable (no user data), but without credentials, so the browser never sends the cookie.
    const services = await call(0, "/api/services", { headers: { origin: WEB } });
    expect(services.status).toBe(200);
    expect(services.headers.get("access-control-allow-origin")).toBe(WEB);
    expect(services.headers.get("access-control-allow-credentials")).toBeNull();
    expect(Object.keys((await services.json()) as object).sort()).toEqual([
      "discordBot",
      "discordSignIn",
      "payments",
    ]);
    const servicesPreflight = await call(0, "/api/services", {
      method: "OPTIONS",
      headers: { origin: WEB, "access-control-request-method": "GET" },
    });
    expect(servicesPreflight.headers.get("access-control-allow-origin")).toBe(WEB);
    expect(servicesPreflight.headers.get("access-control-allow-credentials")).toBeNull();
    // Another origin gets no CORS for it either.
    const elsewhere = await call(0, "/api/services", { headers: { origin: "https://evil.example" } });
    expect(elsewhere.headers.get("access-control-allow-origin")).toBeNull();
    const alerts = await call(0, "/api/alerts", { headers: { cookie, origin: WEB } });
    expect(alerts.headers.get("access-control-allow-origin")).toBeNull();
    for (const [method, path] of [
      ["POST", "/api/alerts"],
      ["POST", "/api/services"],
      ["DELETE", "/api/session"],
      ["DELETE", "/api/sessions"],
      ["PATCH", "/api/account"],
    ] as const) {
      const preflight = await call(0, path, {
        method: "OPTIONS",
        headers: { origin: WEB, "access-control-request-method": method },
      });
      expect(preflight.headers.get("access-control-allow-origin"), `${method} ${path}`).toBeNull();
      // A browser would not send it after that preflight; a form post or a script sends it anyway.
      const write = await call(0, path, {
        method,
        headers: { origin: WEB, cookie, "content-type": "application/json" },
        body: method === "DELETE" ? undefined : JSON.stringify({ displayName: "Mallory" }),
      });
      expect(write.status, `${method} ${path}`).toBe(403);
      expect(((await write.json()) as { error: { code: string } }).error.code).toBe("origin_not_allowed");
    }
    expect((await whoAmI(0, cookie)).status).toBe(200);
  });

  it("refuses cookie-authenticated writes from a hostile origin or with no Origin, and login CSRF", async () => {
    const someone = await createTestUser(identity.auth);
    const { cookie } = await signIn(someone);
    for (const origin of ["https://evil.example", "null", `${DASHBOARD}.evil.example`, undefined]) {
      const response = await call(0, "/api/alerts", {
        method: "POST",
        headers: { cookie, "content-type": "application/json", ...(origin && { origin }) },
        body: JSON.stringify({ ticker: "BTCUSD", placement: "above", level: 1 }),
      });
      expect(response.status, String(origin)).toBe(403);
    }
    const csrf = await call(0, "/api/session", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ idToken: someone.idToken }),
    });
    expect(csrf.status).toBe(403);
    expect(csrf.headers.getSetCookie()).toEqual([]);
  });

  it("sensitive actions need a sign-in within 5 minutes, and re-authentication restores them", async () => {
    const someone = await createTestUser(identity.auth);
    const { cookie } = await signIn(someone);
    const [account] = await checks.db.select().from(accounts).where(eq(accounts.firebaseUid, someone.uid));
    await checks.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(sessions.accountId, account?.id ?? ""));
    const write = (path: string, body?: unknown, method = "POST") =>
      call(0, path, {
        method,
        headers: {
          origin: DASHBOARD,
          cookie,
          ...(body !== undefined && { "content-type": "application/json" }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    for (const [path, body, method] of [
      ["/api/trading/tokens", { label: "CLI" }, "POST"],
      [
        "/api/trading/credentials",
        { label: "Main", exchange: "binance", apiKey: "k".repeat(64), apiSecret: "s".repeat(64) },
        "POST",
      ],
      ["/api/account", undefined, "DELETE"],
    ] as const) {
      const response = await write(path, body, method);
      expect(response.status, path).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "recent_sign_in_required",
      );
    }
    const reauth = await call(0, "/api/session", {
      method: "PUT",
      headers: { origin: DASHBOARD, cookie, "content-type": "application/json" },
      body: JSON.stringify({ idToken: await signInWithPassword(someone.email, someone.password) }),
    });
    expect(reauth.status).toBe(204);
    expect((await write("/api/trading/tokens", { label: "CLI" })).status).toBe(201);
  });
});
