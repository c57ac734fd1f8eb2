import { join, resolve } from "node:path";
import { standaloneOutput } from "@chartbot/next-standalone";
import { createVanillaExtractPlugin } from "@vanilla-extract/next-plugin";
import type { NextConfig } from "next";
import { env } from "./src/env";
import { addCompileHints } from "./src/lib/compile-hints";
import { securityHeaders } from "./src/lib/security-headers";

// Turbopack compiles the kit's and our `.css.ts` files to static CSS ("auto" picks the Turbopack loader).
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: "auto" } });

const nextConfig: NextConfig = {
  // The production artefact: a self-contained server.js (`pnpm start`, a container); see docs/deployment.md.
  ...standaloneOutput(),
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: {
    // The kit's server-rendered parts import from the `radix-ui` barrel; without this every Radix
    // component would become a client entry of the page and ship to the browser.
    optimizePackageImports: ["radix-ui"],
    // vanilla-extract emits one small stylesheet per module; inlining them saves ~20 render-blocking requests
    // on first load (the Lighthouse budget of issue 6). The CSP already allows inline styles.
    inlineCss: true,
  },
  // Every prerendered page asks for its scripts once its first frame is drawn (src/lib/paint-first.ts): text
  // first, then React. Next imports the adapter itself, after prerendering; `next build` runs in this folder.
  adapterPath: resolve("src/lib/paint-first.ts"),
  compiler: {
    // Every script the browser loads is compiled off the main thread as it streams in (V8's compile hint):
    // the pages' start-up code runs at once anyway, and compiling it on first call was most of their
    // Total Blocking Time (the Lighthouse budget of issue 6). See src/lib/compile-hints.ts.
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(join(distDir, "static"));
    },
  },
  // `pnpm typecheck` (tsc) checks types as its own task; skipping it here halves the build on small machines.
  typescript: { ignoreBuildErrors: true },
  // Workspace packages ship TypeScript source (and vanilla-extract styles): Next compiles them.
  transpilePackages: [
    "@chartbot/ui",
    "@chartbot/addons",
    "@chartbot/api-client",
    "@chartbot/auth-gate",
    "@chartbot/browser-storage",
    "@chartbot/command-catalogue",
    "@chartbot/contracts",
    "@chartbot/marketing-paths",
  ],
  // The image sizes and quality of spec sections 7 and 9: `/_next/image?url=...&w=...&q=75`.
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders({
          apiOrigin: env.NEXT_PUBLIC_API_ORIGIN,
          production: env.NODE_ENV === "production",
        }),
      },
    ];
  },
};

export default withVanillaExtract(nextConfig);
