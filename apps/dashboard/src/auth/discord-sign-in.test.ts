import { memoryStorage } from "@chartbot/browser-storage/testing";
import { BOT_PERMISSIONS } from "@chartbot/contracts/discord";
import { describe, expect, it } from "vitest";
import {
  buildBotAuthorizeUrl,
  buildDiscordAuthorizeUrl,
  consumeDiscordState,
  createDiscordState,
  DISCORD_STATE_KEY,
  discordRedirectUri,
  startDiscordAuthorization,
} from "./discord-sign-in";

const DISCORD = "https://discord.com/oauth2/authorize";

const fixedBytes = (bytes: Uint8Array) => bytes.fill(0xfb);

describe("buildDiscordAuthorizeUrl", () => {
  it("asks Discord for a code with the identify, email and guilds scopes, our redirect URI and the state", () => {
    expect(
      buildDiscordAuthorizeUrl({
        authorizeUrl: DISCORD,
        clientId: "123456789",
        redirectUri: "http://localhost:3001/account/action",
        state: "abc_-123",
      }),
    ).toBe(
      "https://discord.com/oauth2/authorize?client_id=123456789&response_type=code&scope=identify%20email%20guilds" +
        "&redirect_uri=http%3A%2F%2Flocalhost%3A3001%2Faccount%2Faction&state=abc_-123",
    );
  });

  it("round-trips through URL parsing", () => {
    const url = new URL(
      buildDiscordAuthorizeUrl({
        authorizeUrl: "http://127.0.0.1:4100/oauth2/authorize",
        clientId: "1",
        redirectUri: "https://app.example/account/action",
        state: "s",
      }),
    );
    expect(url.origin + url.pathname).toBe("http://127.0.0.1:4100/oauth2/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "1",
      response_type: "code",
      scope: "identify email guilds",
      redirect_uri: "https://app.example/account/action",
      state: "s",
    });
  });
});

describe("buildBotAuthorizeUrl", () => {
  it("asks for the bot in that server only, with the permissions the features need", () => {
    const url = new URL(
      buildBotAuthorizeUrl({
        authorizeUrl: DISCORD,
        clientId: "7",
        redirectUri: "https://app.example/account/action",
        state: "s",
        guildId: "900000000000000003",
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "7",
      scope: "bot applications.commands",
      permissions: BOT_PERMISSIONS,
      guild_id: "900000000000000003",
      disable_guild_select: "true",
      response_type: "code",
      redirect_uri: "https://app.example/account/action",
      state: "s",
    });
    expect(BigInt(BOT_PERMISSIONS) & (1n << 29n)).toBe(1n << 29n); // Manage Webhooks, for scheduled posts
  });
});

describe("discordRedirectUri", () => {
  it("is this origin's /account/action", () => {
    expect(discordRedirectUri("https://app.example")).toBe("https://app.example/account/action");
  });
});

describe("createDiscordState", () => {
  it("is 32 random bytes in base64url: 43 URL-safe characters", () => {
    expect(createDiscordState(fixedBytes)).toBe(`${"-_v7".repeat(10)}-_s`);
    const state = createDiscordState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("differs every time", () => {
    const states = new Set(Array.from({ length: 50 }, () => createDiscordState()));
    expect(states.size).toBe(50);
  });
});

const start = (purpose: Parameters<typeof startDiscordAuthorization>[0]) =>
  new URL(startDiscordAuthorization(purpose));

describe("startDiscordAuthorization and consumeDiscordState", () => {
  const base = { authorizeUrl: DISCORD, clientId: "42", origin: "http://localhost:3001" };

  it("stores the state it sends with its purpose and gives the purpose back exactly once", () => {
    const storage = memoryStorage();
    const url = start({ ...base, storage, purpose: "sign-in" });
    const state = url.searchParams.get("state");
    expect(state).toBeTruthy();
    expect(JSON.parse(storage.getItem(DISCORD_STATE_KEY) ?? "")).toEqual({ state, purpose: "sign-in" });
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3001/account/action");

    expect(consumeDiscordState(storage, state)).toEqual({ purpose: "sign-in" });
    expect(consumeDiscordState(storage, state)).toBeNull();
  });

  it("tells linking and adding the bot apart, and sends the bot request for the add-bot purpose", () => {
    const storage = memoryStorage();
    const link = start({ ...base, storage, purpose: "link" });
    expect(link.searchParams.get("scope")).toBe("identify email guilds");
    expect(consumeDiscordState(storage, link.searchParams.get("state"))).toEqual({ purpose: "link" });
    const fromCommunities = start({ ...base, storage, purpose: "link", from: "communities" });
    expect(consumeDiscordState(storage, fromCommunities.searchParams.get("state"))).toEqual({
      purpose: "link",
      from: "communities",
    });

    const bot = start({ ...base, storage, purpose: "add-bot", guildId: "900000000000000003" });
    expect(bot.searchParams.get("scope")).toBe("bot applications.commands");
    expect(bot.searchParams.get("guild_id")).toBe("900000000000000003");
    expect(consumeDiscordState(storage, bot.searchParams.get("state"))).toEqual({
      purpose: "add-bot",
      guildId: "900000000000000003",
    });
  });

  it("refuses a state that differs, is missing, was never stored, or was stored in another shape", () => {
    const mine = JSON.stringify({ state: "mine", purpose: "sign-in" });
    expect(consumeDiscordState(memoryStorage({ [DISCORD_STATE_KEY]: mine }), "theirs")).toBeNull();
    expect(consumeDiscordState(memoryStorage({ [DISCORD_STATE_KEY]: mine }), null)).toBeNull();
    expect(consumeDiscordState(memoryStorage({ [DISCORD_STATE_KEY]: mine }), "")).toBeNull();
    expect(consumeDiscordState(memoryStorage(), "mine")).toBeNull();
    expect(consumeDiscordState(undefined, "mine")).toBeNull();
    // The old plain-string form, an unknown purpose, a bad guild id.
    expect(consumeDiscordState(memoryStorage({ [DISCORD_STATE_KEY]: "mine" }), "mine")).toBeNull();
    const odd = (value: object) => memoryStorage({ [DISCORD_STATE_KEY]: JSON.stringify(value) });
    expect(consumeDiscordState(odd({ state: "mine", purpose: "other" }), "mine")).toBeNull();
    expect(consumeDiscordState(odd({ state: "mine", purpose: "add-bot", guildId: "x" }), "mine")).toBeNull();
  });

  it("forgets the stored state even when the returned one is wrong", () => {
    const storage = memoryStorage();
    const state = start({ ...base, storage, purpose: "link" }).searchParams.get("state");
    consumeDiscordState(storage, "theirs");
    expect(consumeDiscordState(storage, state)).toBeNull();
  });
});
