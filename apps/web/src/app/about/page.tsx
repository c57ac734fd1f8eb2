import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import { AboutView } from "@/views/about-view";

export const metadata: Metadata = pageMetadata({
  title: "Company",
  description:
    "Who makes Chartbot, the market-data bot for Discord communities: what we care about, what Chartbot is not, and how to reach us.",
  path: "/about",
});

export default function AboutPage() {
  return <AboutView />;
}
