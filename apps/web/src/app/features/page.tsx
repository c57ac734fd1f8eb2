import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import { FeatureIndexView } from "@/views/feature-index-view";

export const metadata: Metadata = pageMetadata({
  title: "Documentation",
  description:
    "Every Chartbot command with syntax, options and examples: charts, prices, heatmaps, lookups, order books, alerts, paper trading, scheduled posts and webhook relays.",
  path: "/features",
});

export default function DocumentationPage() {
  return <FeatureIndexView />;
}
