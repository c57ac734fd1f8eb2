// The empty page is built the way apps/web is built (see apps/web/next.config.ts): same Next.js
// (resolved from apps/web), Turbopack production build, the same switches that change the client bundle.
/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  experimental: { inlineCss: true },
};

export default nextConfig;
