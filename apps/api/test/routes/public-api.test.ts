import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alerts, alertTriggers, apiTokens } from "../../src/db/schema.js";
import { createTestAccount } from "../support/accounts.js";
import { createApiToken } from "../support/api-tokens.js";
import { communitySuite, createCommunity } from "../support/communities.js";
import { bearer, type TestUser } from "../support/firebase-users.js";
import { request } from "../support/request.js";
import { createTestApp } from "../support/test-app.js";

const suite = communitySuite();

const DASHBOARD = "http://localhost:3001";

const createToken = (user: TestUser, scope?: "read" | "read-write") =>
  createApiToken(suite.t.app, user, scope);

const newAlert = { ticker: "AAPL", placement: "above", level: 250.5 };

describe("the public API (/api/v1) with personal API tokens", () => {
  it("lets a read token list and get alerts and communities, and refuses it any change with 403", async () => {
    const { token } = await createToken(suite.owner);
    const created = await suite.request("POST", "/api/alerts", newAlert);
    expect(created.statusCode).toBe(201);
    const alertId = created.json().id;
    const communityId = await createCommunity(suite.t.database.db, [suite.ownerId], { name: "Token Lounge" });

    const list = await request(suite.t.app, "GET", "/api/v1/alerts", { as: token });
    expect(list.statusCode, list.body).toBe(200);
    // The same handler (and fast serializer) as the dashboard's: the same answer.
    expect(list.json()).toEqual((await suite.request("GET", "/api/alerts")).json());
    expect(list.json().items.map((a: { id: string }) => a.id)).toContain(alertId);
    const one = await request(suite.t.app, "GET", `/api/v1/alerts/${alertId}`, { as: token });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: alertId, ticker: "AAPL", level: 250.5 });

    const communities = await request(suite.t.app, "GET", "/api/v1/communities", { as: token });
    expect(communities.statusCode).toBe(200);
    expect(communities.json().communities.map((c: { id: string }) => c.id)).toContain(communityId);
    const settings = await request(suite.t.app, "GET", `/api/v1/communities/${communityId}`, { as: token });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ id: communityId, name: "Token Lounge" });

    for (const [method, url, payload] of [
      ["POST", "/api/v1/alerts", newAlert],
      ["PATCH", `/api/v1/alerts/${alertId}`, { status: "paused" }],
      ["DELETE", `/api/v1/alerts/${alertId}`, undefined],
      ["PATCH", `/api/v1/communities/${communityId}`, { tickerMode: "crypto" }],
    ] as const) {
      const refused = await request(suite.t.app, method, url, { as: token, body: payload });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({
        error: {
          code: "forbidden",
          message: "This token can only read. Create a read-write token to change things.",
        },
      });
    }
    const [row] = await suite.t.database.db.select().from(alerts).where(eq(alerts.id, alertId));
    expect(row?.status).toBe("active");
  });

  it("lets a read token read an alert's trigger history and last trigger, and another account's is 404", async () => {
    const { token } = await createToken(suite.owner);
    const alertId = (await suite.request("POST", "/api/alerts", { ...newAlert, ticker: "TSLA" })).json().id;
    await suite.t.database.db.insert(alertTriggers).values({
      alertId,
      triggerKey: "t-1",
      price: 251.25,
      triggeredAt: new Date("2026-01-02T15:00:00.000Z"),
      delivery: "failed",
      failureReason: "Missing Access",
    });
    const history = await request(suite.t.app, "GET", `/api/v1/alerts/${alertId}/triggers`, { as: token });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toEqual((await suite.request("GET", `/api/alerts/${alertId}/triggers`)).json());
    expect(history.json().items).toEqual([
      expect.objectContaining({ price: 251.25, delivery: "failed", failureReason: "Missing Access" }),
    ]);
    const one = await request(suite.t.app, "GET", `/api/v1/alerts/${alertId}`, { as: token });
    expect(one.json().lastTrigger).toMatchObject({ price: 251.25, triggeredAt: "2026-01-02T15:00:00.000Z" });

    const theirs = await suite.request("POST", "/api/alerts", { ...newAlert, ticker: "AMD" }, suite.stranger);
    const refused = await request(suite.t.app, "GET", `/api/v1/alerts/${theirs.json().id}/triggers`, {
      as: token,
    });
    expect(refused.statusCode).toBe(404);
  });

  it("lets a read-write token create, update and delete alerts and change its communities' settings", async () => {
    const { token, scope } = await createToken(suite.owner, "read-write");
    expect(scope).toBe("read-write");
    const created = await request(suite.t.app, "POST", "/api/v1/alerts", {
      as: token,
      body: { ...newAlert, ticker: "MSFT" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const alert = created.json();
    const [row] = await suite.t.database.db.select().from(alerts).where(eq(alerts.id, alert.id));
    expect(row?.accountId).toBe(suite.ownerId);

    const paused = await request(suite.t.app, "PATCH", `/api/v1/alerts/${alert.id}`, {
      as: token,
      body: { status: "paused" },
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: alert.id, status: "paused" });

    const communityId = await createCommunity(suite.t.database.db, [suite.ownerId]);
    const changed = await request(suite.t.app, "PATCH", `/api/v1/communities/${communityId}`, {
      as: token,
      body: {
        tickerMode: "crypto",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().tickerMode).toBe("crypto");

    expect(
      (await request(suite.t.app, "DELETE", `/api/v1/alerts/${alert.id}`, { as: token })).statusCode,
    ).toBe(204);
    expect((await request(suite.t.app, "GET", `/api/v1/alerts/${alert.id}`, { as: token })).statusCode).toBe(
      404,
    );
  });

  it("applies exactly the owner's authorization: another account's alert and community are 404", async () => {
    const { token } = await createToken(suite.owner, "read-write");
    const theirs = await suite.request(
      "POST",
      "/api/alerts",
      { ...newAlert, ticker: "NVDA" },
      suite.stranger,
    );
    const theirAlert = theirs.json().id;
    const theirCommunity = await createCommunity(suite.t.database.db, [suite.strangerId]);
    for (const [method, url, payload] of [
      ["GET", `/api/v1/alerts/${theirAlert}`, undefined],
      ["PATCH", `/api/v1/alerts/${theirAlert}`, { status: "paused" }],
      ["DELETE", `/api/v1/alerts/${theirAlert}`, undefined],
      ["GET", `/api/v1/communities/${theirCommunity}`, undefined],
      ["PATCH", `/api/v1/communities/${theirCommunity}`, { tickerMode: "crypto" }],
    ] as const) {
      const response = await request(suite.t.app, method, url, { as: token, body: payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
    const listed = (await request(suite.t.app, "GET", "/api/v1/alerts", { as: token })).json();
    expect(listed.items.map((a: { id: string }) => a.id)).not.toContain(theirAlert);
    const communities = (await request(suite.t.app, "GET", "/api/v1/communities", { as: token })).json()
      .communities;
    expect(communities.map((c: { id: string }) => c.id)).not.toContain(theirCommunity);
    const [row] = await suite.t.database.db.select().from(alerts).where(eq(alerts.id, theirAlert));
    expect(row?.status).toBe("active");
  });

  it("refuses a revoked token at once, and records when a token was last used", async () => {
    const { id, token } = await createToken(suite.owner);
    expect((await request(suite.t.app, "GET", "/api/v1/alerts", { as: token })).statusCode).toBe(200);
    const [used] = await suite.t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(used?.lastUsedAt).toBeInstanceOf(Date);
    const listed = await suite.t.app.inject({
      method: "GET",
      url: "/api/trading/tokens",
      headers: bearer(suite.owner),
    });
    expect(listed.json().items.find((t: { id: string }) => t.id === id).lastUsedAt).toBe(
      used?.lastUsedAt?.toISOString(),
    );

    const revoked = await suite.t.app.inject({
      method: "DELETE",
      url: `/api/trading/tokens/${id}`,
      headers: bearer(suite.owner),
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await request(suite.t.app, "GET", "/api/v1/alerts", { as: token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: {
        code: "unauthenticated",
        message: "This API token is unknown or was revoked. Create a new one on the dashboard.",
      },
    });
  });

  it("answers 401 with a clear message to a malformed token, an ID token, a cookie or no credential", async () => {
    const malformed = "The Authorization header must be `Bearer cbt_…`";
    for (const authorization of ["Bearer cbt_short", "Token cbt_x", "Bearer ", suite.owner.idToken]) {
      const response = await suite.t.app.inject({
        method: "GET",
        url: "/api/v1/alerts",
        headers: { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().error.code).toBe("unauthenticated");
      expect(response.json().error.message).toContain(malformed);
    }
    // A Firebase ID token, as the dashboard sends it, is not a personal API token.
    const idToken = await suite.t.app.inject({
      method: "GET",
      url: "/api/v1/alerts",
      headers: bearer(suite.owner),
    });
    expect(idToken.statusCode).toBe(401);
    expect(idToken.json().error.message).toContain(malformed);

    const session = await suite.t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: { origin: DASHBOARD },
      payload: { idToken: suite.owner.idToken },
    });
    expect(session.statusCode).toBe(204);
    const cookie = [session.headers["set-cookie"]].flat().find((c) => c?.startsWith("__session="));
    const headers = { cookie: cookie?.split(";")[0] ?? "", origin: DASHBOARD };
    // The cookie works on the dashboard's route and is ignored on the public API's.
    expect((await suite.t.app.inject({ method: "GET", url: "/api/alerts", headers })).statusCode).toBe(200);
    for (const method of ["GET", "POST"] as const) {
      const response = await suite.t.app.inject({
        method,
        url: "/api/v1/alerts",
        headers,
        ...(method === "POST" && { payload: newAlert }),
      });
      expect(response.statusCode, method).toBe(401);
      expect(response.json().error.message).toContain("needs a personal API token");
    }
  });

  it("answers no CORS headers to any origin, the dashboard's included, preflight or not", async () => {
    const { token } = await createToken(suite.owner);
    for (const origin of [DASHBOARD, "https://evil.example"]) {
      const response = await suite.t.app.inject({
        method: "GET",
        url: "/api/v1/alerts",
        headers: { authorization: `Bearer ${token}`, origin },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
      const preflight = await suite.t.app.inject({
        method: "OPTIONS",
        url: "/api/v1/alerts",
        headers: { origin, "access-control-request-method": "POST" },
      });
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    }
    // The dashboard's own route still answers its origin.
    const dashboard = await suite.t.app.inject({
      method: "GET",
      url: "/api/alerts",
      headers: { ...bearer(suite.owner), origin: DASHBOARD },
    });
    expect(dashboard.headers["access-control-allow-origin"]).toBe(DASHBOARD);
  });

  it("counts token requests in the owner's per-account rate limit, with the dashboard's", async () => {
    const limited = await createTestApp({ ACCOUNT_RATE_LIMIT_MAX: "3" });
    try {
      const user = await createTestAccount(limited);
      const created = await limited.app.inject({
        method: "POST",
        url: "/api/trading/tokens",
        headers: bearer(user),
        payload: { label: "Busy script" },
      });
      const { token } = created.json();
      const viaToken = () => request(limited.app, "GET", "/api/v1/alerts", { as: token });
      expect((await viaToken()).statusCode).toBe(200);
      expect((await viaToken()).statusCode).toBe(200);
      const over = await viaToken();
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe("rate_limited");
      // Counted per account: the dashboard's calls of the same account are over the limit too.
      const dashboard = await limited.app.inject({
        method: "GET",
        url: "/api/alerts",
        headers: bearer(user),
      });
      expect(dashboard.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
