import "@chartbot/ui/theme";
import { CookieBanner } from "@chartbot/ui/cookie-banner";
import { ThemeScript } from "@chartbot/ui/theme";
import type { Metadata, Viewport } from "next";
import { type ReactNode, Suspense } from "react";
import { env } from "@/env";
import { AppShell, PageLoading } from "@/shell/app-shell";
import { Providers } from "@/shell/providers";

export const metadata: Metadata = {
  title: { default: "Chartbot dashboard", template: "%s · Chartbot" },
  description: "Manage your Chartbot communities, subscriptions, price alerts and trading keys.",
  // Account pages are personal: keep them out of search results.
  robots: { index: false, follow: false },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f6f7fb" },
    { media: "(prefers-color-scheme: dark)", color: "#0c111b" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets <html>'s class before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript cookieDomain={env.cookieDomain} />
      </head>
      <body>
        <Providers>
          {/* The shell reads the query string (`?next=`), which needs a Suspense boundary on static pages. */}
          <Suspense fallback={<PageLoading />}>
            <AppShell>{children}</AppShell>
          </Suspense>
          {/*
            One cookie choice for the product: the banner reads and stores the same choice as the marketing
            site's. The dashboard itself loads nothing optional (docs/decisions), so either answer keeps it as is.
          */}
          <CookieBanner detailsHref={`${env.webOrigin}/privacy-policy#advertising`} />
        </Providers>
      </body>
    </html>
  );
}
