import "@chartbot/ui/theme";
import { AdvertisingPixel } from "@chartbot/ui/advertising-pixel";
import { CookieBanner } from "@chartbot/ui/cookie-banner";
import { Footer } from "@chartbot/ui/footer";
import { darkColors, lightColors, ThemeScript } from "@chartbot/ui/theme";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/env";
import { SITE_DESCRIPTION, SITE_NAME, SITE_TITLE } from "@/lib/page-metadata";
import { SignedOutOnly } from "./_components/signed-out-only";
import { SiteHeader } from "./_components/site-header";
import * as styles from "./layout.css";

/** The footer's id: the render-blocking `<link rel="expect">` in `<head>` waits for it. */
const FOOTER_ID = "site-footer";

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
  title: { default: SITE_TITLE, template: `%s · ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  robots: { index: true, follow: true },
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  colorScheme: "light dark",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: lightColors.surface },
    { media: "(prefers-color-scheme: dark)", color: darkColors.surface },
  ],
};

/**
 * Every page: theme before first paint, the kit's header and footer, and the consent-gated pixel. Links are
 * plain anchors (no `next/link` provider): the pages are static, and the router's link code would cost
 * about 3 kB of the first-load budget (issue 6) on every page.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript cookieDomain={env.NEXT_PUBLIC_COOKIE_DOMAIN} />
        {/*
          No first paint until the footer's start tag is parsed, i.e. until the header and the page's content
          are complete. Progressive rendering of a half-parsed document (a slow network, a busy CPU) would
          otherwise lay out a header without its end or a half-built hero and then move it: layout shift.
          Chromium honours it; other browsers ignore it.
        */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      </head>
      <body>
        <SiteHeader
          siteUrl={env.NEXT_PUBLIC_SITE_URL}
          dashboardOrigin={env.NEXT_PUBLIC_DASHBOARD_ORIGIN}
          apiOrigin={env.NEXT_PUBLIC_API_ORIGIN}
          chatServerUrl={env.NEXT_PUBLIC_CHAT_SERVER_URL}
          microblogUrl={env.NEXT_PUBLIC_MICROBLOG_URL}
          tradingWikiUrl={env.NEXT_PUBLIC_TRADING_WIKI_URL}
        />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Footer
          id={FOOTER_ID}
          dashboardOrigin={env.NEXT_PUBLIC_DASHBOARD_ORIGIN}
          sourceCodeUrl={env.NEXT_PUBLIC_SOURCE_CODE_URL}
          supportServerUrl={env.NEXT_PUBLIC_SUPPORT_SERVER_URL}
          SignUpItem={SignedOutOnly}
        />
        <CookieBanner detailsHref="/privacy-policy#advertising" />
        <AdvertisingPixel pixelId={env.NEXT_PUBLIC_PIXEL_ID} />
      </body>
    </html>
  );
}
