import { join } from "node:path";
import { buildUnlessCurrent } from "@chartbot/next-standalone";
import { DEMO_DISCORD } from "./discord/demo-world";
import { suitePorts } from "./ports";

/**
 * The builds the browser-test runs serve, made once per set of sources and reused by every suite that serves
 * them: the marketing site's suite (apps/web), the journeys and the Lighthouse budgets all run the same
 * `apps/web/.next`, built by whichever of them runs first (docs/decisions/ci-within-fifteen-minutes.md).
 */

const REPO_DIR = join(import.meta.dirname, "..", "..", "..");
/** The marketing site's folder; its test build is `<WEB_DIR>/.next`, as `pnpm build` makes it. */
export const WEB_DIR = join(REPO_DIR, "apps", "web");

/** The workspace packages a Next app bundles: their sources, or their built `dist` where they are compiled. */
const PACKAGE_SOURCES = [
  "ui/src",
  "addons/src",
  "auth-gate/src",
  "browser-storage/src",
  "command-catalogue/src",
  "contracts/src",
  "error-messages/src",
  "marketing-paths/src",
  "ticker-parser/dist",
  "symbol-catalogue/dist",
].map((path) => join(REPO_DIR, "packages", path));

/** What a build of the Next app in `appDir` is made from: the app and the workspace packages it bundles. */
export function nextAppSources(appDir: string): string[] {
  return [
    join(appDir, "src"),
    join(appDir, "public"),
    join(appDir, "next.config.ts"),
    join(appDir, "package.json"),
    ...PACKAGE_SOURCES,
  ];
}

/**
 * The marketing site's public values in its test build (baked into the static pages): one set of origins,
 * the journeys' (where every app is served together), so the build the marketing site's own suite tests is the
 * one the journeys and Lighthouse serve. That suite answers the API's and the dashboard's requests itself, so
 * nothing needs to listen at those origins while it runs.
 */
export function marketingSiteTestEnv(
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const ports = suitePorts("journeys", env);
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.web}`,
    NEXT_PUBLIC_DASHBOARD_ORIGIN: `http://127.0.0.1:${ports.dashboard}`,
    NEXT_PUBLIC_API_ORIGIN: `http://127.0.0.1:${ports.api}`,
    NEXT_PUBLIC_PIXEL_ID: "test-pixel",
    // "Add to Discord" invites the journeys' own Discord sandbox's demo bot.
    NEXT_PUBLIC_DISCORD_CLIENT_ID: DEMO_DISCORD.clientId,
    NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: `http://127.0.0.1:${ports.discordSandbox}/oauth2/authorize`,
  };
}

/**
 * Builds the marketing site for the test runs in `apps/web/.next` unless a build of the same sources and
 * `marketingSiteTestEnv` is there. `mode` as `buildUnlessCurrent`'s.
 */
export function buildMarketingSiteForTests(mode?: "auto" | "always" | "never"): void {
  buildUnlessCurrent({
    name: "marketing site",
    appDir: WEB_DIR,
    env: marketingSiteTestEnv(),
    sources: nextAppSources(WEB_DIR),
    ...(mode && { mode }),
  });
}
