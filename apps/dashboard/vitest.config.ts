import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * The test files that replace a module with `vi.mock`: a mock takes only where the module is not loaded yet,
 * so these run isolated, each in a fresh module graph. Every other file shares its worker's imports and
 * happy-dom window (`isolate: false`): a new graph and window per file was most of the suite's time (66 to 25 s
 * on two cores; docs/decisions/ci-within-fifteen-minutes.md). Each test still starts clean (`src/test/setup.ts`).
 */
const MOCKING_MODULES = globSync("src/**/*.test.{ts,tsx}", { cwd: import.meta.dirname }).filter((file) =>
  readFileSync(join(import.meta.dirname, file), "utf8").includes("vi.mock("),
);

const project = {
  // Components import the kit's `.css.ts` styles: the plugin compiles them as Next does.
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
};
const test = {
  environment: "happy-dom" as const,
  setupFiles: ["./src/test/setup.ts"],
  restoreMocks: true,
};

export default defineConfig({
  test: {
    projects: [
      {
        ...project,
        test: {
          ...test,
          name: "shared",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: MOCKING_MODULES,
          isolate: false,
        },
      },
      { ...project, test: { ...test, name: "isolated", include: MOCKING_MODULES } },
    ],
  },
});
