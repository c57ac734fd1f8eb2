import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * The API seed's demo user (apps/api src/commands/seed.ts): verified, with active add-ons. It manages the seeded
 * communities through Discord once it links the sandbox's demo Discord user (`linkDiscord`).
 */
export const DEMO_USER = {
  email: "demo@chartbot.local",
  password: "chartbot-demo",
  displayName: "Demo Trader",
} as const;

/** The seed's communities, by name (apps/api src/commands/seed-demo-data.ts). */
export const DEMO_COMMUNITIES = {
  /** Crypto mode; Price Satellite Bots (3 slots), Scheduled Posting, TradingView Layouts, Advanced Charting. */
  tradingFloor: "Satoshi's Trading Floor",
  /** Traditional mode; Price Satellite Bots (2 slots), no Advanced Charting. */
  wallStreet: "Wall Street Bets Lounge",
} as const;

/**
 * Runs the API's seed against the database the end-to-end API will open (a PGlite folder: the in-memory one
 * cannot be reached from another process), so screens that need communities have some. The Auth emulator must
 * be listening. Communities are only ever created by the bot, so there is no API route to make them.
 */
export function seedDemoDatabase(apiDir: string, env: Record<string, string | undefined>): void {
  const result = spawnSync(join(apiDir, "node_modules", ".bin", "tsx"), ["src/commands/seed.ts"], {
    cwd: apiDir,
    env: env as NodeJS.ProcessEnv,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`The API seed failed (exit code ${result.status})`);
}
