import type { Metadata } from "next";
import { CommunityOverview } from "@/features/communities/modules/community-overview";

export const metadata: Metadata = { title: "Community overview" };

export default function CommunityOverviewPage() {
  return <CommunityOverview />;
}
