import type { Metadata } from "next";
import { MODE_COMPARISON_TOC, ModeComparison } from "@/components/mode-comparison";
import { getFeature } from "@/content/features";
import { pageMetadata } from "@/lib/page-metadata";
import { FeatureView } from "@/views/feature-view";

// A route of its own, not a `[feature]` param: the parser box's client island then loads on this page only,
// instead of on all 13 documentation pages that share the `[feature]` route's scripts.
const doc = getFeature("lookup");

export const metadata: Metadata = pageMetadata({
  title: doc.title,
  description: doc.summary,
  path: `/features/${doc.slug}`,
});

export default function LookupPage() {
  return (
    <FeatureView doc={doc} childrenToc={MODE_COMPARISON_TOC}>
      <ModeComparison />
    </FeatureView>
  );
}
