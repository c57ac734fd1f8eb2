import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Each file starts the real API on E's port 4351.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    /** PostgreSQL on this machine (DESIGN.md), as the API's own suites. */
    env: { DATABASE_URL: process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test" },
  },
});
