import { ADDONS, getAddon } from "@chartbot/addons";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageMetadata } from "@/lib/page-metadata";
import { AddonView } from "@/views/addon-view";

export const dynamicParams = false;

export function generateStaticParams() {
  return ADDONS.map((addon) => ({ addon: addon.slug }));
}

export async function generateMetadata({ params }: PageProps<"/pro/[addon]">): Promise<Metadata> {
  const addon = getAddon((await params).addon);
  if (!addon) return {};
  return pageMetadata({
    title: addon.name,
    description: `${addon.tagline}. ${addon.description}`,
    path: `/pro/${addon.slug}`,
  });
}

export default async function AddonPage({ params }: PageProps<"/pro/[addon]">) {
  const addon = getAddon((await params).addon);
  if (!addon) notFound();
  return <AddonView addon={addon} />;
}
