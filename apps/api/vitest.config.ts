import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each file opens its own database and API (PGlite takes seconds to start on a busy machine);
    // on two cores, two files at a time is the sweet spot.
    maxWorkers: 2,
    // A worker imports the API once for all its files instead of once per file (a third of the suite's time):
    // each file builds its own app on its own database and keeps no state in modules, and the files pass in
    // any order (\`--sequence.shuffle.files\`).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
