import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import { PricingView } from "@/views/pricing-view";

export const metadata: Metadata = pageMetadata({
  title: "Add-Ons & Pricing",
  description:
    "Chartbot is free for every community. Compare the six add-ons, from Advanced Charting to Bot License, with monthly prices, free trials and limits.",
  path: "/pro",
});

export default function PricingPage() {
  return <PricingView />;
}
