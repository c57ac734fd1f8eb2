import { marketingRedirects } from "@chartbot/marketing-paths";
import { standaloneOutput } from "@chartbot/next-standalone";
import { createVanillaExtractPlugin } from "@vanilla-extract/next-plugin";
import type { NextConfig } from "next";
import { env, loadBuildEnv } from "./src/env";
import { securityHeaders } from "./src/navigation/security-headers";

const buildEnv = loadBuildEnv();

const nextConfig: NextConfig = {
  // The production artefact: a self-contained server.js (`pnpm start`, a container); see docs/deployment.md.
  ...standaloneOutput(),
  // A second output folder lets the end-to-end build (other ports) sit beside the normal one.
  distDir: buildEnv.DASHBOARD_DIST_DIR,
  reactStrictMode: true,
  // `pnpm typecheck` (tsc) checks types as its own task; not repeating it in every build saves a minute.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // Workspace packages ship TypeScript and vanilla-extract sources: Next compiles them.
  transpilePackages: [
    "@chartbot/ui",
    "@chartbot/addons",
    "@chartbot/auth-gate",
    "@chartbot/browser-storage",
    "@chartbot/command-catalogue",
    "@chartbot/contracts",
    "@chartbot/error-messages",
    "@chartbot/marketing-paths",
  ],
  async rewrites() {
    // The browser calls /api/... on this origin; the API itself runs elsewhere.
    return [{ source: "/api/:path*", destination: `${buildEnv.API_ORIGIN}/api/:path*` }];
  },
  async redirects() {
    return marketingRedirects(env.webOrigin);
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders({
          production: env.production,
          authEmulatorHost: env.firebase.authEmulatorHost,
          stripeJsUrl: env.stripeJsUrl,
        }),
      },
    ];
  },
};

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: "auto" } });

export default withVanillaExtract(nextConfig);
