import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each file opens its own database and API (PGlite takes seconds to start on a busy machine);
    // on two cores, two files at a time is the sweet spot.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
