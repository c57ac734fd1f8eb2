import type { Metadata } from "next";
import { CommunityList } from "@/features/communities/community-list";

export const metadata: Metadata = { title: "My Communities" };

export default function CommunitiesPage() {
  return <CommunityList />;
}
