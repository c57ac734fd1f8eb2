import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accounts, sessions } from "../../src/db/schema.js";
import { bearer, createTestUser, signInWithPassword, type TestUser } from "../support/firebase-users.js";
import { request } from "../support/request.js";
import { createTestApp, type TestApp } from "../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

/** Makes the API's clock run `minutes` ahead: the sign-in behind a token looks that much older. */
function laterBy(minutes: number) {
  const now = Date.now();
  vi.spyOn(Date, "now").mockReturnValue(now + minutes * 60 * 1000);
}

const DASHBOARD = "http://localhost:3001";
const fromDashboard = { origin: DASHBOARD };
const setCookies = (headers: Record<string, unknown>) => [headers["set-cookie"] as string | string[]].flat();
const sessionCookie = (headers: Record<string, unknown>) =>
  setCookies(headers).find((cookie) => cookie?.startsWith("__session="));

/** Signs `user` in as the dashboard does; returns the `Cookie` header value. */
async function startSession(user: { idToken: string }, userAgent?: string): Promise<string> {
  const response = await request(t.app, "POST", "/api/session", {
    headers: { ...fromDashboard, ...(userAgent && { "user-agent": userAgent }) },
    body: { idToken: user.idToken },
  });
  expect(response.statusCode, response.body).toBe(204);
  return (sessionCookie(response.headers) ?? "").split(";")[0] as string;
}

const whoAmI = (cookie: string) => request(t.app, "GET", "/api/session", { as: { cookie } });

describe("starting a session", () => {
  it("sets an HttpOnly, SameSite=Strict cookie holding a random secret of which only the hash is stored", async () => {
    const user = await createTestUser(t.app.identity.auth, { displayName: "Ada" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: {
        ...fromDashboard,
        "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/130.0 Safari/537.36",
      },
      payload: { idToken: user.idToken },
    });
    expect(response.statusCode).toBe(204);
    const cookie = sessionCookie(response.headers) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // not in development and tests; production adds it (config test)
    const secret = /^__session=([^;]+)/.exec(cookie)?.[1] ?? "";
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes
    const hint = setCookies(response.headers).find((c) => c?.startsWith("chartbot_signed_in="));
    expect(hint).toMatch(/^chartbot_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);

    const rows = await t.database.db.select().from(sessions);
    const row = rows.find((r) => r.tokenHash === createHash("sha256").update(secret).digest("base64url"));
    expect(row?.device).toBe("Chrome on macOS");
    expect(rows.some((r) => r.tokenHash === secret)).toBe(false);

    const session = await whoAmI(`__session=${secret}`);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      uid: user.uid,
      displayName: "Ada",
      email: user.email,
      emailVerified: true,
    });
    expect(Date.parse(session.json().recentSignInUntil)).toBeGreaterThan(Date.now());
  });

  it("refuses an invalid ID token, and one from a sign-in older than 5 minutes", async () => {
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: fromDashboard,
      payload: { idToken: "not-a-token" },
    });
    expect(invalid.statusCode).toBe(401);
    expect(sessionCookie(invalid.headers)).toBeUndefined();

    const user = await createTestUser(t.app.identity.auth);
    // Six minutes later, the same (still unexpired) ID token is what a stolen, refreshed token looks like.
    laterBy(6);
    const stale = user.idToken;
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: fromDashboard,
      payload: { idToken: stale },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toMatch(/too old/);
    expect(sessionCookie(refused.headers)).toBeUndefined();
  });

  it("answers 401 when signed out, for a forged cookie, and for a cookie whose session ended", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/session" })).statusCode).toBe(401);
    expect((await whoAmI("__session=abc.def.ghi")).statusCode).toBe(401);
    expect((await whoAmI(`__session=${"A".repeat(43)}`)).statusCode).toBe(401);
  });

  it("reports an unverified user as such and keeps them out of account data", async () => {
    const user = await createTestUser(t.app.identity.auth, { verified: false });
    const cookie = await startSession(user);
    expect((await whoAmI(cookie)).json()).toMatchObject({ email: user.email, emailVerified: false });
    const alerts = await t.app.inject({ method: "GET", url: "/api/alerts", headers: { cookie } });
    expect(alerts.statusCode).toBe(403);
    expect(alerts.json().error.code).toBe("email_not_verified");
  });
});

describe("ending sessions", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser(t.app.identity.auth);
  });

  it("signing out ends the session for every copy of the cookie", async () => {
    const cookie = await startSession(user);
    const copy = cookie; // what an attacker copied from the browser
    expect((await whoAmI(copy)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "DELETE",
      url: "/api/session",
      headers: { ...fromDashboard, cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(sessionCookie(out.headers)).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await whoAmI(copy)).statusCode).toBe(401);
    // Nor can a copy of the (still unexpired) ID token of that sign-in start a new session.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: fromDashboard,
      payload: { idToken: user.idToken },
    });
    expect(again.statusCode).toBe(401);
    const alerts = await t.app.inject({ method: "GET", url: "/api/alerts", headers: { cookie: copy } });
    expect(alerts.statusCode).toBe(401);
    expect(alerts.json().error.message).toMatch(/session has ended/);
  });

  it("a browser signing in again replaces its session; a lost answer leaves its sign-in usable", async () => {
    const someone = await createTestUser(t.app.identity.auth);
    const first = await startSession(someone);
    // The same browser (it sends its cookie) starts a session again, but never receives the answer.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: { ...fromDashboard, cookie: first },
      payload: { idToken: someone.idToken },
    });
    expect(again.statusCode).toBe(204);
    expect((await whoAmI(first)).statusCode).toBe(401);
    // It still holds the old cookie and the same Firebase sign-in: it can start a session.
    const retried = await startSession(someone);
    expect((await whoAmI(retried)).statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/sessions", headers: { cookie: retried } });
    expect(list.json().items).toHaveLength(2);
  });

  it("lists the account's sessions with their device, marks the current one, and revokes another", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // a sign-in of its own second
    const phoneSignIn = { idToken: await signInWithPassword(user.email, user.password) };
    const phone = await startSession(
      phoneSignIn,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1",
    );
    const laptop = await startSession(
      { idToken: await signInWithPassword(user.email, user.password) },
      "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0",
    );
    const list = await t.app.inject({ method: "GET", url: "/api/sessions", headers: { cookie: laptop } });
    expect(list.statusCode).toBe(200);
    const { items, nextCursor } = list.json() as {
      items: { id: string; device: string; current: boolean }[];
      nextCursor: null;
    };
    expect(nextCursor).toBeNull();
    expect(items.map((s) => [s.device, s.current])).toEqual([
      ["Firefox on Linux", true],
      ["Safari on iOS", false],
    ]);
    const phoneId = items[1]?.id;
    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/sessions/${phoneId}`,
      headers: { ...fromDashboard, cookie: laptop },
    });
    expect(revoke.statusCode).toBe(204);
    expect((await whoAmI(phone)).statusCode).toBe(401);
    expect((await whoAmI(laptop)).statusCode).toBe(200);
    // The phone's Firebase sign-in is still fresh, yet it cannot start a new session: that sign-in ended.
    const comeback = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: fromDashboard,
      payload: { idToken: phoneSignIn.idToken },
    });
    expect(comeback.statusCode).toBe(401);
    expect(comeback.json().error.message).toMatch(/was signed out/);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/sessions/${phoneId}`,
      headers: { ...fromDashboard, cookie: laptop },
    });
    expect(again.statusCode).toBe(404);
  });

  it("never lets one account see or end another's sessions", async () => {
    const other = await createTestUser(t.app.identity.auth);
    const theirs = await startSession(other);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // not the second of an ended sign-in
    const mine = await startSession({ idToken: await signInWithPassword(user.email, user.password) });
    const [theirRow] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(accounts.firebaseUid, other.uid));
    const attempt = await t.app.inject({
      method: "DELETE",
      url: `/api/sessions/${theirRow?.id}`,
      headers: { ...fromDashboard, cookie: mine },
    });
    expect(attempt.statusCode).toBe(404);
    expect((await whoAmI(theirs)).statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/sessions", headers: { cookie: mine } });
    expect(list.json().items.map((s: { id: string }) => s.id)).not.toContain(theirRow?.id);
  });

  it("pages the list with an opaque cursor and refuses a forged one", async () => {
    const many = await createTestUser(t.app.identity.auth);
    const cookies: string[] = [];
    for (let i = 0; i < 5; i++)
      cookies.push(await startSession({ idToken: await signInWithPassword(many.email, many.password) }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : "?limit=2";
      const page = await t.app.inject({
        method: "GET",
        url: `/api/sessions${query}`,
        headers: { cookie: cookies[0] },
      });
      expect(page.statusCode).toBe(200);
      const body = page.json() as { items: { id: string }[]; nextCursor: string | null };
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((s) => s.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/sessions?cursor=bm90LWEtY3Vyc29y",
      headers: { cookie: cookies[0] },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toMatch(/not a cursor this list gave out/);
  });

  it("signing out everywhere ends every session and refuses ID tokens from earlier sign-ins", async () => {
    const someone = await createTestUser(t.app.identity.auth);
    const first = await startSession(someone);
    const second = await startSession({ idToken: await signInWithPassword(someone.email, someone.password) });
    // auth_time has a resolution of a second (rounded): the sign-out must be clearly later than the sign-ins.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const everywhere = await t.app.inject({
      method: "DELETE",
      url: "/api/sessions",
      headers: { ...fromDashboard, cookie: second },
    });
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.json()).toEqual({ ended: 2 });
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(401);
    const oldToken = await t.app.inject({ method: "GET", url: "/api/alerts", headers: bearer(someone) });
    expect(oldToken.statusCode).toBe(401);
    // Firebase's refresh tokens are revoked too: the emulator refuses to sign the old refresh token in.
    const record = await t.app.identity.auth.getUser(someone.uid);
    expect(Date.parse(record.tokensValidAfterTime ?? "")).toBeGreaterThan(Date.now() - 5_000);
    // A new sign-in works again.
    const back = await startSession({ idToken: await signInWithPassword(someone.email, someone.password) });
    expect((await whoAmI(back)).statusCode).toBe(200);
  });

  it("'sign out other devices' keeps the current session", async () => {
    const someone = await createTestUser(t.app.identity.auth);
    const other = await startSession(someone);
    const current = await startSession({
      idToken: await signInWithPassword(someone.email, someone.password),
    });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/sessions?keep=current",
      headers: { ...fromDashboard, cookie: current },
    });
    expect(response.json()).toEqual({ ended: 1 });
    expect((await whoAmI(other)).statusCode).toBe(401);
    expect((await whoAmI(current)).statusCode).toBe(200);
    // The API's own record refuses ID tokens from the earlier sign-ins (Firebase was not asked to revoke).
    const oldToken = await t.app.inject({ method: "GET", url: "/api/alerts", headers: bearer(someone) });
    expect(oldToken.statusCode).toBe(401);
  });

  it("deleting the account ends its sessions", async () => {
    const someone = await createTestUser(t.app.identity.auth);
    const cookie = await startSession(someone);
    const copy = cookie;
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { ...fromDashboard, cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await whoAmI(copy)).statusCode).toBe(401);
  });

  it("a password changed at Firebase ends the sessions started before, once the change is seen", async () => {
    const someone = await createTestUser(t.app.identity.auth);
    const before = await startSession(someone);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await t.app.identity.auth.updateUser(someone.uid, { password: "a-new-password-123" });
    await t.app.identity.auth.revokeRefreshTokens(someone.uid); // what Firebase does on a password change
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    // The next sign-in, on any device, applies the revocation to every older session.
    const after = await startSession({
      idToken: await signInWithPassword(someone.email, "a-new-password-123"),
    });
    expect((await whoAmI(before)).statusCode).toBe(401);
    expect((await whoAmI(after)).statusCode).toBe(200);
  });
});

describe("what Firebase says, asked at most every 5 minutes per session", () => {
  /** Makes the session's last use 6 minutes old, as after a pause; the cache hears of it and forgets it. */
  async function pause(uid: string) {
    const [row] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(accounts.firebaseUid, uid));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(sessions.id, row?.id ?? ""));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return row?.id ?? "";
  }

  it("keeps a session Firebase still vouches for, and writes its last use", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const cookie = await startSession(user);
    const id = await pause(user.uid);
    const answers = await Promise.all([whoAmI(cookie), whoAmI(cookie), whoAmI(cookie)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("ends the session of a user disabled at Firebase", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const cookie = await startSession(user);
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    await t.app.identity.auth.updateUser(user.uid, { disabled: true });
    const id = await pause(user.uid);
    expect((await whoAmI(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });
});

describe("recent sign-in", () => {
  it("sensitive actions need a sign-in within 5 minutes; a fresh ID token on PUT /api/session re-authenticates", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const cookie = await startSession(user);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(eq(accounts.firebaseUid, user.uid));
    // The sign-in was 10 minutes ago.
    await t.database.db
      .update(sessions)
      .set({ authenticatedAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(sessions.id, row?.sessions.id ?? ""));

    const create = () =>
      request(t.app, "POST", "/api/trading/tokens", {
        as: { cookie },
        headers: fromDashboard,
        body: { label: "CLI" },
      });
    const refused = await create();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("recent_sign_in_required");
    for (const request of [
      { method: "DELETE" as const, url: "/api/account" },
      {
        method: "POST" as const,
        url: "/api/trading/credentials",
        payload: { label: "Main", exchange: "binance", apiKey: "k".repeat(64), apiSecret: "s".repeat(64) },
      },
    ]) {
      const response = await t.app.inject({ ...request, headers: { ...fromDashboard, cookie } });
      expect(response.json().error?.code, request.url).toBe("recent_sign_in_required");
    }
    expect(Date.parse((await whoAmI(cookie)).json().recentSignInUntil)).toBeLessThan(Date.now());

    // Re-authentication: the dashboard signs in again with Firebase and hands over the fresh token.
    const fresh = await signInWithPassword(user.email, user.password);
    const reauth = await t.app.inject({
      method: "PUT",
      url: "/api/session",
      headers: { ...fromDashboard, cookie },
      payload: { idToken: fresh },
    });
    expect(reauth.statusCode).toBe(204);
    expect((await create()).statusCode).toBe(201);
  });

  it("refuses to refresh a session with another user's ID token", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const other = await createTestUser(t.app.identity.auth);
    const cookie = await startSession(user);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/session",
      headers: { ...fromDashboard, cookie },
      payload: { idToken: other.idToken },
    });
    expect(response.statusCode).toBe(403);
  });

  it("a Bearer ID token counts from its own sign-in time", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const create = () => request(t.app, "POST", "/api/trading/tokens", { as: user, body: { label: "CLI" } });
    laterBy(10);
    expect((await create()).json().error.code).toBe("recent_sign_in_required");
    vi.restoreAllMocks();
    expect((await create()).statusCode).toBe(201);
  });
});

describe("origins", () => {
  it("lets the dashboard use everything with credentials, the marketing site only ask who is signed in", async () => {
    const preflight = (origin: string, method: string, url = "/api/session") =>
      request(t.app, "OPTIONS", url, { headers: { origin, "access-control-request-method": method } });
    const web = await preflight("http://localhost:3000", "GET");
    expect(web.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(web.headers["access-control-allow-credentials"]).toBe("true");
    for (const [method, url] of [
      ["DELETE", "/api/session"],
      ["POST", "/api/alerts"],
      ["GET", "/api/alerts"],
    ] as const) {
      const refused = await preflight("http://localhost:3000", method, url);
      expect(refused.headers["access-control-allow-origin"], `${method} ${url}`).toBeUndefined();
    }
    const dashboard = await preflight(DASHBOARD, "POST", "/api/alerts");
    expect(dashboard.headers["access-control-allow-origin"]).toBe(DASHBOARD);
    expect(dashboard.headers["access-control-allow-credentials"]).toBe("true");
    const evil = await preflight("https://evil.example", "GET");
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("refuses cookie-authenticated writes from any origin but the dashboard's, and writes without an Origin", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const cookie = await startSession(user);
    for (const origin of ["http://localhost:3000", "https://evil.example", undefined]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/alerts",
        headers: { cookie, "content-type": "application/json", ...(origin && { origin }) },
        payload: { ticker: "BTCUSD", placement: "above", level: 1 },
      });
      expect(response.statusCode, String(origin)).toBe(403);
      expect(response.json().error.code).toBe("origin_not_allowed");
      const signOut = await t.app.inject({
        method: "DELETE",
        url: "/api/session",
        headers: { cookie, ...(origin && { origin }) },
      });
      expect(signOut.statusCode).toBe(403);
    }
    expect((await whoAmI(cookie)).statusCode).toBe(200);
    // No signing a visitor into someone else's account from another site.
    const loginCsrf = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: { origin: "https://evil.example" },
      payload: { idToken: user.idToken },
    });
    expect(loginCsrf.statusCode).toBe(403);
  });
});
