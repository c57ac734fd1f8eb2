import type { Metadata } from "next";
import { pageMetadata, SITE_DESCRIPTION, SITE_TITLE } from "@/lib/page-metadata";
import { HomeView } from "@/views/home-view";

export const metadata: Metadata = {
  ...pageMetadata({ title: SITE_TITLE, description: SITE_DESCRIPTION, path: "/" }),
  title: { absolute: SITE_TITLE },
};

export default function HomePage() {
  return <HomeView />;
}
