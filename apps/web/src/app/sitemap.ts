import { PUBLIC_ROUTES } from "@chartbot/marketing-paths";
import type { MetadataRoute } from "next";
import { env } from "@/env";

/** Every public page, for search engines. */
export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_ROUTES.map((route) => ({
    url: new URL(route, env.NEXT_PUBLIC_SITE_URL).href,
    changeFrequency: route === "/" || route === "/pro" ? "weekly" : "monthly",
    priority: route === "/" ? 1 : route.split("/").length > 2 ? 0.6 : 0.8,
  }));
}
