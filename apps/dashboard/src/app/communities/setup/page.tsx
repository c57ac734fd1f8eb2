import type { Metadata } from "next";
import { CommunitySetup } from "@/features/communities/settings/community-setup";
import { guildFromQuery } from "@/features/communities/settings/setup-form-values";

export const metadata: Metadata = { title: "Set up Chartbot" };

export default async function CommunitySetupPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { guild } = await searchParams;
  return <CommunitySetup guildId={guildFromQuery(guild)} />;
}
