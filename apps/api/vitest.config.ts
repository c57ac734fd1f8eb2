import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each file opens its own database and API; on two cores, two files at a time is the sweet spot.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
