import { apiError } from "@chartbot/error-messages/api";
import { FakeDiscord } from "@chartbot/test-servers/fake-discord";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSecret } from "../../../src/crypto/secret-box.js";
import { grantSealContext } from "../../../src/data/discord/discord-grant.js";
import { accounts, discordGrants } from "../../../src/db/schema.js";
import { isAllowedRedirect } from "../../../src/routes/account/create-account.js";
import { DISCORD_FAILURES, whileDiscordFails } from "../../support/discord.js";
import { request } from "../../support/request.js";
import { createTestApp, TEST_DISCORD_CLIENT, type TestApp } from "../../support/test-app.js";

const REDIRECT = "http://localhost:3001/account/action";
let discord: FakeDiscord;
let t: TestApp;

beforeAll(async () => {
  discord = await new FakeDiscord(TEST_DISCORD_CLIENT).start();
  t = await createTestApp({ DISCORD_API_BASE_URL: discord.apiBaseUrl, AUTH_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => {
  await t?.close();
  await discord?.stop();
});

const create = (body: unknown) => request(t.app, "POST", "/api/account/create", { body: body as object });
const uidOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).uid;

const EMULATOR = "http://127.0.0.1:9099";

/** Signs in with a password on the Auth emulator, as a browser would. */
const emulatorSignIn = (email: string, password: string) =>
  fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });

/** A refused sign-in of Discord user `id` left nothing: no Firebase user, no account row, no grant. */
async function expectNothingCreatedFor(id: string): Promise<void> {
  await expect(t.app.identity.auth.getUser(`discord-${id}`)).rejects.toMatchObject({
    code: "auth/user-not-found",
  });
  expect(await t.database.db.select().from(accounts).where(eq(accounts.discordUserId, id))).toEqual([]);
  expect(await t.database.db.select().from(discordGrants).where(eq(discordGrants.discordUserId, id))).toEqual(
    [],
  );
}

const discordId = () => String(100_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));

describe("POST /api/account/create starts the API session from the dashboard", () => {
  const DASHBOARD = "http://localhost:3001";
  const sessionCookieOf = (headers: Record<string, unknown>) =>
    [headers["set-cookie"] as string | string[] | undefined]
      .flat()
      .find((cookie) => cookie?.startsWith("__session="))
      ?.split(";")[0];
  const signIn = async (origin: string | undefined) => {
    const id = discordId();
    discord.issueCode(`session-${id}`, { id, username: "ada", email: `${id}@example.com`, verified: true });
    const response = await request(t.app, "POST", "/api/account/create", {
      headers: origin ? { origin } : {},
      body: { code: `session-${id}`, redirect: REDIRECT },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { id, response };
  };

  it("answers the custom token and the session cookie of the same account in one answer", async () => {
    const { id, response } = await signIn(DASHBOARD);
    expect(uidOf((response.json() as { token: string }).token)).toBe(`discord-${id}`);
    const cookie = sessionCookieOf(response.headers);
    expect(cookie).toMatch(/^__session=.+/);
    const whoAmI = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
    expect(whoAmI.statusCode).toBe(200);
    expect(whoAmI.json()).toMatchObject({
      uid: `discord-${id}`,
      email: `${id}@example.com`,
      emailVerified: true,
    });
  });

  it("replaces the browser's previous session rather than keeping two", async () => {
    const first = sessionCookieOf((await signIn(DASHBOARD)).response.headers) as string;
    const id = discordId();
    discord.issueCode(`again-${id}`, { id, username: "grace", email: `${id}@example.com`, verified: true });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/account/create",
      headers: { origin: DASHBOARD, cookie: first },
      payload: { code: `again-${id}`, redirect: REDIRECT },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(sessionCookieOf(again.headers)).toMatch(/^__session=.+/);
    const old = await t.app.inject({ method: "GET", url: "/api/session", headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it("starts no session for another site or a caller without an origin: no signing a visitor in", async () => {
    for (const origin of ["https://evil.example", undefined]) {
      const { response } = await signIn(origin);
      expect(sessionCookieOf(response.headers)).toBeUndefined();
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });
});

describe("POST /api/account/create", () => {
  it("exchanges a Discord code for a Firebase custom token of a new, linked account", async () => {
    const id = discordId();
    discord.issueCode("code-1", {
      id,
      username: "satoshi",
      global_name: "Satoshi",
      email: `${id}@example.com`,
      verified: true,
    });
    const response = await create({ code: "code-1", redirect: REDIRECT });
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
      uid: string;
    };
    expect(claims.uid).toBe(`discord-${id}`);
    const user = await t.app.identity.auth.getUser(claims.uid);
    expect(user).toMatchObject({ displayName: "Satoshi", email: `${id}@example.com`, emailVerified: true });
    const exchange = discord.requests.find((r) => r.path === "/oauth2/token");
    expect(exchange?.form?.get("redirect_uri")).toBe(REDIRECT);
  });

  it("gives the same Discord user the same account the second time", async () => {
    const id = discordId();
    const person = { id, username: "hal", email: `${id}@example.com`, verified: true };
    discord.issueCode("first", person);
    discord.issueCode("second", { ...person, username: "hal-renamed" });
    const first = (await create({ code: "first", redirect: REDIRECT })).json() as { token: string };
    const second = (await create({ code: "second", redirect: REDIRECT })).json() as { token: string };
    const uidOf = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).uid;
    expect(uidOf(second.token)).toBe(uidOf(first.token));
  });

  it("stores Discord's grant sealed: never the tokens in clear, and they open to the tokens Discord gave", async () => {
    const id = discordId();
    discord.issueCode(`sealed-${id}`, { id, username: "sealer", email: `${id}@example.com`, verified: true });
    expect((await create({ code: `sealed-${id}`, redirect: REDIRECT })).statusCode).toBe(200);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.discordUserId, id));
    const [grant] = await t.database.db
      .select()
      .from(discordGrants)
      .where(eq(discordGrants.accountId, account?.id ?? ""));
    expect(grant).toMatchObject({ discordUserId: id, scopes: "identify email guilds", revokedAt: null });
    const keyring = t.app.config.encryption;
    const accountId = account?.id ?? "";
    const accessToken = openSecret(
      keyring,
      grant?.accessTokenCiphertext ?? "",
      grantSealContext(accountId, "access"),
    );
    const refreshToken = openSecret(
      keyring,
      grant?.refreshTokenCiphertext ?? "",
      grantSealContext(accountId, "refresh"),
    );
    expect(discord.world.grantOfAccessToken(accessToken)?.userId).toBe(id);
    expect(discord.world.grantOfRefreshToken(refreshToken)?.userId).toBe(id);
    const stored = JSON.stringify(grant);
    expect(stored).not.toContain(accessToken);
    expect(stored).not.toContain(refreshToken);
    expect(grant?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  it.each([
    ["a password account", { password: "registered-first", emailVerified: false }],
    ["a verified account without a password", { emailVerified: true }],
  ])(
    "never signs into %s holding the Discord user's email: 409 discord_email_in_use",
    async (_case, existing) => {
      const id = discordId();
      const email = `${id}@example.com`;
      const owner = await t.app.identity.auth.createUser({ email, ...existing });
      discord.issueCode(`collide-${id}`, {
        id,
        username: "taker",
        global_name: "Taker",
        email,
        verified: true,
      });
      const response = await create({ code: `collide-${id}`, redirect: REDIRECT });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(apiError("discord_email_in_use"));
      // The existing account is untouched: no link, no grant, no change to its sign-in methods.
      const user = await t.app.identity.auth.getUser(owner.uid);
      expect(user.providerData.map((provider) => provider.providerId)).toEqual(
        owner.providerData.map((provider) => provider.providerId),
      );
      expect(user.displayName).toBeUndefined();
      await expectNothingCreatedFor(id);
      if ("password" in existing) expect((await emulatorSignIn(email, existing.password)).status).toBe(200);
      // The grant Discord gave for this sign-in is not kept: it is revoked at Discord too.
      const grants = [...discord.world.grants.values()].filter((grant) => grant.userId === id);
      expect(grants.length).toBe(1);
      expect(grants.every((grant) => grant.revoked)).toBe(true);
    },
  );

  it.each([
    ["an email Discord has not verified", { verified: false }],
    ["no email", { email: null }],
  ])("refuses a first sign-in with %s, creating nothing", async (_case, overrides) => {
    const id = discordId();
    discord.issueCode(`unverified-${id}`, {
      id,
      username: "unsure",
      email: `${id}@example.com`,
      verified: true,
      ...overrides,
    });
    const response = await create({ code: `unverified-${id}`, redirect: REDIRECT });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(apiError("discord_email_unverified"));
    await expectNothingCreatedFor(id);
  });

  it("gives a linked account without a verified email the one Discord has verified since", async () => {
    const id = discordId();
    const uid = `discord-${id}`;
    // An account linked before every first sign-in needed a verified email.
    await t.app.identity.auth.createUser({ uid, displayName: "Early" });
    await t.database.db
      .insert(accounts)
      .values({ firebaseUid: uid, discordUserId: id, discordUsername: "early" });
    discord.issueCode(`verified-now-${id}`, {
      id,
      username: "early",
      email: `${id}@Example.com`,
      verified: true,
    });
    const { token } = (await create({ code: `verified-now-${id}`, redirect: REDIRECT })).json() as {
      token: string;
    };
    expect(uidOf(token)).toBe(uid);
    expect(await t.app.identity.auth.getUser(uid)).toMatchObject({
      email: `${id}@example.com`,
      emailVerified: true,
    });
  });

  it("answers 400 discord_code_invalid for a refused or already used code", async () => {
    const response = await create({ code: "never-issued", redirect: REDIRECT });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "discord_code_invalid",
        message: "The Discord sign-in has expired or is invalid. Please try again.",
      },
    });
  });

  it("refuses a redirect that is not on the allow-list, before calling Discord", async () => {
    const before = discord.requests.length;
    for (const redirect of [
      "https://evil.example/account/action",
      "//evil.example",
      "javascript:alert(1)",
      `${REDIRECT}?x=1`,
    ]) {
      const response = await create({ code: "whatever", redirect });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.json().error.code).toBe("redirect_not_allowed");
    }
    expect(discord.requests.length).toBe(before);
  });

  it("answers 400 validation_failed for a bad body", async () => {
    for (const body of [
      {},
      { code: "", redirect: REDIRECT },
      { code: 5, redirect: REDIRECT },
      { code: "a", redirect: REDIRECT, extra: 1 },
    ]) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
  });

  it("answers 429 discord_rate_limited with Discord's Retry-After when Discord rate-limits the exchange", async () => {
    discord.rateLimit("/oauth2/token", { retryAfterSeconds: 17 });
    const response = await create({ code: "rate-limited", redirect: REDIRECT });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(
      apiError("discord_rate_limited", "Discord asked us to slow down. Please try again in 17 seconds."),
    );
    expect(response.headers["retry-after"]).toBe("17");
  });

  it("answers 502 within the call's deadline while Discord keeps answering a global 429 of a second", async () => {
    discord.rateLimit("/oauth2/token", { retryAfterSeconds: 1, global: true, times: 1_000 });
    const started = Date.now();
    try {
      const response = await create({ code: "globally-limited", redirect: REDIRECT });
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json()).toEqual(apiError("discord_unreachable"));
    } finally {
      discord.world.rateLimits = [];
    }
    expect(Date.now() - started).toBeLessThan(25_000);
  });

  it.each(DISCORD_FAILURES)(
    "answers 502 discord_unreachable, creating nothing, when Discord answers %s",
    async (_case, failure) => {
      const id = discordId();
      discord.issueCode(`failing-${id}`, {
        id,
        username: "unlucky",
        email: `${id}@example.com`,
        verified: true,
      });
      const response = await whileDiscordFails(discord, failure, () =>
        create({ code: `failing-${id}`, redirect: REDIRECT }),
      );
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json()).toEqual(apiError("discord_unreachable"));
      await expectNothingCreatedFor(id);
    },
  );
});

describe("POST /api/account/create without Discord reachable or configured", () => {
  it("answers 502 when nothing listens at Discord's address", async () => {
    const offline = await createTestApp({ DISCORD_API_BASE_URL: "http://127.0.0.1:9" });
    try {
      const response = await offline.app.inject({
        method: "POST",
        url: "/api/account/create",
        payload: { code: "a", redirect: REDIRECT },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe("discord_unreachable");
    } finally {
      await offline.close();
    }
  });

  it("answers 503 discord_not_configured without client credentials", async () => {
    const bare = await createTestApp({ DISCORD_CLIENT_ID: "", DISCORD_CLIENT_SECRET: "" });
    try {
      const response = await bare.app.inject({
        method: "POST",
        url: "/api/account/create",
        payload: { code: "a", redirect: REDIRECT },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("discord_not_configured");
    } finally {
      await bare.close();
    }
  });
});

describe("POST /api/account/create under a burst", () => {
  it("answers 429 rate_limited with Retry-After once the per-minute limit is used up", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: "3" });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined;
      for (let i = 0; i < 5; i += 1) {
        last = await limited.app.inject({
          method: "POST",
          url: "/api/account/create",
          payload: { code: "a", redirect: "https://x.example/" },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      expect(last?.json()).toEqual({
        error: { code: "rate_limited", message: "You've made too many requests. Please try again later." },
      });
      expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("isAllowedRedirect", () => {
  const list = [REDIRECT];
  it("accepts exactly the allowed URI, with or without an explicit default port", () => {
    expect(isAllowedRedirect(REDIRECT, list)).toBe(true);
    expect(
      isAllowedRedirect("https://app.example/account/action", ["https://app.example:443/account/action"]),
    ).toBe(true);
  });
  it("refuses other hosts, paths, credentials, queries and fragments", () => {
    for (const bad of [
      "http://localhost:3001/account/action/",
      "http://localhost:3001/login",
      "http://user@localhost:3001/account/action",
      `${REDIRECT}#x`,
      "http://localhost:3002/account/action",
      "not a url",
    ]) {
      expect(isAllowedRedirect(bad, list), bad).toBe(false);
    }
  });
});
