import { DiscordAPIError } from "@discordjs/rest";
import {
  type RESTGetAPICurrentUserResult,
  type RESTPostOAuth2AccessTokenResult,
  Routes,
} from "discord-api-types/v10";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_DISCORD, demoWorld } from "./demo-world";
import { FakeDiscord } from "./server";
import { oauthClient, postToken, userClient } from "./test-clients";

const REDIRECT = DEMO_DISCORD.redirectUris[0];
const { user } = DEMO_DISCORD;
let fake: FakeDiscord;

beforeEach(async () => {
  fake = await new FakeDiscord(demoWorld()).start();
});
afterEach(() => fake.stop());

async function exchange(code: string, redirectUri: string = REDIRECT) {
  return (await postToken(oauthClient(fake), fake, {
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri,
  })) as RESTPostOAuth2AccessTokenResult;
}

async function refresh(refreshToken: string) {
  return (await postToken(oauthClient(fake), fake, {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
  })) as RESTPostOAuth2AccessTokenResult;
}

const me = (accessToken: string) =>
  userClient(fake, accessToken).get(Routes.user()) as Promise<RESTGetAPICurrentUserResult>;

/** The DiscordAPIError a call rejects with. */
async function apiError(call: Promise<unknown>): Promise<DiscordAPIError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DiscordAPIError);
  return error as DiscordAPIError;
}

describe("the sandbox's OAuth2, through @discordjs/rest", () => {
  it("exchanges a code once for tokens that describe the user, with the email only for the email scope", async () => {
    const code = fake.codeFor(user.id, { redirectUri: REDIRECT });
    const token = await exchange(code);
    expect(token).toMatchObject({
      token_type: "Bearer",
      expires_in: 604_800,
      scope: "identify email guilds",
    });
    expect(token.access_token).not.toBe(token.refresh_token);
    expect(await me(token.access_token)).toMatchObject({
      id: user.id,
      username: "demo_trader",
      global_name: "Demo Trader",
      email: "demo.discord@chartbot.local",
      verified: true,
    });

    const reused = await apiError(exchange(code));
    expect([reused.status, reused.code]).toEqual([400, "invalid_grant"]);

    const identifyOnly = await exchange(
      fake.codeFor(user.id, { scopes: ["identify"], redirectUri: REDIRECT }),
    );
    const described = await me(identifyOnly.access_token);
    expect(described.id).toBe(user.id);
    expect(described).not.toHaveProperty("email");
    expect(described).not.toHaveProperty("verified");
  });

  it("refuses a code for another redirect_uri, and wrong client credentials with invalid_client", async () => {
    const code = fake.codeFor(user.id, { redirectUri: REDIRECT });
    const redirect = await apiError(exchange(code, "http://localhost:3001/elsewhere"));
    expect([redirect.status, redirect.code]).toEqual([400, "invalid_grant"]);

    const client = await apiError(
      postToken(oauthClient(fake), fake, {
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT,
        client_secret: "wrong",
      }),
    );
    expect([client.status, client.code]).toEqual([401, "invalid_client"]);
    // Neither refusal used the code up.
    expect((await exchange(code)).access_token).toBeTruthy();
  });

  it("accepts the client's credentials in HTTP Basic too", async () => {
    const code = fake.codeFor(user.id, { redirectUri: REDIRECT });
    const basic = Buffer.from(`${fake.client.id}:${fake.client.secret}`).toString("base64");
    const response = await fetch(`${fake.apiBaseUrl}/v10/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: REDIRECT }),
    });
    expect(response.status).toBe(200);
  });

  it("rotates on refresh: new access and refresh tokens, the old refresh token is dead", async () => {
    const first = await exchange(fake.codeFor(user.id, { redirectUri: REDIRECT }));
    const second = await refresh(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.scope).toBe(first.scope);
    expect((await me(second.access_token)).id).toBe(user.id);

    const stale = await apiError(refresh(first.refresh_token));
    expect([stale.status, stale.code]).toEqual([400, "invalid_grant"]);
    expect((await refresh(second.refresh_token)).access_token).toBeTruthy();
  });

  it("answers 401 for an expired access token, which a refresh replaces", async () => {
    const token = await exchange(fake.codeFor(user.id, { redirectUri: REDIRECT }));
    fake.world.expireTokens(user.id);
    const expired = await apiError(me(token.access_token));
    expect(expired.status).toBe(401);
    expect(expired.rawError).toEqual({ message: "401: Unauthorized", code: 0 });
    const renewed = await refresh(token.refresh_token);
    expect((await me(renewed.access_token)).id).toBe(user.id);
  });

  it("a revoked grant: its tokens answer 401 and its refresh token invalid_grant", async () => {
    const token = await exchange(fake.codeFor(user.id, { redirectUri: REDIRECT }));
    const other = await exchange(fake.codeFor(DEMO_DISCORD.otherUser.id, { redirectUri: REDIRECT }));
    fake.world.revokeGrants(user.id);

    expect((await apiError(me(token.access_token))).status).toBe(401);
    const refused = await apiError(refresh(token.refresh_token));
    expect([refused.status, refused.code]).toEqual([400, "invalid_grant"]);
    // Another user's grant is untouched.
    expect((await me(other.access_token)).id).toBe(DEMO_DISCORD.otherUser.id);
  });

  it("revokes a grant through POST /oauth2/token/revoke, by its access or its refresh token", async () => {
    const byAccess = await exchange(fake.codeFor(user.id, { redirectUri: REDIRECT }));
    const byRefresh = await exchange(fake.codeFor(user.id, { redirectUri: REDIRECT }));
    for (const token of [byAccess.access_token, byRefresh.refresh_token]) {
      await oauthClient(fake).post(Routes.oauth2TokenRevocation(), {
        auth: false,
        passThroughBody: true,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          token,
          client_id: fake.client.id ?? "",
          client_secret: fake.client.secret,
        }).toString(),
      });
    }
    for (const token of [byAccess, byRefresh]) {
      expect((await apiError(me(token.access_token))).status).toBe(401);
      expect((await apiError(refresh(token.refresh_token))).code).toBe("invalid_grant");
    }
  });

  it("answers under /api/v10, /api and the root alike, and logs each request by its Discord route", async () => {
    const token = await exchange(fake.codeFor(user.id, { redirectUri: REDIRECT }));
    for (const prefix of ["/api/v10", "/api", ""]) {
      const response = await fetch(`${fake.baseUrl}${prefix}/users/@me`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      });
      expect(response.status).toBe(200);
    }
    expect(fake.requests.filter((r) => r.path === "/users/@me").map((r) => r.url)).toEqual([
      "/api/v10/users/@me",
      "/api/users/@me",
      "/users/@me",
    ]);
    expect(fake.requests.find((r) => r.path === "/oauth2/token")?.form?.get("grant_type")).toBe(
      "authorization_code",
    );
  });
});
