import type { MetadataRoute } from "next";
import { env } from "@/env";

/** Everything on the marketing site may be indexed; the sitemap lists it. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/" }],
    sitemap: new URL("/sitemap.xml", env.NEXT_PUBLIC_SITE_URL).href,
    host: env.NEXT_PUBLIC_SITE_URL,
  };
}
