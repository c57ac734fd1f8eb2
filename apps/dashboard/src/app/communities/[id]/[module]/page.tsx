import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findCommunityModule } from "@/features/communities/modules/community-modules";
import { ModulePage } from "@/features/communities/modules/module-page";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ module: string }>;
}): Promise<Metadata> {
  const { module } = await params;
  return { title: findCommunityModule(module)?.label ?? "Page not found" };
}

export default async function CommunityModulePage({ params }: { params: Promise<{ module: string }> }) {
  const module = findCommunityModule((await params).module);
  if (!module) notFound();
  return <ModulePage module={module.id} />;
}
