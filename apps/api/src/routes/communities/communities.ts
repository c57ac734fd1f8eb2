import { lockedChartChoice } from "@chartbot/addons";
import { type CommunitySettings, TERMS_VERSION } from "@chartbot/contracts/communities";
import { COMMUNITY_OPTIONS } from "@chartbot/contracts/community-options";
import type { CommunityConnection } from "@chartbot/contracts/discord";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { MODE_HELP, MODE_LABELS, TICKER_MODES } from "@chartbot/ticker-parser";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findReportedGuilds } from "../../data/bot/find-reported-guilds.js";
import { chartingOf } from "../../data/communities/charting-of.js";
import { countCommunityResources } from "../../data/communities/count-community-resources.js";
import type { Community } from "../../data/communities/find-administered-community.js";
import { addonsInForceOf, listActiveAddons } from "../../data/communities/list-active-addons.js";
import { listCommunities } from "../../data/communities/list-communities.js";
import { purgeDateOf } from "../../data/communities/purge-disconnected-communities.js";
import { setUpCommunity } from "../../data/communities/set-up-community.js";
import {
  type CommunitySettingsChanges,
  updateCommunitySettings,
} from "../../data/communities/update-community-settings.js";
import { guildIconUrl, setCachedBotPresence } from "../../data/discord/servers.js";
import { communities } from "../../db/schema.js";
import { channelsOf, rolesOf, serverWarningsOf } from "../../discord/guild-view.js";
import { AppError } from "../../errors.js";
import { accountOf, actorOf } from "../../plugins/authenticate.js";
import { addEndpoint } from "../endpoint-route.js";
import type { RegistrationOptions } from "../registration.js";
import { administeredCommunity } from "./administered-community.js";
import { addonRequired, communityNotFound } from "./community-messages.js";

/** The modes with their labels and the spec's help texts. */
const TICKER_MODE_CHOICES = TICKER_MODES.map((value) => ({
  value,
  label: MODE_LABELS[value],
  help: MODE_HELP[value],
}));

const disconnected = (disconnectedAt: Date): CommunityConnection => ({
  status: "disconnected",
  disconnectedAt: disconnectedAt.toISOString(),
  deletesAt: purgeDateOf(disconnectedAt).toISOString(),
  warnings: [],
});

/**
 * Whether the bot is still in the community's server, with the server-wide permissions it lacks there. The
 * warnings are best effort: Discord unreachable (or not configured) leaves them out rather than fail the page.
 */
async function connectionOf(app: FastifyInstance, community: Community): Promise<CommunityConnection> {
  if (community.disconnectedAt) return disconnected(community.disconnectedAt);
  try {
    const warnings = serverWarningsOf(await app.discord.guildView(community));
    return { status: "connected", disconnectedAt: null, deletesAt: null, warnings };
  } catch (error) {
    if (error instanceof AppError && error.code === "community_disconnected") {
      const [row] = await app.database.db
        .select({ disconnectedAt: communities.disconnectedAt })
        .from(communities)
        .where(eq(communities.id, community.id));
      return disconnected(row?.disconnectedAt ?? new Date());
    }
    if (!(error instanceof AppError && error.code === "discord_not_configured")) {
      app.log.warn({ err: error, communityId: community.id }, "could not read the bot's permissions");
    }
    return { status: "connected", disconnectedAt: null, deletesAt: null, warnings: [] };
  }
}

/** A community as the settings screen shows it: settings, help texts, add-ons, counts and the allowed values. */
async function settingsOf(app: FastifyInstance, community: Community): Promise<CommunitySettings> {
  const { db } = app.database;
  const [addons, counts, connection] = await Promise.all([
    listActiveAddons(db, [community.id]),
    countCommunityResources(db, community.id),
    connectionOf(app, community),
  ]);
  const { active, entitlements } = addonsInForceOf(addons, community.id);
  return {
    id: community.id,
    guildId: community.guildId,
    name: community.name,
    iconUrl: community.iconUrl,
    counts,
    addons: active,
    status: connection.status,
    tickerMode: community.tickerMode,
    tickerModes: TICKER_MODE_CHOICES,
    autoDeleteMinutes: community.autoDeleteMinutes,
    charting: chartingOf(community, entitlements.charting),
    entitlements,
    setupCompletedAt: community.setupCompletedAt?.toISOString() ?? null,
    acceptedTermsVersion: community.acceptedTermsVersion,
    options: COMMUNITY_OPTIONS,
    connection,
  };
}

/**
 * The communities the caller administers, and their settings. Registered for the dashboard and again for the
 * public API (`publicApi`: setting up a server, which accepts the terms of service, stays in the dashboard).
 */
export const communitySettingsRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, options) => {
  const { db } = app.database;

  addEndpoint(
    app,
    communityEndpoints.list,
    async (request) => {
      const accountId = accountOf(request).id;
      // Rows Discord confirmed more than a few minutes ago are checked again before they list anything.
      const listed = await listCommunities(db, accountId);
      if (!listed.stale) return { communities: listed.communities };
      await app.discord.recheckAccess(accountId);
      return { communities: (await listCommunities(db, accountId)).communities };
    },
    { serializeFast: true },
  );

  if (!options.publicApi)
    addEndpoint(app, communityEndpoints.create, async (request, reply) => {
      const accountId = accountOf(request).id;
      const { guildId, acceptedTermsVersion, tickerMode } = request.body;
      if (acceptedTermsVersion !== TERMS_VERSION) {
        throw new AppError(
          "validation_failed",
          `acceptedTermsVersion: accept the current terms of service (version ${TERMS_VERSION}).`,
        );
      }
      let { servers } = await app.discord.serverList(accountId);
      if (!servers.some((server) => server.guildId === guildId)) {
        ({ servers } = await app.discord.serverList(accountId, { refresh: true }));
      }
      if (!servers.some((server) => server.guildId === guildId)) {
        throw new AppError(
          "forbidden",
          "You need Manage Server (or Administrator) in this Discord server to set it up.",
        );
      }
      // What the bot reported of the server; Discord is asked only about a server it never reported.
      const reported = (await findReportedGuilds(db, [guildId])).get(guildId);
      const guild = reported ? reported.present && reported : await app.discord.botGuild(guildId);
      if (!guild) throw new AppError("bot_not_in_server");
      const community = await setUpCommunity(db, accountId, {
        guildId,
        name: guild.name,
        iconUrl: guildIconUrl(guildId, guild.icon),
        tickerMode,
        acceptedTermsVersion,
      });
      await setCachedBotPresence(db, accountId, guildId, true);
      return reply.code(201).send(await settingsOf(app, community));
    });

  addEndpoint(app, communityEndpoints.channels, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    return { channels: channelsOf(await app.discord.guildView(community)) };
  });

  addEndpoint(app, communityEndpoints.roles, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    return { roles: rolesOf(await app.discord.guildView(community)) };
  });

  addEndpoint(app, communityEndpoints.get, async (request) =>
    settingsOf(app, await administeredCommunity(request, request.params.id)),
  );

  addEndpoint(app, communityEndpoints.update, async (request) => {
    const community = await administeredCommunity(request, request.params.id);
    const { tickerMode, autoDeleteMinutes, charting, setupCompleted, acceptedTermsVersion } = request.body;
    if (charting) {
      const { entitlements } = addonsInForceOf(await listActiveAddons(db, [community.id]), community.id);
      const locked = lockedChartChoice(charting, entitlements.charting);
      if (locked) throw addonRequired(locked.addon, locked.toDoWhat);
    }
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
    const result = await updateCommunitySettings(db, actorOf(request), community.id, changes);
    if (result.outcome === "community_not_found") throw communityNotFound();
    return settingsOf(app, result.community);
  });
};
