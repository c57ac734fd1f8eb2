import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Views import `.css.ts` styles (ours and the kit's): the plugin compiles them, as Next does.
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    // The bench script's pure helpers are tested too (plain .mjs, like the script).
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
    restoreMocks: true,
    // Files share their worker's imports instead of a new module graph each (half of the suite's time); a test
    // that stubs a global unstubs it, and the one that needs a fresh module asks for it (`vi.resetModules`).
    isolate: false,
  },
});
