import { DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { DiscordAPIError } from "@discordjs/rest";
import {
  type APIRole,
  type RESTAPIPartialCurrentUserGuild,
  type RESTPostOAuth2AccessTokenResult,
  Routes,
} from "discord-api-types/v10";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_DISCORD, demoWorld } from "./demo-world";
import { FakeDiscord } from "./server";
import { botClient, oauthClient, postToken, userClient } from "./test-clients";

const { guilds, user, otherUser } = DEMO_DISCORD;
const REDIRECT = DEMO_DISCORD.redirectUris[0];
let fake: FakeDiscord;

beforeEach(async () => {
  fake = await new FakeDiscord(demoWorld()).start();
});
afterEach(() => fake.stop());

/** `POST /_sandbox/<path>` with a JSON body, as a browser test in another process sends it. */
async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${fake.baseUrl}/_sandbox/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function token(userId: string) {
  const code = (await control("codes", { userId, redirectUri: REDIRECT })).body.code as string;
  return (await postToken(oauthClient(fake), fake, {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT,
  })) as RESTPostOAuth2AccessTokenResult;
}

async function statusOf(call: Promise<unknown>): Promise<number> {
  return call.then(
    () => 200,
    (error: unknown) => (error instanceof DiscordAPIError ? error.status : -1),
  );
}

describe("the sandbox's control API over HTTP", () => {
  it("takes Manage Server away from a member: the guilds list says so at once", async () => {
    const rest = userClient(fake, (await token(user.id)).access_token);
    const lounge = async () =>
      ((await rest.get(Routes.userGuilds())) as RESTAPIPartialCurrentUserGuild[]).find(
        (g) => g.id === guilds.wallStreet.id,
      )?.permissions ?? "0";
    const { MANAGE_GUILD } = DISCORD_PERMISSIONS;
    expect(BigInt(await lounge()) & MANAGE_GUILD).toBe(MANAGE_GUILD);
    const changed = await control(`guilds/${guilds.wallStreet.id}/members/${user.id}`, { permissions: "0" });
    expect(changed.status).toBe(200);
    expect(BigInt(await lounge()) & MANAGE_GUILD).toBe(0n);
  });

  it("removes and adds the bot, with the permissions asked", async () => {
    const guild = () => statusOf(botClient(fake).get(Routes.guild(guilds.tradingFloor.id)));
    expect(await guild()).toBe(200);
    expect((await control(`guilds/${guilds.tradingFloor.id}/bot`, { present: false })).status).toBe(200);
    expect(await guild()).toBe(403);
    expect(
      (await control(`guilds/${guilds.tradingFloor.id}/bot`, { present: true, permissions: "2048" })).status,
    ).toBe(200);
    expect(await guild()).toBe(200);
    expect((await control(`guilds/${guilds.tradingFloor.id}/bot`, { permissions: "3072" })).status).toBe(200);
    const roles = (await botClient(fake).get(Routes.guildRoles(guilds.tradingFloor.id))) as APIRole[];
    expect(roles.filter((r) => r.managed).map((r) => r.permissions)).toEqual(["3072"]);
  });

  it("revokes and expires a user's grants", async () => {
    const revoked = await token(user.id);
    const expired = await token(otherUser.id);
    expect((await control(`users/${user.id}/revoke`)).status).toBe(200);
    expect((await control(`users/${otherUser.id}/expire`)).status).toBe(200);
    expect(await statusOf(userClient(fake, revoked.access_token).get(Routes.user()))).toBe(401);
    expect(await statusOf(userClient(fake, expired.access_token).get(Routes.user()))).toBe(401);
    const refresh = (refreshToken: string) =>
      statusOf(
        postToken(oauthClient(fake), fake, { grant_type: "refresh_token", refresh_token: refreshToken }),
      );
    expect(await refresh(revoked.refresh_token)).toBe(400);
    expect(await refresh(expired.refresh_token)).toBe(200);
  });

  it("rate-limits the next matching requests", async () => {
    const rest = userClient(fake, (await token(user.id)).access_token);
    expect(
      (await control("rate-limit", { path: "/users/@me/guilds", retryAfterSeconds: 3, times: 1 })).status,
    ).toBe(200);
    const response = await fetch(`${fake.apiBaseUrl}/v10/users/@me/guilds`, {
      headers: { authorization: `Bearer ${(await token(user.id)).access_token}` },
    });
    expect([response.status, response.headers.get("retry-after")]).toEqual([429, "3"]);
    expect(await statusOf(rest.get(Routes.userGuilds()))).toBe(200);
  });

  it("adds users, servers, channels and roles; deletes a server; resets to the seed", async () => {
    const added = await control("users", { id: "900000000000000950", username: "newbie" });
    expect(added.body).toMatchObject({ id: "900000000000000950", username: "newbie" });
    const guild = await control("guilds", { name: "Fresh Server", ownerId: "900000000000000950" });
    const guildId = guild.body.id as string;
    await control(`guilds/${guildId}/bot`, { present: true, permissions: "2048" });
    const channel = await control(`guilds/${guildId}/channels`, { name: "alerts", type: 5 });
    const role = await control(`guilds/${guildId}/roles`, { name: "Pro", color: 0xff0000 });
    expect(channel.body).toMatchObject({ name: "alerts", type: 5 });
    expect(role.body).toMatchObject({ name: "Pro", color: 0xff0000 });

    const state = (await (await fetch(`${fake.baseUrl}/_sandbox/state`)).json()) as {
      guilds: { id: string; botPresent: boolean }[];
    };
    expect(state.guilds.find((g) => g.id === guildId)?.botPresent).toBe(true);

    expect((await control(`guilds/${guilds.cryptoCafe.id}/delete`)).status).toBe(200);
    expect(fake.world.guilds.has(guilds.cryptoCafe.id)).toBe(false);

    expect((await control("reset")).status).toBe(200);
    expect(fake.world.guilds.has(guildId)).toBe(false);
    expect(fake.world.guilds.has(guilds.cryptoCafe.id)).toBe(true);
    expect(fake.world.users.has("900000000000000950")).toBe(false);
  });

  it("gives the API's variables, and answers 400 / 404 / 405 for bad control requests", async () => {
    const env = await (await fetch(`${fake.baseUrl}/_sandbox/env`)).json();
    expect(env).toEqual({
      DISCORD_API_BASE_URL: `${fake.baseUrl}/api`,
      DISCORD_CLIENT_ID: DEMO_DISCORD.clientId,
      DISCORD_CLIENT_SECRET: DEMO_DISCORD.clientSecret,
      DISCORD_BOT_TOKEN: DEMO_DISCORD.botToken,
    });
    expect((await control("guilds/123456789012345678/bot", { present: false })).status).toBe(404);
    expect((await control("guilds", { name: "No owner" })).status).toBe(400);
    expect(
      (await control(`guilds/${guilds.tradingFloor.id}/members/${user.id}`, { roles: ["1"] })).status,
    ).toBe(404);
    expect((await control("nothing-here")).status).toBe(404);
    expect((await fetch(`${fake.baseUrl}/_sandbox/reset`)).status).toBe(405);
    const badJson = await fetch(`${fake.baseUrl}/_sandbox/reset`, { method: "POST", body: "{nope" });
    expect(badJson.status).toBe(400);
  });
});
