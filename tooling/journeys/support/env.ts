import { DEMO_DISCORD } from "@chartbot/test-servers/fake-discord";
import { suitePorts } from "@chartbot/test-servers/ports";
import { STACK_FIREBASE, stackApiEnv, stackDashboardEnv } from "@chartbot/test-servers/stack-env";
import { marketingSiteTestEnv } from "@chartbot/test-servers/test-builds";

// Ports and settings of the journeys: ports of their own, so they run beside `pnpm dev` (3000/3001/4000)
// and beside the dashboard's own end-to-end run (3311/4311/4312), with an Auth emulator of their own.
// `E2E_PORT_OFFSET` moves every one of them (as in the apps' suites), so two checkouts can run side by side.

// They come from the one owner of the suites' ports, `@chartbot/test-servers/ports`.
const PORTS = suitePorts("journeys");

export const WEB_PORT = PORTS.web;
export const DASHBOARD_PORT = PORTS.dashboard;
export const API_PORT = PORTS.api;

export const WEB_ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
export const DASHBOARD_ORIGIN = `http://127.0.0.1:${DASHBOARD_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

/** The local Discord (the sandbox's demo world) and the reference bot's control port, in the runner's process. */
export const DISCORD_SANDBOX_PORT = PORTS.discordSandbox;
export const DISCORD_SANDBOX_ORIGIN = `http://127.0.0.1:${DISCORD_SANDBOX_PORT}`;
export const REFERENCE_BOT_PORT = PORTS.referenceBot;
export const REFERENCE_BOT_ORIGIN = `http://127.0.0.1:${REFERENCE_BOT_PORT}`;

/**
 * The journeys' own Auth emulator (with its hub and logging ports), not the shared one on 9099: a shared
 * emulator is stopped or restarted with whatever started it (`pnpm dev`, another suite), and every user
 * and session made on it is then gone in the middle of a journey.
 */
export const AUTH_EMULATOR_PORTS = {
  auth: PORTS.authEmulator,
  hub: PORTS.emulatorHub,
  logging: PORTS.emulatorLogging,
} as const;
export const AUTH_EMULATOR_HOST = `127.0.0.1:${AUTH_EMULATOR_PORTS.auth}`;
export const FIREBASE_PROJECT_ID = STACK_FIREBASE.projectId;
export const FIREBASE_API_KEY = STACK_FIREBASE.apiKey;

/**
 * The marketing site's build environment (public values are baked into the static pages): the test build's,
 * whose origins are the journeys' own, so the build the marketing site's suite made is the one served here.
 */
export const webEnv = marketingSiteTestEnv();
export const PIXEL_ID = webEnv.NEXT_PUBLIC_PIXEL_ID;

/** Where the journeys' servers answer, for the environments below. */
const STACK = { ports: PORTS, webOrigin: WEB_ORIGIN, authEmulatorHost: AUTH_EMULATOR_HOST };

/** The dashboard's environment, at build and at start (its own output folder: `.next-journeys`). */
export const dashboardEnv = {
  ...stackDashboardEnv(STACK, ".next-journeys"),
  NEXT_PUBLIC_DISCORD_CLIENT_ID: DEMO_DISCORD.clientId,
  NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: `${DISCORD_SANDBOX_ORIGIN}/oauth2/authorize`,
};

/**
 * The API's environment (Stripe's and the local Discord's variables are added once their servers have started).
 */
export const apiEnv = stackApiEnv(STACK);

/** Set by the global setup for the test workers: where the local Stripe server and its control port are. */
export const FAKE_STRIPE_CONTROL_VAR = "JOURNEYS_FAKE_STRIPE_CONTROL";
