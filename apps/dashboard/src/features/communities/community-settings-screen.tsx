"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { Avatar } from "@chartbot/ui/avatar";
import { Badge } from "@chartbot/ui/badge";
import { Card } from "@chartbot/ui/card";
import { EmptyState } from "@chartbot/ui/empty-state";
import { Inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { Stack } from "@chartbot/ui/stack";
import type { ReactNode } from "react";
import { ROUTES } from "@/auth/routes";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { Page, PageSection } from "@/components/page";
import { AuditLogSection } from "@/features/communities/audit-log/audit-log-section";
import { BotLicenseSection } from "@/features/communities/bot-license/bot-license-section";
import { ChannelOverridesSection } from "@/features/communities/channel-overrides/channel-overrides-section";
import { LayoutsSection } from "@/features/communities/layouts/layouts-section";
import { SatellitesSection } from "@/features/communities/satellites/satellites-section";
import { ScheduledPostsSection } from "@/features/communities/scheduled-posts/scheduled-posts-section";
import { SettingsForm } from "@/features/communities/settings/settings-form";
import { BackToCommunities } from "./back-to-communities";
import { ConnectionNotice } from "./connection-notice";

/**
 * /communities/[id]: a community's settings, channel overrides, add-ons, satellites, scheduled posts, layouts,
 * own bot and the audit log of its settings.
 */
export function CommunitySettingsScreen({ id }: { id: string }) {
  const query = useApiQuery(communityEndpoints.get, { params: { id } });

  if (query.isPending) {
    return (
      <Page title="Community settings">
        <Spinner size="sm" label="Loading the community…" />
        <Skeleton height="12rem" />
      </Page>
    );
  }
  if (query.isError) {
    const missing = query.error.status === 404 || query.error.status === 400;
    return (
      <Page title="Community settings">
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
      description="Community settings: how the bot reads tickers, tidies up and draws charts here."
      actions={<BackToCommunities />}
    >
      <Inline gap="lg">
        <Avatar user={{ displayName: settings.name, photoURL: settings.iconUrl }} size="lg" decorative />
        <ActiveAddons settings={settings} />
      </Inline>
      <ConnectionNotice settings={settings} />
      <SettingsCard title="Settings" id="settings">
        {/* Keyed by the saved values, so the form restarts from them after a save or a refetch. */}
        <SettingsForm
          key={JSON.stringify([settings.tickerMode, settings.autoDeleteMinutes, settings.charting])}
          settings={settings}
        />
      </SettingsCard>
      <SettingsCard title="Channel overrides" id="channel-overrides">
        <ChannelOverridesSection settings={settings} />
      </SettingsCard>
      <SettingsCard title="Price satellite bots" id="satellites">
        <SatellitesSection settings={settings} />
      </SettingsCard>
      <SettingsCard title="Scheduled posts" id="scheduled-posts">
        <ScheduledPostsSection settings={settings} />
      </SettingsCard>
      <SettingsCard title="TradingView layouts" id="layouts">
        <LayoutsSection settings={settings} />
      </SettingsCard>
      <SettingsCard title="Bot License" id="bot-license">
        <BotLicenseSection settings={settings} />
      </SettingsCard>
      <SettingsCard title="Audit log" id="audit-log">
        <AuditLogSection settings={settings} />
      </SettingsCard>
    </Page>
  );
}

function ActiveAddons({ settings }: { settings: CommunitySettings }) {
  return (
    <Stack gap="xs">
      <p className={formLayout.muted}>Add-ons active here:</p>
      <Inline gap="xs">
        {settings.addons.length === 0 ? (
          <span>None</span>
        ) : (
          settings.addons.map((addon) => (
            <Badge key={addon.slug} tone="new">
              {addon.name}
              {addon.slots > 1 ? ` × ${addon.slots} slots` : ""}
            </Badge>
          ))
        )}
      </Inline>
      <Link href={ROUTES.subscriptions} variant="standalone">
        Assign add-on slots on the Subscriptions page
      </Link>
    </Stack>
  );
}

function SettingsCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card>
      <PageSection title={title} id={id}>
        {children}
      </PageSection>
    </Card>
  );
}
