import { describe, expect, it } from "vitest";
import { EnvError, loadBuildEnv, parsePublicEnv } from "./env";

describe("parsePublicEnv", () => {
  it("works with nothing set: demo Firebase project on the local emulator", () => {
    expect(parsePublicEnv({})).toEqual({
      production: false,
      checkApiAnswers: true,
      firebase: { apiKey: "demo-key", projectId: "demo-chartbot", authEmulatorHost: "127.0.0.1:9099" },
      discord: { clientId: "900000000000000777", authorizeUrl: "http://127.0.0.1:4100/oauth2/authorize" },
      webOrigin: "http://localhost:3000",
      cookieDomain: undefined,
      stripePublishableKey: undefined,
      stripeJsUrl: "https://js.stripe.com/endive/stripe.js",
    });
  });

  it("checks API answers against the contract outside production, and in a production build only when asked", () => {
    const production = { NODE_ENV: "production", NEXT_PUBLIC_DISCORD_CLIENT_ID: "1128439573092786236" };
    expect(parsePublicEnv({ NODE_ENV: "test" }).checkApiAnswers).toBe(true);
    expect(parsePublicEnv(production).checkApiAnswers).toBe(false);
    expect(parsePublicEnv({ ...production, NEXT_PUBLIC_CHECK_API_ANSWERS: "1" }).checkApiAnswers).toBe(true);
    expect(() => parsePublicEnv({ NEXT_PUBLIC_CHECK_API_ANSWERS: "yes" })).toThrowError(
      /NEXT_PUBLIC_CHECK_API_ANSWERS/,
    );
  });

  it("shares the theme and cookie choice on the configured parent domain, and rejects a non-domain", () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_COOKIE_DOMAIN: ".Chartbot.app" }).cookieDomain).toBe("chartbot.app");
    expect(parsePublicEnv({ NEXT_PUBLIC_COOKIE_DOMAIN: " " }).cookieDomain).toBeUndefined();
    expect(() => parsePublicEnv({ NEXT_PUBLIC_COOKIE_DOMAIN: "https://chartbot.app" })).toThrowError(
      /NEXT_PUBLIC_COOKIE_DOMAIN: must be a domain/,
    );
  });

  it("loads another Stripe.js (the payments sandbox's stand-in) only outside production or for demo projects", () => {
    const standIn = { NEXT_PUBLIC_STRIPE_JS_URL: "http://127.0.0.1:4300/js/v3" };
    expect(parsePublicEnv(standIn).stripeJsUrl).toBe("http://127.0.0.1:4300/js/v3");
    expect(parsePublicEnv({ ...standIn, NODE_ENV: "production" }).stripeJsUrl).toBe(
      "http://127.0.0.1:4300/js/v3",
    );
    const production = {
      NODE_ENV: "production",
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "chartbot-prod",
      NEXT_PUBLIC_DISCORD_CLIENT_ID: "1128439573092786236",
    };
    expect(parsePublicEnv(production).stripeJsUrl).toBe("https://js.stripe.com/endive/stripe.js");
    expect(() => parsePublicEnv({ ...production, ...standIn })).toThrowError(
      /NEXT_PUBLIC_STRIPE_JS_URL: must not be set in production/,
    );
  });

  it("uses no emulator in production with a real project, unless one is configured", () => {
    const production = {
      NODE_ENV: "production",
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "chartbot-prod",
      NEXT_PUBLIC_DISCORD_CLIENT_ID: "1128439573092786236",
    };
    expect(parsePublicEnv(production).firebase.authEmulatorHost).toBeUndefined();
    expect(
      parsePublicEnv({ ...production, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9199" }).firebase
        .authEmulatorHost,
    ).toBe("127.0.0.1:9199");
    // A demo- project only works against an emulator, so a production build of it still uses one.
    expect(parsePublicEnv({ NODE_ENV: "production" }).firebase.authEmulatorHost).toBe("127.0.0.1:9099");
  });

  it("uses the local Discord sandbox only outside production and with no Discord application set", () => {
    const sandbox = {
      clientId: "900000000000000777",
      authorizeUrl: "http://127.0.0.1:4100/oauth2/authorize",
    };
    const discord = "https://discord.com/oauth2/authorize";
    expect(parsePublicEnv({ NODE_ENV: "production" }).discord).toEqual(sandbox); // demo- project
    expect(
      parsePublicEnv({
        NODE_ENV: "production",
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: "chartbot-prod",
        NEXT_PUBLIC_DISCORD_CLIENT_ID: "1128439573092786236",
      }).discord,
    ).toEqual({ clientId: "1128439573092786236", authorizeUrl: discord });
    expect(parsePublicEnv({ NEXT_PUBLIC_DISCORD_CLIENT_ID: "123" }).discord).toEqual({
      clientId: "123",
      authorizeUrl: discord,
    });
    expect(
      parsePublicEnv({
        NEXT_PUBLIC_DISCORD_CLIENT_ID: "123",
        NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: "http://127.0.0.1:4312/oauth2/authorize",
      }).discord.authorizeUrl,
    ).toBe("http://127.0.0.1:4312/oauth2/authorize");
    expect(() => parsePublicEnv({ NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: "discord" })).toThrowError(
      /NEXT_PUBLIC_DISCORD_AUTHORIZE_URL/,
    );
  });

  it.each([
    [undefined, /NEXT_PUBLIC_DISCORD_CLIENT_ID: required in production/],
    [" ", /NEXT_PUBLIC_DISCORD_CLIENT_ID: required in production/],
    ["000000000000000000", /NEXT_PUBLIC_DISCORD_CLIENT_ID: 000000000000000000 is a placeholder/],
    ["900000000000000777", /NEXT_PUBLIC_DISCORD_CLIENT_ID: is the local Discord sandbox's demo id/],
    ["client-id", /NEXT_PUBLIC_DISCORD_CLIENT_ID: must be a Discord application's client id/],
  ])("fails a production build for a real project with the Discord client id %j", (clientId, message) => {
    const production = { NODE_ENV: "production", NEXT_PUBLIC_FIREBASE_PROJECT_ID: "chartbot-prod" };
    expect(() => parsePublicEnv({ ...production, NEXT_PUBLIC_DISCORD_CLIENT_ID: clientId })).toThrowError(
      message,
    );
  });

  it("fails a production build for a real project that points Discord at a local sandbox", () => {
    expect(() =>
      parsePublicEnv({
        NODE_ENV: "production",
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: "chartbot-prod",
        NEXT_PUBLIC_DISCORD_CLIENT_ID: "1128439573092786236",
        NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: "http://127.0.0.1:4100/oauth2/authorize",
      }),
    ).toThrowError(/NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: must be Discord's https authorize page/);
  });

  it("treats blank values as unset", () => {
    const env = parsePublicEnv({
      NEXT_PUBLIC_DISCORD_CLIENT_ID: " ",
      NEXT_PUBLIC_WEB_ORIGIN: "",
    });
    expect(env.discord.clientId).toBe("900000000000000777"); // unset: the sandbox's, outside production
    expect(env.webOrigin).toBe("http://localhost:3000");
  });

  it("fails with a message naming each bad variable", () => {
    expect(() =>
      parsePublicEnv({
        NEXT_PUBLIC_WEB_ORIGIN: "https://example.com/path",
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "sk_x",
      }),
    ).toThrowError(EnvError);
    try {
      parsePublicEnv({
        NEXT_PUBLIC_WEB_ORIGIN: "ftp://example.com",
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "x",
      });
    } catch (error) {
      expect((error as Error).message).toContain("NEXT_PUBLIC_WEB_ORIGIN");
      expect((error as Error).message).toContain("NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST");
    }
  });
});

describe("loadBuildEnv", () => {
  it("defaults to the local API and the standard output folder", () => {
    expect(loadBuildEnv({})).toEqual({ API_ORIGIN: "http://127.0.0.1:4000", DASHBOARD_DIST_DIR: ".next" });
  });

  it("refuses an API origin with a path, and odd output folders", () => {
    expect(() => loadBuildEnv({ API_ORIGIN: "http://127.0.0.1:4000/api" })).toThrowError(/API_ORIGIN/);
    expect(() => loadBuildEnv({ DASHBOARD_DIST_DIR: "../elsewhere" })).toThrowError(/DASHBOARD_DIST_DIR/);
  });
});
