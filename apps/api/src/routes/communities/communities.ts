import {
  CommunityListSchema,
  CommunityParamsSchema,
  type CommunitySettings,
  CommunitySettingsSchema,
  UpdateCommunityBodySchema,
} from "@chartbot/contracts/communities";
import {
  CHART_INDICATORS,
  CHART_TIMEFRAMES,
  CHART_TYPES,
  COMMUNITY_OPTIONS,
} from "@chartbot/contracts/community-options";
import { ErrorResponses } from "@chartbot/contracts/errors";
import { MODE_HELP, MODE_LABELS, TICKER_MODES } from "@chartbot/ticker-parser";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countCommunityResources } from "../../data/communities/count-community-resources.js";
import type { Community } from "../../data/communities/find-administered-community.js";
import { listActiveAddons } from "../../data/communities/list-active-addons.js";
import { listCommunities } from "../../data/communities/list-communities.js";
import {
  type CommunitySettingsChanges,
  updateCommunitySettings,
} from "../../data/communities/update-community-settings.js";
import type { Db } from "../../db/open-database.js";
import { accountOf } from "../../plugins/authenticate.js";
import { administeredCommunity } from "./administered-community.js";

/** The modes with their labels and the spec's help texts. */
const TICKER_MODE_CHOICES = TICKER_MODES.map((value) => ({
  value,
  label: MODE_LABELS[value],
  help: MODE_HELP[value],
}));

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The chart defaults, with any value no longer offered replaced by the default (never a 500 for old data). */
function chartingOf(community: Community): CommunitySettings["charting"] {
  return {
    theme: community.chartTheme,
    timeframe: oneOf(CHART_TIMEFRAMES, community.chartTimeframe, "1H"),
    chartType: oneOf(CHART_TYPES, community.chartType, "candles"),
    indicators: community.chartIndicators.filter((name): name is (typeof CHART_INDICATORS)[number] =>
      (CHART_INDICATORS as readonly string[]).includes(name),
    ),
  };
}

/** A community as the settings screen shows it: settings, help texts, add-ons, counts and the allowed values. */
async function settingsOf(db: Db, community: Community): Promise<CommunitySettings> {
  const [addons, counts] = await Promise.all([
    listActiveAddons(db, [community.id]),
    countCommunityResources(db, community.id),
  ]);
  return {
    id: community.id,
    guildId: community.guildId,
    name: community.name,
    iconUrl: community.iconUrl,
    counts,
    addons: addons.get(community.id) ?? [],
    tickerMode: community.tickerMode,
    tickerModes: TICKER_MODE_CHOICES,
    autoDeleteMinutes: community.autoDeleteMinutes,
    charting: chartingOf(community),
    setupCompletedAt: community.setupCompletedAt?.toISOString() ?? null,
    acceptedTermsVersion: community.acceptedTermsVersion,
    options: COMMUNITY_OPTIONS,
  };
}

/** The communities the caller administers, and their settings. */
export const communitySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/communities",
    {
      schema: {
        tags: ["communities"],
        summary: "The communities the signed-in user manages, with counts and active add-ons",
        response: { 200: CommunityListSchema, ...ErrorResponses },
      },
    },
    async (request) => ({ communities: await listCommunities(db, accountOf(request).id) }),
  );

  app.get(
    "/communities/:id",
    {
      schema: {
        tags: ["communities"],
        summary: "One community's settings, with the ticker mode help texts and the allowed values",
        params: CommunityParamsSchema,
        response: { 200: CommunitySettingsSchema, ...ErrorResponses },
      },
    },
    async (request) => settingsOf(db, await administeredCommunity(request, request.params.id)),
  );

  app.patch(
    "/communities/:id",
    {
      schema: {
        tags: ["communities"],
        summary: "Changes a community's settings (only the fields sent)",
        params: CommunityParamsSchema,
        body: UpdateCommunityBodySchema,
        response: { 200: CommunitySettingsSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const community = await administeredCommunity(request, request.params.id);
      const { tickerMode, autoDeleteMinutes, charting, setupCompleted, acceptedTermsVersion } = request.body;
      const changes: CommunitySettingsChanges = {
        ...(tickerMode && { tickerMode }),
        ...(autoDeleteMinutes !== undefined && { autoDeleteMinutes }),
        ...(charting?.theme && { chartTheme: charting.theme }),
        ...(charting?.timeframe && { chartTimeframe: charting.timeframe }),
        ...(charting?.chartType && { chartType: charting.chartType }),
        ...(charting?.indicators && { chartIndicators: charting.indicators }),
        ...(setupCompleted && { setupCompletedAt: community.setupCompletedAt ?? new Date() }),
        ...(acceptedTermsVersion && { acceptedTermsVersion }),
      };
      return settingsOf(db, await updateCommunitySettings(db, community.id, changes));
    },
  );
};
