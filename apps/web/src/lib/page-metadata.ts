import type { Metadata } from "next";

export const SITE_NAME = "Chartbot";
export const SITE_TITLE = "Chartbot: charts, prices and alerts for your Discord server";
export const SITE_DESCRIPTION =
  "Chartbot brings candlestick charts, live prices, heatmaps, price alerts and paper trading for crypto, stocks, forex and indices into your Discord server.";

/** The Open Graph image every page shares (public/og.png). */
const OG_IMAGE = {
  url: "/og.png",
  width: 1200,
  height: 630,
  alt: "Chartbot: market charts in your Discord server",
};

export interface PageMetadataInput {
  /** The page's own title; the layout's template appends " · Chartbot". */
  title: string;
  description: string;
  /** The page's path, for the canonical URL and Open Graph. */
  path: string;
}

/** Title, description, canonical URL and Open Graph for one page. */
export function pageMetadata({ title, description, path }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      locale: "en_US",
      url: path,
      title,
      description,
      images: [OG_IMAGE],
    },
    twitter: { card: "summary_large_image", title, description, images: [OG_IMAGE.url] },
  };
}
