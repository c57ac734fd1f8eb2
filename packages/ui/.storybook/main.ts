import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";

const config: StorybookConfig = {
  stories: ["../src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Components import `.css.ts` files: the same plugin as vitest (and as the apps' Next plugin) compiles them.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      build: {
        // Storybook's own vendor chunk is large by design.
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          // "use client" marks components for Next.js; a static Storybook has no use for it.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
          },
        },
      },
    }),
};

export default config;
