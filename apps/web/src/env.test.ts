import { BOT_PERMISSIONS, DISCORD_SANDBOX } from "@chartbot/contracts/discord";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("works with nothing configured", () => {
    const env = parseEnv({});
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
    expect(env.NEXT_PUBLIC_DASHBOARD_ORIGIN).toBe("http://localhost:3001");
    expect(env.NEXT_PUBLIC_API_ORIGIN).toBe("http://localhost:4000");
    expect(new URL(env.BOT_INVITE_URL).pathname).toBe("/oauth2/authorize");
    expect(new URL(env.BOT_INVITE_URL).searchParams.get("client_id")).not.toBe("000000000000000000");
    expect(env.NEXT_PUBLIC_PIXEL_ID).toBeUndefined();
  });

  it("invites the bot with the permissions and scopes its features need", () => {
    const invite = new URL(parseEnv({}).BOT_INVITE_URL).searchParams;
    expect(invite.get("permissions")).toBe(BOT_PERMISSIONS);
    expect(invite.get("scope")).toBe("bot applications.commands");
  });

  it("invites the local Discord sandbox's demo bot in development and in a local production build", () => {
    for (const source of [{}, { NODE_ENV: "production" }, { NODE_ENV: "test" }]) {
      const invite = new URL(parseEnv(source).BOT_INVITE_URL);
      expect(`${invite.origin}${invite.pathname}`).toBe(DISCORD_SANDBOX.authorizeUrl);
      expect(invite.searchParams.get("client_id")).toBe(DISCORD_SANDBOX.clientId);
    }
  });

  it("invites the configured Discord application on Discord", () => {
    const invite = new URL(
      parseEnv({
        NODE_ENV: "production",
        NEXT_PUBLIC_SITE_URL: "https://chartbot.app",
        NEXT_PUBLIC_DISCORD_CLIENT_ID: "1128439573092786236",
      }).BOT_INVITE_URL,
    );
    expect(`${invite.origin}${invite.pathname}`).toBe("https://discord.com/oauth2/authorize");
    expect(invite.searchParams.get("client_id")).toBe("1128439573092786236");
  });

  const deployed = { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://chartbot.app" };
  it.each([
    [undefined, "required in production"],
    ["", "required in production"],
    ["000000000000000000", "000000000000000000 is a placeholder"],
    [DISCORD_SANDBOX.clientId, "the local Discord sandbox's demo id"],
    ["YOUR_CLIENT_ID", "17 to 20 digits"],
  ])("fails a production build for a public site with the Discord client id %j", (clientId, message) => {
    expect(() => parseEnv({ ...deployed, NEXT_PUBLIC_DISCORD_CLIENT_ID: clientId })).toThrow(
      new RegExp(`NEXT_PUBLIC_DISCORD_CLIENT_ID: .*${message}`),
    );
  });

  it("fails a production build for a public site that invites through a local Discord", () => {
    expect(() =>
      parseEnv({
        ...deployed,
        NEXT_PUBLIC_DISCORD_CLIENT_ID: "1128439573092786236",
        NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: DISCORD_SANDBOX.authorizeUrl,
      }),
    ).toThrow("NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: must be Discord's https authorize page");
  });

  it("treats blank values as unset and reduces origins to their origin", () => {
    const env = parseEnv({
      NEXT_PUBLIC_PIXEL_ID: " ",
      NEXT_PUBLIC_API_ORIGIN: "https://api.chartbot.test/some/path",
    });
    expect(env.NEXT_PUBLIC_PIXEL_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_API_ORIGIN).toBe("https://api.chartbot.test");
  });

  it("fails with a message naming every bad variable", () => {
    expect(() =>
      parseEnv({ NEXT_PUBLIC_DASHBOARD_ORIGIN: "not a url", NEXT_PUBLIC_PIXEL_ID: "<script>" }),
    ).toThrow(/NEXT_PUBLIC_DASHBOARD_ORIGIN[\s\S]*NEXT_PUBLIC_PIXEL_ID/);
  });
});
