import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestUser } from "./support/firebase-users.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t?.close());

const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie].flat().find((cookie) => cookie?.startsWith("__session="));

describe("sessions", () => {
  it("turns an ID token into an HttpOnly, SameSite=Lax session cookie that identifies the user", async () => {
    const user = await createTestUser(t.app.identity.auth, { displayName: "Ada" });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/session",
      payload: { idToken: user.idToken },
    });
    expect(created.statusCode).toBe(204);
    const cookie = sessionCookie(created.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const hint = [created.headers["set-cookie"]].flat().find((c) => c?.startsWith("chartbot_signed_in="));
    expect(hint).toMatch(/^chartbot_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);

    const value = cookie?.split(";")[0] ?? "";
    const session = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: value } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      displayName: "Ada",
      email: user.email,
      emailVerified: true,
      photoURL: null,
    });
  });

  it("reports an unverified user as such", async () => {
    const user = await createTestUser(t.app.identity.auth, { verified: false });
    const session = await t.app.inject({ method: "GET", url: "/api/session", headers: bearer(user) });
    expect(session.json()).toMatchObject({ email: user.email, emailVerified: false });
  });

  it("answers 401 with the error shape when signed out or with a forged cookie", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/api/session" });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe("unauthenticated");
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { cookie: "__session=abc.def.ghi" },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("refuses to start a session from an invalid ID token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/session",
      payload: { idToken: "not-a-token" },
    });
    expect(response.statusCode).toBe(401);
    expect(sessionCookie(response.headers["set-cookie"])).toBeUndefined();
  });

  it("clears the cookie on DELETE", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/session" });
    expect(response.statusCode).toBe(204);
    expect(sessionCookie(response.headers["set-cookie"])).toMatch(/__session=;.*Expires=Thu, 01 Jan 1970/);
    const hint = [response.headers["set-cookie"]].flat().find((c) => c?.startsWith("chartbot_signed_in="));
    expect(hint).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("allows the two app origins with credentials, and no other origin", async () => {
    const allowed = await t.app.inject({
      method: "OPTIONS",
      url: "/api/session",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "GET" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(allowed.headers["access-control-allow-credentials"]).toBe("true");
    const other = await t.app.inject({
      method: "OPTIONS",
      url: "/api/session",
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
