import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, alerts } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { bearer, createTestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A signed-up user whose account has one price alert. */
async function accountWithAlert(alert: Omit<typeof alerts.$inferInsert, "accountId">) {
  const { account, ...user } = await createTestAccount(t);
  await t.database.db.insert(alerts).values({ accountId: account.id, ...alert });
  return { user, account };
}

describe("the account", () => {
  it("is created on the first request of a verified user and read back", async () => {
    const user = await createTestUser(t.app.identity.auth, { displayName: "Grace" });
    const response = await t.app.inject({ method: "GET", url: "/api/account", headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: user.email,
      displayName: "Grace",
      emailVerified: true,
      discord: null,
      tickerMode: "traditional",
    });
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.firebaseUid, user.uid));
    expect(rows).toHaveLength(1);
  });

  it("refuses account data to an unverified user with 403 email_not_verified", async () => {
    const user = await createTestUser(t.app.identity.auth, { verified: false });
    const response = await t.app.inject({ method: "GET", url: "/api/account", headers: bearer(user) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: "email_not_verified", message: "Please verify your email address to continue." },
    });
  });

  it("refuses missing, malformed and forged tokens with 401", async () => {
    for (const headers of [{}, { authorization: "Basic abc" }, { authorization: "Bearer a.b.c" }]) {
      const response = await t.app.inject({ method: "GET", url: "/api/account", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().error.code).toBe("unauthenticated");
    }
  });

  it("changes the display name (in Firebase too) and the preferred ticker mode", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/account",
      headers: bearer(user),
      payload: { displayName: "  Linus  ", tickerMode: "crypto" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayName: "Linus", tickerMode: "crypto" });
    expect((await t.app.identity.auth.getUser(user.uid)).displayName).toBe("Linus");
  });

  it("records a saved ticker mode (even the default) and a hidden checklist, and shows the checklist again", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const read = async () => (await request(t.app, "GET", "/api/account", { as: user })).json();
    const patch = (payload: object) => request(t.app, "PATCH", "/api/account", { as: user, body: payload });
    expect(await read()).toMatchObject({
      tickerMode: "traditional",
      tickerModeChosen: false,
      checklistHidden: false,
    });

    const kept = await patch({ tickerMode: "traditional" });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      tickerMode: "traditional",
      tickerModeChosen: true,
      checklistHidden: false,
    });

    expect((await patch({ checklistHidden: true })).json()).toMatchObject({ checklistHidden: true });
    expect(await read()).toMatchObject({ tickerModeChosen: true, checklistHidden: true });
    expect((await patch({ checklistHidden: false })).json()).toMatchObject({ checklistHidden: false });
    expect((await patch({ checklistHidden: "yes" })).statusCode).toBe(400);
    expect(await read()).toMatchObject({ checklistHidden: false });
  });

  it("refuses empty, unknown and invalid changes with 400 and changes nothing", async () => {
    const user = await createTestUser(t.app.identity.auth, { displayName: "Stays" });
    for (const payload of [
      {},
      { tickerMode: "biased" },
      { displayName: "" },
      { displayName: "x".repeat(101) },
      { admin: true },
    ]) {
      const response = await t.app.inject({
        method: "PATCH",
        url: "/api/account",
        headers: bearer(user),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    const after = await t.app.inject({ method: "GET", url: "/api/account", headers: bearer(user) });
    expect(after.json()).toMatchObject({ displayName: "Stays", tickerMode: "traditional" });
  });

  it("exports everything stored about the account as a JSON download", async () => {
    const { user, account } = await accountWithAlert({
      tickerInput: "BTC",
      symbolId: "751080162300526653",
      placement: "above",
      level: 100_000,
    });
    const response = await t.app.inject({ method: "GET", url: "/api/account/export", headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="chartbot-account.json"');
    const data = response.json();
    expect(data.account).toMatchObject({ id: account.id, email: user.email });
    expect(data.alerts).toEqual([expect.objectContaining({ tickerInput: "BTC", level: 100_000 })]);
    expect(data).toMatchObject({
      communities: [],
      subscriptions: [],
      exchangeCredentials: [],
      apiTokens: [],
    });
  });

  it("deletes the account, its data and the Firebase user", async () => {
    const { user, account } = await accountWithAlert({
      tickerInput: "ETH",
      symbolId: "751080770243657779",
      placement: "below",
      level: 1000,
    });
    const response = await t.app.inject({ method: "DELETE", url: "/api/account", headers: bearer(user) });
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([]);
    expect(await t.database.db.select().from(alerts).where(eq(alerts.accountId, account.id))).toEqual([]);
    await expect(t.app.identity.auth.getUser(user.uid)).rejects.toMatchObject({
      code: "auth/user-not-found",
    });
    const again = await t.app.inject({ method: "GET", url: "/api/account", headers: bearer(user) });
    expect(again.statusCode).toBe(401);
  });
});
