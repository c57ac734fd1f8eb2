import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each file opens its own database and API. Three files at a time on two cores: some files wait with the CPU
    // idle (a Discord call's deadline, a server process starting, a session cache noticing a change), and a third
    // worker fills that time (87 to 78 s alone); a fourth only adds its imports (81 s).
    maxWorkers: 3,
    // A worker imports the API once for all its files instead of once per file (a third of the suite's time):
    // each file builds its own app on its own database and keeps no state in modules, and the files pass in
    // any order (\`--sequence.shuffle.files\`).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
