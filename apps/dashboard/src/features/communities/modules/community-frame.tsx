"use client";

import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { EmptyState } from "@chartbot/ui/empty-state";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { useSelectedLayoutSegment } from "next/navigation";
import type { ReactNode } from "react";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import { Page } from "@/components/page";
import { BackToCommunities } from "@/features/communities/back-to-communities";
import { ConnectionNotice } from "@/features/communities/connection-notice";
import { CommunityContext } from "./community-context";
import { findCommunityModule } from "./community-modules";
import { CommunityModulesNav, OVERVIEW } from "./community-modules-nav";

/**
 * The frame of a community's pages (/communities/[id] and its modules): loads the community once, then its name,
 * the modules' nav and whether Chartbot is still in the server above the page, which reads the community from
 * `useCommunity()`.
 */
export function CommunityFrame({ id, children }: { id: string; children: ReactNode }) {
  const query = useApiQuery(communityEndpoints.get, { params: { id } });
  const segment = useSelectedLayoutSegment();
  const module = segment ? findCommunityModule(segment) : undefined;

  if (query.isPending) {
    return (
      <Page title={module?.label ?? "Community"}>
        <Spinner size="sm" label="Loading the community…" />
        <Skeleton height="12rem" />
      </Page>
    );
  }
  if (query.isError) {
    const missing = query.error.status === 404 || query.error.status === 400;
    return (
      <Page title={module?.label ?? "Community"}>
        {missing ? (
          <EmptyState
            title="Community not found"
            description="It does not exist, or you do not manage it (anymore)."
            action={<BackToCommunities />}
          />
        ) : (
          <QueryFailure title="Could not load the community" query={query} />
        )}
      </Page>
    );
  }

  const settings = query.data;
  return (
    <Page
      title={settings.name}
      description={
        module?.description ?? "Every part of Chartbot in this server at a glance: open one to change it."
      }
      actions={<BackToCommunities />}
    >
      <CommunityModulesNav communityId={settings.id} current={module?.id ?? OVERVIEW} />
      <ConnectionNotice settings={settings} />
      <CommunityContext.Provider value={settings}>{children}</CommunityContext.Provider>
    </Page>
  );
}
