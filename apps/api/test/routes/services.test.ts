import { SERVICES_MAX_AGE_SECONDS, ServicesSchema } from "@chartbot/contracts/services";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/open-database.js";
import { request } from "../support/request.js";
import { openTestDatabase, testConfig } from "../support/test-app.js";

const WEB = "http://localhost:3000";
const DASHBOARD = "http://localhost:3001";

/** Every optional service configured: the OAuth client (from `testConfig`), the bot token and both Stripe keys. */
const EVERYTHING = {
  DISCORD_BOT_TOKEN: "test-bot-token",
  STRIPE_SECRET_KEY: "sk_test_services",
  STRIPE_WEBHOOK_SECRET: "whsec_services",
};
const NO_DISCORD = { DISCORD_CLIENT_ID: "", DISCORD_CLIENT_SECRET: "", DISCORD_BOT_TOKEN: "" };
const NO_STRIPE = { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** Runs `check` against an API built with `overrides`, on the file's database. */
async function withApp(overrides: Record<string, string>, check: (app: App) => Promise<void>) {
  const app = await buildApp(testConfig(overrides), {
    database: { ...database, close: async () => {} },
    logger: false,
  });
  await app.ready();
  try {
    await check(app);
  } finally {
    await app.close();
  }
}

const services = (app: App, headers: Record<string, string> = {}) =>
  request(app, "GET", "/api/services", { headers });

describe("GET /api/services", () => {
  it("answers every service on when Discord and Stripe are configured, to anyone and cacheably", async () => {
    await withApp(EVERYTHING, async (app) => {
      const response = await services(app);
      expect(response.statusCode).toBe(200);
      expect(ServicesSchema.strict().parse(response.json())).toEqual({
        discordSignIn: true,
        discordBot: true,
        payments: true,
      });
      expect(response.headers["cache-control"]).toBe(`public, max-age=${SERVICES_MAX_AGE_SECONDS}`);
      expect(response.headers["set-cookie"]).toBeUndefined();
    });
  });

  it("answers Discord off without its client and bot, as its routes answer 503 discord_not_configured", async () => {
    await withApp({ ...EVERYTHING, ...NO_DISCORD }, async (app) => {
      expect((await services(app)).json()).toEqual({
        discordSignIn: false,
        discordBot: false,
        payments: true,
      });
      const signIn = await app.inject({
        method: "POST",
        url: "/api/account/create",
        payload: { code: "a", redirect: `${DASHBOARD}/account/action` },
      });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json().error.code).toBe("discord_not_configured");
    });
  });

  it("tells the OAuth client (sign-in, linking) and the bot token apart", async () => {
    await withApp({ ...EVERYTHING, DISCORD_BOT_TOKEN: "" }, async (app) => {
      expect((await services(app)).json()).toMatchObject({ discordSignIn: true, discordBot: false });
    });
    await withApp({ ...EVERYTHING, DISCORD_CLIENT_SECRET: "" }, async (app) => {
      expect((await services(app)).json()).toMatchObject({ discordSignIn: false, discordBot: true });
    });
  });

  it("answers payments off without Stripe keys, as the payment routes answer 503 payments_not_configured", async () => {
    await withApp({ ...EVERYTHING, ...NO_STRIPE }, async (app) => {
      expect((await services(app)).json()).toEqual({
        discordSignIn: true,
        discordBot: true,
        payments: false,
      });
      const webhook = await app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: { "stripe-signature": "t=1,v1=00", "content-type": "application/json" },
        payload: "{}",
      });
      expect(webhook.statusCode).toBe(503);
      expect(webhook.json().error.code).toBe("payments_not_configured");
    });
    // A secret key without the webhook secret could never record a payment: still off.
    await withApp({ ...EVERYTHING, STRIPE_WEBHOOK_SECRET: "" }, async (app) => {
      expect((await services(app)).json()).toMatchObject({ payments: false });
    });
  });

  it("lets the marketing origin read it without credentials, and the dashboard with them", async () => {
    await withApp(EVERYTHING, async (app) => {
      const marketing = await services(app, { origin: WEB });
      expect(marketing.headers["access-control-allow-origin"]).toBe(WEB);
      expect(marketing.headers["access-control-allow-credentials"]).toBeUndefined();
      expect(String(marketing.headers.vary)).toMatch(/origin/i);
      const preflight = await app.inject({
        method: "OPTIONS",
        url: "/api/services",
        headers: { origin: WEB, "access-control-request-method": "GET" },
      });
      expect(preflight.headers["access-control-allow-origin"]).toBe(WEB);
      expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
      const dashboard = await services(app, { origin: DASHBOARD });
      expect(dashboard.headers["access-control-allow-origin"]).toBe(DASHBOARD);
      expect(dashboard.headers["access-control-allow-credentials"]).toBe("true");
      const elsewhere = await services(app, { origin: "https://evil.example" });
      expect(elsewhere.statusCode).toBe(200);
      expect(elsewhere.headers["access-control-allow-origin"]).toBeUndefined();
    });
  });
});
