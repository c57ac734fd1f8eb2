import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Components import their `.css.ts` styles: the plugin compiles them, as it does for Storybook.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: "happy-dom",
    environmentOptions: {
      // The pixel tests insert <script src>: never fetch or run them.
      happyDOM: {
        settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
      },
    },
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    // Files share their worker's imports and happy-dom window instead of a new one each (most of the suite's
    // time); each test still starts clean (src/test/setup.ts). No file here replaces a module with `vi.mock`.
    isolate: false,
  },
});
