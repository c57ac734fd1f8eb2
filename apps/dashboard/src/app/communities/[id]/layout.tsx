import type { ReactNode } from "react";
import { CommunityFrame } from "@/features/communities/modules/community-frame";

export default async function CommunityLayout({
  params,
  children,
}: {
  params: Promise<{ id: string }>;
  children: ReactNode;
}) {
  const { id } = await params;
  return <CommunityFrame id={id}>{children}</CommunityFrame>;
}
