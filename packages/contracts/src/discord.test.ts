import { describe, expect, it } from "vitest";
import {
  authorizeUrlOf,
  BOT_PERMISSION_NAMES,
  BOT_PERMISSIONS,
  botInviteUrl,
  DISCORD_PERMISSIONS,
  DISCORD_SANDBOX,
  FEATURE_PERMISSIONS,
  permissionBits,
  productionClientIdProblem,
  SATELLITE_PERMISSIONS,
  satelliteInviteUrl,
} from "./discord.ts";

describe("Discord permissions", () => {
  it("are Discord's documented bit values", () => {
    // From Discord's permissions table (decimal values of single bits).
    expect(DISCORD_PERMISSIONS.ADMINISTRATOR).toBe(8n);
    expect(DISCORD_PERMISSIONS.MANAGE_GUILD).toBe(32n);
    expect(DISCORD_PERMISSIONS.VIEW_CHANNEL).toBe(1024n);
    expect(DISCORD_PERMISSIONS.SEND_MESSAGES).toBe(2048n);
    expect(DISCORD_PERMISSIONS.EMBED_LINKS).toBe(16384n);
    expect(DISCORD_PERMISSIONS.MENTION_EVERYONE).toBe(131072n);
    expect(DISCORD_PERMISSIONS.CHANGE_NICKNAME).toBe(67108864n);
    expect(DISCORD_PERMISSIONS.MANAGE_WEBHOOKS).toBe(536870912n);
    expect(DISCORD_PERMISSIONS.SEND_MESSAGES_IN_THREADS).toBe(274877906944n);
  });

  it("ask, when adding the bot, for exactly what the features need, each once", () => {
    const needed = new Set(Object.values(FEATURE_PERMISSIONS).flat());
    expect(new Set(BOT_PERMISSION_NAMES)).toEqual(needed);
    expect(BOT_PERMISSION_NAMES).toHaveLength(needed.size);
    expect(BOT_PERMISSIONS).toBe(permissionBits([...needed]).toString());
    expect(BigInt(BOT_PERMISSIONS) & DISCORD_PERMISSIONS.ADMINISTRATOR).toBe(0n);
    expect(BigInt(BOT_PERMISSIONS) & DISCORD_PERMISSIONS.MANAGE_WEBHOOKS).not.toBe(0n);
  });
});

describe("productionClientIdProblem", () => {
  it("accepts a Discord application's client id", () => {
    expect(productionClientIdProblem("1128439573092786236")).toBeUndefined();
    expect(productionClientIdProblem(" 1128439573092786236 ")).toBeUndefined();
  });

  it.each([
    [undefined, "required in production: the Discord application's client id"],
    ["  ", "required in production: the Discord application's client id"],
    ["000000000000000000", "000000000000000000 is a placeholder, not a Discord application's client id"],
    ["111111111111111111", "111111111111111111 is a placeholder, not a Discord application's client id"],
    ["your-client-id", "must be a Discord application's client id (17 to 20 digits)"],
    ["123", "must be a Discord application's client id (17 to 20 digits)"],
    [DISCORD_SANDBOX.clientId, "is the local Discord sandbox's demo id, refused in production"],
  ])("refuses %j", (clientId, message) => {
    expect(productionClientIdProblem(clientId)).toBe(message);
  });
});

describe("botInviteUrl", () => {
  it("asks Discord to add the bot with the features' permissions and the bot scopes", () => {
    const url = new URL(
      botInviteUrl({ authorizeUrl: DISCORD_SANDBOX.authorizeUrl, clientId: "1128439573092786236" }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(DISCORD_SANDBOX.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "1128439573092786236",
      permissions: BOT_PERMISSIONS,
      scope: "bot applications.commands",
    });
  });
});

describe("satelliteInviteUrl", () => {
  it("adds the satellite's own application as a bot to one locked server, asking only Change Nickname", () => {
    const url = new URL(
      satelliteInviteUrl({
        authorizeUrl: DISCORD_SANDBOX.authorizeUrl,
        applicationId: "751080162300526653",
        guildId: "900000000000000002",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(DISCORD_SANDBOX.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "751080162300526653",
      permissions: DISCORD_PERMISSIONS.CHANGE_NICKNAME.toString(),
      scope: "bot",
      guild_id: "900000000000000002",
      disable_guild_select: "true",
    });
    expect(SATELLITE_PERMISSIONS).toBe(DISCORD_PERMISSIONS.CHANGE_NICKNAME.toString());
    // Chartbot's own bot does not ask for it: each satellite changes only its own nickname.
    expect(BigInt(BOT_PERMISSIONS) & DISCORD_PERMISSIONS.CHANGE_NICKNAME).toBe(0n);
  });
});

describe("authorizeUrlOf", () => {
  it.each([
    ["https://discord.com/api", "https://discord.com/oauth2/authorize"],
    ["https://discord.com/api/v10", "https://discord.com/oauth2/authorize"],
    [DISCORD_SANDBOX.apiBaseUrl, DISCORD_SANDBOX.authorizeUrl],
    ["http://127.0.0.1:4310/api/v10/", "http://127.0.0.1:4310/oauth2/authorize"],
  ])("finds Discord's authorize page beside the API %s", (apiBaseUrl, authorizeUrl) => {
    expect(authorizeUrlOf(apiBaseUrl)).toBe(authorizeUrl);
  });
});
