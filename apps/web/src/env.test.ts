import { BOT_PERMISSIONS } from "@chartbot/contracts/discord";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("works with nothing configured", () => {
    const env = parseEnv({});
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
    expect(env.NEXT_PUBLIC_DASHBOARD_ORIGIN).toBe("http://localhost:3001");
    expect(env.NEXT_PUBLIC_API_ORIGIN).toBe("http://localhost:4000");
    expect(new URL(env.NEXT_PUBLIC_BOT_INVITE_URL).pathname).toBe("/oauth2/authorize");
    expect(env.NEXT_PUBLIC_PIXEL_ID).toBeUndefined();
  });

  it("invites the bot with the permissions and scopes its features need", () => {
    const invite = new URL(parseEnv({}).NEXT_PUBLIC_BOT_INVITE_URL).searchParams;
    expect(invite.get("permissions")).toBe(BOT_PERMISSIONS);
    expect(invite.get("scope")).toBe("bot applications.commands");
  });

  it("treats blank values as unset and reduces origins to their origin", () => {
    const env = parseEnv({
      NEXT_PUBLIC_PIXEL_ID: " ",
      NEXT_PUBLIC_API_ORIGIN: "https://api.chartbot.test/some/path",
    });
    expect(env.NEXT_PUBLIC_PIXEL_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_API_ORIGIN).toBe("https://api.chartbot.test");
  });

  it("shares the theme and cookie choice on the configured parent domain, host-only when unset", () => {
    expect(parseEnv({}).NEXT_PUBLIC_COOKIE_DOMAIN).toBeUndefined();
    expect(parseEnv({ NEXT_PUBLIC_COOKIE_DOMAIN: ".Chartbot.app" }).NEXT_PUBLIC_COOKIE_DOMAIN).toBe(
      "chartbot.app",
    );
    expect(() => parseEnv({ NEXT_PUBLIC_COOKIE_DOMAIN: "chartbot.app/path" })).toThrow(
      /NEXT_PUBLIC_COOKIE_DOMAIN: must be a domain/,
    );
  });

  it("fails with a message naming every bad variable", () => {
    expect(() =>
      parseEnv({ NEXT_PUBLIC_DASHBOARD_ORIGIN: "not a url", NEXT_PUBLIC_PIXEL_ID: "<script>" }),
    ).toThrow(/NEXT_PUBLIC_DASHBOARD_ORIGIN[\s\S]*NEXT_PUBLIC_PIXEL_ID/);
  });
});
