import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FEATURE_SLUGS, getFeature, isFeatureSlug } from "@/content/features";
import { pageMetadata } from "@/lib/page-metadata";
import { FeatureView } from "@/views/feature-view";

export const dynamicParams = false;

/** Every documentation page but Lookup, which has its own route (`features/lookup`) for its client island. */
const GENERATED_FEATURE_SLUGS = FEATURE_SLUGS.filter((slug) => slug !== "lookup");

export function generateStaticParams() {
  return GENERATED_FEATURE_SLUGS.map((feature) => ({ feature }));
}

export async function generateMetadata({ params }: PageProps<"/features/[feature]">): Promise<Metadata> {
  const { feature } = await params;
  if (!isFeatureSlug(feature)) return {};
  const doc = getFeature(feature);
  return pageMetadata({ title: doc.title, description: doc.summary, path: `/features/${doc.slug}` });
}

export default async function FeaturePage({ params }: PageProps<"/features/[feature]">) {
  const { feature } = await params;
  if (!isFeatureSlug(feature)) notFound();
  const doc = getFeature(feature);
  return <FeatureView doc={doc} />;
}
