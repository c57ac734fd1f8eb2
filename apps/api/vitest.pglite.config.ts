import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The embedded-PGlite default, proven (`pnpm --filter @chartbot/api test:pglite`). CI runs the whole API suite
 * on PostgreSQL; PGlite runs the same SQL and migrations, so a second full run proved nothing the first did not
 * (docs/decisions/ci-within-fifteen-minutes.md). These files are the ones whose answer can differ on PGlite:
 * the server, migrations and seed on a PGlite folder (`pnpm dev`'s path), health's database kind, each
 * prepared statement's PGlite session (alert create, duplicate check, limit and delete, the communities list,
 * the alerts page) and the data migrations and re-encryption run on it. DATABASE_URL is cleared, so this run is
 * on PGlite wherever it is started.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: [
        "test/server.test.ts",
        "test/app.test.ts",
        "test/routes/health.test.ts",
        "test/commands/seed.test.ts",
        "test/routes/alerts/alerts.test.ts",
        "test/routes/alerts/limits.test.ts",
        "test/routes/communities/communities.test.ts",
        "test/routes/paging.test.ts",
        "test/db/scheduled-post-migrations.test.ts",
        "test/data/reencrypt-secrets.test.ts",
      ],
      env: { DATABASE_URL: "" },
      reporters: ["default", ["json", { outputFile: ".test-results/vitest-pglite.json" }]],
    },
  }),
);
