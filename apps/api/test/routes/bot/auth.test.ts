import { createHash } from "node:crypto";
import { apiError } from "@chartbot/error-messages/api";
import { LOCAL_BOT_TOKEN } from "@chartbot/test-servers/local-bot-token";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runBotTokens } from "../../../src/commands/bot-tokens.js";
import { createApiToken } from "../../../src/data/api-tokens/create-api-token.js";
import {
  botTokenRowValues,
  createBotToken,
  parseBotToken,
  revokeBotToken,
  rotateBotToken,
} from "../../../src/data/bot-tokens/bot-tokens.js";
import { botTokens } from "../../../src/db/schema.js";
import { botBearer, issueBotToken } from "../../support/bot.js";
import { accountIdOf, createCommunity } from "../../support/communities.js";
import { bearer, createTestUser } from "../../support/firebase-users.js";
import { request } from "../../support/request.js";
import { createTestApp, type TestApp } from "../../support/test-app.js";

const DASHBOARD = "http://localhost:3001";
let t: TestApp;
let guildId: string;
// A per-IP limit far below what the tests send: bot routes must not count against it.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: "5", ACCOUNT_RATE_LIMIT_MAX: "5", AUTH_RATE_LIMIT_MAX: "100" });
  guildId = "910000000000000001";
  await createCommunity(t.database.db, [], { guildId, name: "Bot auth test" });
});
afterAll(() => t?.close());

const read = (headers: Record<string, string>) =>
  request(t.app, "GET", `/api/bot/v1/communities/${guildId}`, { headers });

const refusedAs = async (headers: Record<string, string>, status: number, code: string) => {
  const response = await read(headers);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error: { code } });
  return response;
};

describe("bot tokens", () => {
  it("accepts a cbb_ token created by the API and stores only the SHA-256 of its secret", async () => {
    const { token, info } = await createBotToken(t.database.db, "deployment");
    expect(token).toMatch(/^cbb_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db.select().from(botTokens).where(eq(botTokens.id, info.id));
    const secret = parseBotToken(token)?.secret ?? "";
    expect(row?.secretHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret);
    const response = await read(botBearer(token));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ guildId, name: "Bot auth test" });
  });

  it("refuses a missing, malformed, unknown or wrong-secret token with 401", async () => {
    const token = await issueBotToken(t.database.db);
    const parsed = parseBotToken(token);
    if (!parsed) throw new Error("unparsable token");
    await refusedAs({}, 401, "unauthenticated");
    await refusedAs({ authorization: token }, 401, "unauthenticated");
    await refusedAs({ authorization: `Basic ${token}` }, 401, "unauthenticated");
    await refusedAs(botBearer(`${token}x`), 401, "unauthenticated");
    await refusedAs(botBearer("cbb_nothex_secret"), 401, "unauthenticated");
    const unknownId = `cbb_${"1".repeat(32)}_${parsed.secret}`;
    await refusedAs(botBearer(unknownId), 401, "unauthenticated");
    const flipped = parsed.secret.startsWith("A")
      ? `B${parsed.secret.slice(1)}`
      : `A${parsed.secret.slice(1)}`;
    const wrongSecret = `cbb_${parsed.id.replaceAll("-", "")}_${flipped}`;
    const refused = await refusedAs(botBearer(wrongSecret), 401, "unauthenticated");
    expect(refused.body).not.toContain(guildId);
    // The right one still works.
    expect((await read(botBearer(token))).statusCode).toBe(200);
  });

  it("refuses a revoked token at once, and an expired one", async () => {
    const token = await issueBotToken(t.database.db);
    expect((await read(botBearer(token))).statusCode).toBe(200);
    const id = parseBotToken(token)?.id ?? "";
    expect(await revokeBotToken(t.database.db, id)).toBe(true);
    await refusedAs(botBearer(token), 401, "unauthenticated");

    const expiring = await issueBotToken(t.database.db);
    await t.database.db
      .update(botTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(botTokens.id, parseBotToken(expiring)?.id ?? ""));
    await refusedAs(botBearer(expiring), 401, "unauthenticated");
  });

  it("rotation: the new token works at once and the old one until the overlap ends", async () => {
    const old = await issueBotToken(t.database.db, "rotating");
    const oldId = parseBotToken(old)?.id ?? "";
    const rotated = await rotateBotToken(t.database.db, oldId, 24);
    if (!rotated) throw new Error("rotation refused");
    expect(rotated.issued.info.label).toBe("rotating");
    const hours = (rotated.oldExpiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await read(botBearer(old))).statusCode).toBe(200);
    expect((await read(botBearer(rotated.issued.token))).statusCode).toBe(200);
    // With no overlap the old token stops at once; a revoked token cannot be rotated.
    const again = await rotateBotToken(t.database.db, rotated.issued.info.id, 0);
    await refusedAs(botBearer(rotated.issued.token), 401, "unauthenticated");
    expect((await read(botBearer(again?.issued.token ?? ""))).statusCode).toBe(200);
    await revokeBotToken(t.database.db, again?.issued.info.id ?? "");
    expect(await rotateBotToken(t.database.db, again?.issued.info.id ?? "", 1)).toBeUndefined();
  });

  it("writes last_used_at on use, at most once a minute", async () => {
    const token = await issueBotToken(t.database.db);
    const id = parseBotToken(token)?.id ?? "";
    const lastUsed = async () =>
      (await t.database.db.select().from(botTokens).where(eq(botTokens.id, id)))[0]?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await read(botBearer(token));
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await read(botBearer(token));
    expect(await lastUsed()).toEqual(first);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    await t.database.db.update(botTokens).set({ lastUsedAt: longAgo }).where(eq(botTokens.id, id));
    await read(botBearer(token));
    expect((await lastUsed())?.getTime()).toBeGreaterThan(longAgo.getTime() + 60_000);
  });

  it("refuses personal cbt_ tokens, ID tokens and session cookies on bot routes", async () => {
    const user = await createTestUser(t.app.identity.auth);
    const accountId = await accountIdOf(t.database.db, user);
    const personal = await createApiToken(t.database.db, accountId, "mine");
    if (personal.outcome !== "created") throw new Error("token not created");
    expect(personal.token).toMatch(/^cbt_/);
    await refusedAs(botBearer(personal.token), 401, "unauthenticated");
    await refusedAs(bearer(user), 401, "unauthenticated");
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/session",
      headers: { origin: DASHBOARD },
      payload: { idToken: user.idToken },
    });
    expect(signIn.statusCode, signIn.body).toBe(204);
    const cookie = [signIn.headers["set-cookie"]].flat().find((c) => c?.startsWith("__session="));
    const sessionCookie = (cookie ?? "").split(";")[0] as string;
    expect(sessionCookie).toMatch(/^__session=./);
    // The cookie works on the dashboard's routes, not on the bot's.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: sessionCookie } }))
        .statusCode,
    ).toBe(200);
    await refusedAs({ cookie: sessionCookie }, 401, "unauthenticated");
  });
});

describe("browsers", () => {
  it("refuses any request to /api/bot/* carrying an Origin header with 403 origin_not_allowed, with no CORS headers", async () => {
    const token = await issueBotToken(t.database.db);
    for (const origin of [DASHBOARD, "https://evil.example", "null"]) {
      const response = await refusedAs({ ...botBearer(token), origin }, 403, "origin_not_allowed");
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    }
    // Even an unknown bot path, and a preflight.
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/bot/v2/x",
      headers: { origin: DASHBOARD },
    });
    expect(unknown.statusCode).toBe(403);
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/bot/v1/changes",
      headers: { origin: DASHBOARD, "access-control-request-method": "GET" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-methods"]).toBeUndefined();
    // The dashboard's own routes still get their CORS headers.
    const session = await t.app.inject({
      method: "GET",
      url: "/api/session",
      headers: { origin: DASHBOARD },
    });
    expect(session.headers["access-control-allow-origin"]).toBe(DASHBOARD);
  });
});

describe("rate limits", () => {
  it("bot routes are exempt from the per-IP limit", async () => {
    const token = await issueBotToken(t.database.db);
    for (let i = 0; i < 12; i += 1) expect((await read(botBearer(token))).statusCode).toBe(200);
    // While the dashboard's routes from the same address are limited at 5 a minute.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await t.app.inject({ method: "GET", url: "/api/session" })).statusCode);
    expect(statuses).toContain(429);
  });

  it("each bot token has a limit of its own, BOT_RATE_LIMIT_MAX a minute", async () => {
    const limited = await createTestApp({ BOT_RATE_LIMIT_MAX: "3" });
    try {
      const community = "910000000000000002";
      await createCommunity(limited.database.db, [], { guildId: community });
      const one = await issueBotToken(limited.database.db);
      const two = await issueBotToken(limited.database.db);
      const call = (token: string) =>
        request(limited.app, "GET", `/api/bot/v1/communities/${community}`, { as: token });
      for (let i = 0; i < 3; i += 1) expect((await call(one)).statusCode).toBe(200);
      const over = await call(one);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ error: { code: "rate_limited" } });
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect((await call(two)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("refused bot authentication", () => {
  const GUESSES = 4;
  let limited: TestApp;
  let community: string;
  let valid: string;
  let guess: string;
  beforeAll(async () => {
    limited = await createTestApp({ BOT_AUTH_FAILURE_MAX: String(GUESSES), BOT_RATE_LIMIT_MAX: "6" });
    community = "910000000000000003";
    await createCommunity(limited.database.db, [], { guildId: community });
    valid = await issueBotToken(limited.database.db);
    const parsed = parseBotToken(valid);
    guess = `cbb_${parsed?.id.replaceAll("-", "")}_${"A".repeat(43)}`;
  });
  afterAll(() => limited?.close());

  const call = (from: string, headers: Record<string, string>) =>
    request(limited.app, "GET", `/api/bot/v1/communities/${community}`, { remoteAddress: from, headers });
  const statusesFrom = async (from: string, headers: Record<string, string>, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await call(from, headers)).statusCode);
    return statuses;
  };

  it(`answers 429 with Retry-After past ${GUESSES} refusals a minute from one address, without looking at the token`, async () => {
    const from = "198.51.100.10";
    const statuses = [
      ...(await statusesFrom(from, botBearer(guess), GUESSES - 1)),
      (await call(from, { authorization: "Basic x" })).statusCode,
      ...(await statusesFrom(from, botBearer(guess), 3)),
    ];
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429]);
    const lookups = vi.spyOn(limited.database.db, "select");
    const over = await call(from, botBearer(guess));
    await call("198.51.100.11", botBearer(guess));
    // Only the request from another address looked its token up.
    expect(lookups).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(apiError("rate_limited"));
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(over.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Even the right token is refused from that address: a right guess must not be told apart.
    expect((await call(from, botBearer(valid))).statusCode).toBe(429);
  });

  it("does not count accepted tokens, nor refuse a bot at another address, which keeps its own per-token limit", async () => {
    const guesser = "198.51.100.20";
    const bot = "198.51.100.21";
    // A valid bot's requests beyond the failure limit are all answered: successes are not failures.
    expect(await statusesFrom(bot, botBearer(valid), GUESSES + 1)).toEqual(Array(GUESSES + 1).fill(200));
    expect(await statusesFrom(guesser, botBearer(guess), GUESSES + 2)).toEqual([
      401, 401, 401, 401, 429, 429,
    ]);
    // The bot's sixth request this minute meets its token's own limit (BOT_RATE_LIMIT_MAX=6), not the guesser's.
    expect(await statusesFrom(bot, botBearer(valid), 2)).toEqual([200, 429]);
    const fresh = await issueBotToken(limited.database.db);
    expect((await call(bot, botBearer(fresh))).statusCode).toBe(200);
  });

  it("counts the address TRUST_PROXY names: a made-up X-Forwarded-For gives no new allowance", async () => {
    const proxied = await createTestApp({ BOT_AUTH_FAILURE_MAX: String(GUESSES), TRUST_PROXY: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < GUESSES + 2; i += 1) {
        const response = await proxied.app.inject({
          method: "GET",
          url: "/api/bot/v1/changes",
          remoteAddress: "10.0.0.1",
          headers: { ...botBearer(guess), "x-forwarded-for": `203.0.113.${i}, 198.51.100.30` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      // Another client behind the same proxy has an allowance of its own.
      const neighbour = await proxied.app.inject({
        method: "GET",
        url: "/api/bot/v1/changes",
        remoteAddress: "10.0.0.1",
        headers: { ...botBearer(guess), "x-forwarded-for": "198.51.100.31" },
      });
      expect(neighbour.statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe("the bot-tokens CLI", () => {
  it("creates (printing the token once), lists, rotates with an overlap and revokes", async () => {
    const out: string[] = [];
    const run = (...args: string[]) => runBotTokens(t.database.db, args, (line) => out.push(line));
    await run("create", "--label", "cli bot");
    const token = out[1] ?? "";
    expect((await read(botBearer(token))).statusCode).toBe(200);
    const id = parseBotToken(token)?.id ?? "";
    out.length = 0;
    await run("list");
    const line = out.find((l) => l.startsWith(id)) ?? "";
    expect(line).toMatch(/cli bot {2}active {2}last used /);
    expect(out.join("\n")).not.toContain(token.slice(-43));
    out.length = 0;
    await run("rotate", "--id", id, "--overlap-hours", "2");
    const next = out[1] ?? "";
    expect(next).not.toBe(token);
    expect(out[2]).toMatch(/keeps working until/);
    expect((await read(botBearer(token))).statusCode).toBe(200);
    expect((await read(botBearer(next))).statusCode).toBe(200);
    out.length = 0;
    await run("list");
    expect(out.find((l) => l.startsWith(id))).toMatch(/expires /);
    await run("revoke", "--id", id);
    await refusedAs(botBearer(token), 401, "unauthenticated");
    await expect(run("revoke", "--id", "00000000-0000-4000-8000-000000000000")).rejects.toThrow(
      /No bot token/,
    );
    await expect(run("create")).rejects.toThrow(/--label/);
    await expect(run("rotate", "--id", "nope")).rejects.toThrow(/--id/);
  });
});

describe("the local sandbox token", () => {
  it("is a valid bot token once stored as the demo seed stores it", async () => {
    await t.database.db.insert(botTokens).values({ ...botTokenRowValues(LOCAL_BOT_TOKEN), label: "local" });
    expect((await read(botBearer(LOCAL_BOT_TOKEN))).statusCode).toBe(200);
  });
});
