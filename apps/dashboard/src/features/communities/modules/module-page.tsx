"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { Card } from "@chartbot/ui/card";
import type { ReactNode } from "react";
import { PageSection } from "@/components/page";
import { AuditLogSection } from "@/features/communities/audit-log/audit-log-section";
import { BotLicenseSection } from "@/features/communities/bot-license/bot-license-section";
import { ChannelOverridesSection } from "@/features/communities/channel-overrides/channel-overrides-section";
import { DiagnosisSection } from "@/features/communities/diagnosis/diagnosis-section";
import { LayoutsSection } from "@/features/communities/layouts/layouts-section";
import { RelaysSection } from "@/features/communities/relays/relays-section";
import { SatellitesSection } from "@/features/communities/satellites/satellites-section";
import { ScheduledPostsSection } from "@/features/communities/scheduled-posts/scheduled-posts-section";
import { SettingsForm } from "@/features/communities/settings/settings-form";
import { useCommunity } from "./community-context";
import { type CommunityModuleId, findCommunityModule } from "./community-modules";

/** Each module's section, given the community. */
const SECTIONS: Record<CommunityModuleId, (settings: CommunitySettings) => ReactNode> = {
  settings: (settings) => (
    // Keyed by the saved values, so the form restarts from them after a save or a refetch.
    <SettingsForm
      key={JSON.stringify([settings.tickerMode, settings.autoDeleteMinutes, settings.charting])}
      settings={settings}
    />
  ),
  "channel-overrides": (settings) => <ChannelOverridesSection settings={settings} />,
  "scheduled-posts": (settings) => <ScheduledPostsSection settings={settings} />,
  satellites: (settings) => <SatellitesSection settings={settings} />,
  layouts: (settings) => <LayoutsSection settings={settings} />,
  relays: (settings) => <RelaysSection settings={settings} />,
  "bot-license": (settings) => <BotLicenseSection settings={settings} />,
  diagnosis: (settings) => <DiagnosisSection settings={settings} />,
  "audit-log": (settings) => <AuditLogSection settings={settings} />,
};

/** /communities/[id]/[module]: one module of the community, in a card titled with its name. */
export function ModulePage({ module: id }: { module: CommunityModuleId }) {
  const settings = useCommunity();
  const module = findCommunityModule(id);
  if (!module) return null;
  return (
    <Card>
      <PageSection title={module.label} id={module.id}>
        {SECTIONS[module.id](settings)}
      </PageSection>
    </Card>
  );
}
