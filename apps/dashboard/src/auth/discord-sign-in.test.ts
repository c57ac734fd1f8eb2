import { memoryStorage } from "@chartbot/browser-storage/testing";
import { describe, expect, it } from "vitest";
import {
  buildDiscordAuthorizeUrl,
  consumeDiscordState,
  createDiscordState,
  DISCORD_STATE_KEY,
  discordRedirectUri,
  startDiscordSignIn,
} from "./discord-sign-in";

const fixedBytes = (bytes: Uint8Array) => bytes.fill(0xfb);

describe("buildDiscordAuthorizeUrl", () => {
  it("asks Discord for a code with the identify and email scopes, our redirect URI and the state", () => {
    expect(
      buildDiscordAuthorizeUrl({
        clientId: "123456789",
        redirectUri: "http://localhost:3001/account/action",
        state: "abc_-123",
      }),
    ).toBe(
      "https://discord.com/oauth2/authorize?client_id=123456789&response_type=code&scope=identify%20email" +
        "&redirect_uri=http%3A%2F%2Flocalhost%3A3001%2Faccount%2Faction&state=abc_-123",
    );
  });

  it("round-trips through URL parsing", () => {
    const url = new URL(
      buildDiscordAuthorizeUrl({
        clientId: "1",
        redirectUri: "https://app.example/account/action",
        state: "s",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://discord.com/oauth2/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "1",
      response_type: "code",
      scope: "identify email",
      redirect_uri: "https://app.example/account/action",
      state: "s",
    });
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

describe("startDiscordSignIn and consumeDiscordState", () => {
  it("stores the state it sends and accepts it back exactly once", () => {
    const storage = memoryStorage();
    const url = new URL(startDiscordSignIn({ clientId: "42", origin: "http://localhost:3001", storage }));
    const state = url.searchParams.get("state");
    expect(state).toBeTruthy();
    expect(storage.getItem(DISCORD_STATE_KEY)).toBe(state);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3001/account/action");

    expect(consumeDiscordState(storage, state)).toBe(true);
    expect(consumeDiscordState(storage, state)).toBe(false);
  });

  it("refuses a state that differs, is missing, or was never stored", () => {
    expect(consumeDiscordState(memoryStorage({ [DISCORD_STATE_KEY]: "mine" }), "theirs")).toBe(false);
    expect(consumeDiscordState(memoryStorage({ [DISCORD_STATE_KEY]: "mine" }), null)).toBe(false);
    expect(consumeDiscordState(memoryStorage({ [DISCORD_STATE_KEY]: "mine" }), "")).toBe(false);
    expect(consumeDiscordState(memoryStorage(), "mine")).toBe(false);
    expect(consumeDiscordState(undefined, "mine")).toBe(false);
  });

  it("forgets the stored state even when the returned one is wrong", () => {
    const storage = memoryStorage({ [DISCORD_STATE_KEY]: "mine" });
    consumeDiscordState(storage, "theirs");
    expect(consumeDiscordState(storage, "mine")).toBe(false);
  });
});
