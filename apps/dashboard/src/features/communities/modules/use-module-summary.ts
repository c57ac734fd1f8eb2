"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { auditLogEndpoints } from "@chartbot/contracts/endpoints/audit-log";
import { botLicenseEndpoints } from "@chartbot/contracts/endpoints/bot-license";
import { channelOverrideEndpoints } from "@chartbot/contracts/endpoints/channel-overrides";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { relayEndpoints } from "@chartbot/contracts/endpoints/relays";
import { satelliteEndpoints } from "@chartbot/contracts/endpoints/satellites";
import { scheduledPostEndpoints } from "@chartbot/contracts/endpoints/scheduled-posts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "@/client/api-error";
import { useApiQuery } from "@/client/use-api-query";
import { ADDON_SLUGS, isAddonActive } from "@/features/communities/community-addons";
import type { CommunityModuleId } from "./community-modules";
import {
  auditLogSummary,
  botLicenseSummary,
  channelOverridesSummary,
  diagnosisSummary,
  layoutsSummary,
  type ModuleSummary,
  relaysSummary,
  satellitesSummary,
  scheduledPostsSummary,
  settingsSummary,
} from "./module-summaries";

/** A module's summary as it loads: the module's own list, read with the same request as its page. */
export type SummaryQuery = UseQueryResult<ModuleSummary, ApiError>;

/** What comes with the community itself: read from its cached answer, no request of its own. */
function useCommunitySummary(
  settings: CommunitySettings,
  summarize: (settings: CommunitySettings) => ModuleSummary,
) {
  return useApiQuery(communityEndpoints.get, { params: { id: settings.id }, select: summarize });
}

function useBotLicenseSummary(settings: CommunitySettings): SummaryQuery {
  const active = isAddonActive(settings, ADDON_SLUGS.botLicense);
  // The API refuses the licensed bot without the add-on: then the community alone says it is needed.
  const withoutAddon = useCommunitySummary(settings, (community) => botLicenseSummary(community, undefined));
  const withAddon = useApiQuery(botLicenseEndpoints.get, {
    params: { id: settings.id },
    enabled: active,
    select: ({ licensedBot }) => botLicenseSummary(settings, licensedBot),
  });
  return active ? withAddon : withoutAddon;
}

/** Each module's summary hook; a card always calls its own module's. */
export const SUMMARY_HOOKS: Record<CommunityModuleId, (settings: CommunitySettings) => SummaryQuery> = {
  settings: (settings) => useCommunitySummary(settings, settingsSummary),
  "channel-overrides": (settings) =>
    useApiQuery(channelOverrideEndpoints.list, {
      params: { id: settings.id },
      select: (list) => channelOverridesSummary(settings, list),
    }),
  "scheduled-posts": (settings) =>
    useApiQuery(scheduledPostEndpoints.list, {
      params: { id: settings.id },
      select: (list) => scheduledPostsSummary(settings, list),
    }),
  satellites: (settings) =>
    useApiQuery(satelliteEndpoints.list, {
      params: { id: settings.id },
      select: (list) => satellitesSummary(settings, list),
    }),
  layouts: (settings) => useCommunitySummary(settings, layoutsSummary),
  relays: (settings) =>
    useApiQuery(relayEndpoints.list, {
      params: { id: settings.id },
      select: relaysSummary,
    }),
  "bot-license": useBotLicenseSummary,
  diagnosis: (settings) => useCommunitySummary(settings, diagnosisSummary),
  // The newest entry is all the card shows.
  "audit-log": (settings) =>
    useApiQuery(auditLogEndpoints.list, {
      params: { id: settings.id },
      query: { limit: "1" },
      select: auditLogSummary,
    }),
};
