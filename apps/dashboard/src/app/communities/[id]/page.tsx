import type { Metadata } from "next";
import { CommunitySettingsScreen } from "@/features/communities/community-settings-screen";

export const metadata: Metadata = { title: "Community settings" };

export default async function CommunityPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CommunitySettingsScreen id={id} />;
}
