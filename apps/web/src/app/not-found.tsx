import type { Metadata } from "next";
import { NotFoundView } from "@/views/not-found-view";

export const metadata: Metadata = {
  title: "Page not found",
  description:
    "This page does not exist. Find your way back to Chartbot's documentation, pricing or home page.",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundView />;
}
