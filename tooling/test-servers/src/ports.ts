/**
 * The one owner of the ports test suites listen on. Every suite that needs fixed ports (because they are baked
 * into a build, or named in a Discord redirect) takes them from here, so suites that run side by side
 * (scripts/test.sh) never meet on a port: `ports.test.ts` proves no two suites and no `pnpm dev` service share
 * one. `E2E_PORT_OFFSET` moves every suite's ports at once, so two checkouts can run their suites side by side.
 * Servers that need no fixed port (the reliability suite's APIs, the stories' static server) listen on port 0.
 */

/** The ports `pnpm dev` and `pnpm start` use (README), which a suite must never take. */
export const DEV_PORTS = {
  web: 3000,
  dashboard: 3001,
  api: 4000,
  discordSandbox: 4100,
  referenceBot: 4200,
  paymentsSandbox: 4300,
  mailCatcher: 4600,
  mailCatcherSmtp: 4625,
  authEmulator: 9099,
  emulatorHub: 4400,
  emulatorLogging: 4500,
} as const;

/**
 * The shared Auth emulator of a test run (scripts/lib/auth-emulator.sh, scripts/with-auth-emulator.sh):
 * firebase.json's ports, the same as `pnpm dev`'s, so a run reuses the emulator `pnpm dev` started.
 */
export const SHARED_AUTH_EMULATOR_PORT = DEV_PORTS.authEmulator;

/** Each suite's own ports, before the offset. */
const SUITES = {
  /** apps/web: its production server. */
  webE2e: { web: 3100 },
  /** apps/dashboard: its production server, the API, the local Discord and payments sandboxes. */
  dashboardE2e: { dashboard: 3311, webNobodyServes: 3312, api: 4311, discord: 4312, payments: 4313 },
  /** tooling/journeys (and the Lighthouse budgets): every app, and an Auth emulator of its own. */
  journeys: {
    web: 3401,
    dashboard: 3402,
    api: 4401,
    discordSandbox: 4403,
    referenceBot: 4404,
    authEmulator: 9401,
    emulatorHub: 9402,
    emulatorLogging: 9403,
  },
} as const;

export type Suite = keyof typeof SUITES;

/** The offset every suite's ports are moved by: `E2E_PORT_OFFSET`, 0 by default. */
export function portOffset(env: Record<string, string | undefined> = process.env): number {
  const raw = env.E2E_PORT_OFFSET ?? "0";
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20_000) {
    throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 20000, not "${raw}"`);
  }
  return offset;
}

/** A suite's ports, moved by `E2E_PORT_OFFSET`. */
export function suitePorts<S extends Suite>(
  suite: S,
  env: Record<string, string | undefined> = process.env,
): { readonly [K in keyof (typeof SUITES)[S]]: number } {
  const offset = portOffset(env);
  return Object.fromEntries(
    Object.entries(SUITES[suite]).map(([name, port]) => [name, (port as number) + offset]),
  ) as { readonly [K in keyof (typeof SUITES)[S]]: number };
}

/** Every suite's ports before the offset, for the check that none is shared. */
export function allSuitePorts(): Record<Suite, Record<string, number>> {
  return SUITES;
}
