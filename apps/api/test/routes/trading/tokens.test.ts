import { createHash } from "node:crypto";
import { LIMITS } from "@chartbot/addons";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccountByApiToken } from "../../../src/data/api-tokens/find-account-by-api-token.js";
import { apiTokens } from "../../../src/db/schema.js";
import { createTestAccount } from "../../support/accounts.js";
import { bearer, createTestUser, type TestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const create = (user: TestUser, label = "CLI") =>
  request(t.app, "POST", "/api/trading/tokens", { as: user, body: { label } });
const list = (user: TestUser) => request(t.app, "GET", "/api/trading/tokens", { as: user });
const revoke = (user: TestUser, id: string) =>
  request(t.app, "DELETE", `/api/trading/tokens/${id}`, { as: user });

describe("POST /api/trading/tokens", () => {
  it("returns the new token once, uncached, and stores only its SHA-256 hash and prefix", async () => {
    const user = await createTestAccount(t);
    const response = await create(user, " Webhook relay ");
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(String),
      label: "Webhook relay",
      prefix: created.token.slice(0, 12),
      scope: "read",
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      token: expect.stringMatching(/^cbt_[A-Za-z0-9_-]{43}$/),
    });

    const rows = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(rows[0]?.tokenHash).toBe(createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(created.token);

    const listed = await list(user);
    expect(listed.body).not.toContain(created.token);
    expect(listed.json().items).toEqual([
      {
        id: created.id,
        label: "Webhook relay",
        prefix: created.prefix,
        scope: "read",
        createdAt: created.createdAt,
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
  });

  it("creates a read-write token when asked, and answers the scope in the list", async () => {
    const user = await createTestAccount(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/trading/tokens",
      headers: bearer(user),
      payload: { label: "Deploy", scope: "read-write" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ label: "Deploy", scope: "read-write" });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, response.json().id));
    expect(row?.scope).toBe("read-write");
    expect((await list(user)).json().items).toEqual([expect.objectContaining({ scope: "read-write" })]);
  });

  it("refuses a bad label with 400 validation_failed", async () => {
    const user = await createTestAccount(t);
    for (const payload of [
      {},
      { label: "" },
      { label: "x".repeat(51) },
      { label: "a\nb" },
      { label: "ok", scope: "all" },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/trading/tokens",
        headers: bearer(user),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    expect((await list(user)).json().items).toEqual([]);
  });
});

describe("the API token limit", () => {
  it(`allows ${LIMITS.apiTokensPerAccount} active tokens, also when created all at once`, async () => {
    const user = await createTestAccount(t);
    const responses = await Promise.all(
      Array.from({ length: LIMITS.apiTokensPerAccount + 5 }, (_, i) => create(user, `T${i}`)),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(
      LIMITS.apiTokensPerAccount,
    );
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().error).toEqual({
      code: "limit_reached",
      message: `You can have at most ${LIMITS.apiTokensPerAccount} active API tokens. Revoke one you no longer use first.`,
    });
  });

  it("counts only active tokens: revoking one makes room for another", async () => {
    const user = await createTestAccount(t);
    const ids: string[] = [];
    for (let i = 0; i < LIMITS.apiTokensPerAccount; i += 1) ids.push((await create(user)).json().id);
    expect((await create(user)).statusCode).toBe(409);
    expect((await revoke(user, ids[0] ?? "")).statusCode).toBe(204);
    expect((await create(user)).statusCode).toBe(201);
  });
});

describe("DELETE /api/trading/tokens/:id", () => {
  it("revokes the token, keeps it listed with its revocation time, and is idempotent", async () => {
    const user = await createTestAccount(t);
    const { id } = (await create(user)).json();
    expect((await revoke(user, id)).statusCode).toBe(204);
    const [first] = (await list(user)).json().items;
    expect(first).toMatchObject({ id, revokedAt: expect.any(String) });
    expect((await revoke(user, id)).statusCode).toBe(204);
    const [again] = (await list(user)).json().items;
    expect(again.revokedAt).toBe(first.revokedAt);
  });

  it("answers 404 for another user's token and leaves it active", async () => {
    const owner = await createTestAccount(t);
    const intruder = await createTestAccount(t);
    const { id, token } = (await create(owner)).json();
    const response = await revoke(intruder, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: "not_found", message: "This API token does not exist." },
    });
    expect((await list(intruder)).json().items).toEqual([]);
    expect((await findAccountByApiToken(t.database.db, token))?.account.id).toBe(owner.accountId);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const user = await createTestAccount(t);
    expect((await revoke(user, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await revoke(user, "123")).statusCode).toBe(400);
  });
});

describe("findAccountByApiToken", () => {
  it("finds the token's account and records when it was last used", async () => {
    const user = await createTestAccount(t);
    const { id, token } = (await create(user)).json();
    const holder = await findAccountByApiToken(t.database.db, token);
    expect(holder?.account).toMatchObject({ id: user.accountId, firebaseUid: user.uid });
    expect(holder).toMatchObject({ tokenId: id, scope: "read" });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    expect((await list(user)).json().items[0].lastUsedAt).toBe(row?.lastUsedAt?.toISOString());
  });

  it("finds nothing for a revoked, unknown, altered or malformed token", async () => {
    const user = await createTestAccount(t);
    const { id, token } = (await create(user)).json();
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const candidate of [
      altered,
      `cbt_${"A".repeat(43)}`,
      "",
      "cbt_",
      token.toUpperCase(),
      ` ${token}`,
    ]) {
      expect(await findAccountByApiToken(t.database.db, candidate), candidate).toBeUndefined();
    }
    await revoke(user, id);
    expect(await findAccountByApiToken(t.database.db, token)).toBeUndefined();
  });
});

describe("access to API tokens", () => {
  it("needs a token (401) and a verified email (403)", async () => {
    const unverified = await createTestUser(t.app.identity.auth, { verified: false });
    for (const [method, url] of [
      ["GET", "/api/trading/tokens"],
      ["POST", "/api/trading/tokens"],
      ["DELETE", "/api/trading/tokens/00000000-0000-4000-8000-000000000000"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      const response = await t.app.inject({ method, url, headers: bearer(unverified) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
