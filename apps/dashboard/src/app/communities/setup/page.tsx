import type { Metadata } from "next";
import { CommunitySetup } from "@/features/communities/community-setup";
import { guildFromQuery } from "@/features/communities/setup-form-values";

export const metadata: Metadata = { title: "Set up Chartbot" };

export default async function CommunitySetupPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { guild } = await searchParams;
  return <CommunitySetup guildId={guildFromQuery(guild)} />;
}
