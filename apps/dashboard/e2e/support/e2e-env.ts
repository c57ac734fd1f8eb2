// Ports and settings of the end-to-end run: its own ports, so it never talks to a dev server on 3001/4000.

import { DISCORD_SANDBOX } from "@chartbot/contracts/discord";
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";
import { SHARED_AUTH_EMULATOR_PORT, suitePorts } from "@chartbot/test-servers/ports";
import { STACK_FIREBASE, stackApiEnv, stackDashboardEnv } from "@chartbot/test-servers/stack-env";

/** The suite's own ports (`@chartbot/test-servers/ports`; `E2E_PORT_OFFSET` moves them all). */
const PORTS = suitePorts("dashboardE2e");

export const DASHBOARD_PORT = PORTS.dashboard;
export const API_PORT = PORTS.api;
export const FAKE_DISCORD_PORT = PORTS.discord;
/** The local payments sandbox (the fake Stripe with its Checkout and portal pages). */
export const FAKE_STRIPE_PORT = PORTS.payments;

export const DASHBOARD_ORIGIN = `http://127.0.0.1:${DASHBOARD_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
export const FAKE_DISCORD_ORIGIN = `http://127.0.0.1:${FAKE_DISCORD_PORT}`;
export const FAKE_STRIPE_ORIGIN = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
/**
 * The browser state every test starts from (playwright.config.ts), and the demo account's one sign-in
 * (demo-session.ts): a user who has answered the product's cookie banner (`cookies`, shared with the marketing
 * site), so the banner covers nothing the suites click; e2e/consent starts without it.
 */
export const COOKIE_CHOICE_STATE = {
  cookies: [
    {
      name: "cookies",
      value: "required",
      domain: new URL(DASHBOARD_ORIGIN).hostname,
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    },
  ],
  origins: [],
};
/** Nothing listens here: tests answer requests to the marketing site themselves. */
export const WEB_ORIGIN = `http://127.0.0.1:${PORTS.webNobodyServes}`;

/** The test run's shared emulator (scripts/lib/auth-emulator.sh), started by the setup when none answers. */
export const AUTH_EMULATOR_HOST = `127.0.0.1:${SHARED_AUTH_EMULATOR_PORT}`;
export const FIREBASE_PROJECT_ID = STACK_FIREBASE.projectId;
export const FIREBASE_API_KEY = STACK_FIREBASE.apiKey;

/** The local Discord (sandbox) runs its demo world on FAKE_DISCORD_PORT, with the demo application's credentials. */
export const DISCORD_CLIENT_ID = DISCORD_SANDBOX.clientId;
export const DISCORD_CLIENT_SECRET = DISCORD_SANDBOX.clientSecret;
export const DISCORD_BOT_TOKEN = DISCORD_SANDBOX.botToken;
/** The sandbox's authorize page, which the browser tests click through as a user would Discord's. */
export const DISCORD_AUTHORIZE_URL = `${FAKE_DISCORD_ORIGIN}/oauth2/authorize`;

/** Where the run's servers answer, for the environments below. */
const STACK = { ports: PORTS, webOrigin: WEB_ORIGIN, authEmulatorHost: AUTH_EMULATOR_HOST };

/** The dashboard's environment, at build and at start. */
export const dashboardEnv = {
  ...stackDashboardEnv(STACK, ".next-e2e"),
  NEXT_PUBLIC_DISCORD_CLIENT_ID: DISCORD_CLIENT_ID,
  NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: DISCORD_AUTHORIZE_URL,
  // Embedded checkout; Stripe.js itself is Stripe's address, which the tests answer (e2e/support/stripe-js.ts).
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: PAYMENTS_SANDBOX.publishableKey,
};

/** The API's environment: in-memory PGlite, the emulator, the fake Discord and Stripe, generous rate limits. */
export const apiEnv = {
  ...stackApiEnv(STACK),
  PGLITE_DATA_DIR: "memory://",
  DISCORD_CLIENT_ID,
  DISCORD_CLIENT_SECRET,
  DISCORD_BOT_TOKEN,
  DISCORD_API_BASE_URL: `${FAKE_DISCORD_ORIGIN}/api`,
  STRIPE_SECRET_KEY: PAYMENTS_SANDBOX.secretKey,
  STRIPE_WEBHOOK_SECRET: PAYMENTS_SANDBOX.webhookSecret,
  STRIPE_API_BASE_URL: FAKE_STRIPE_ORIGIN,
};
