import { COMMAND_NAMES, COMMANDS, SCHEDULABLE_COMMANDS } from "@chartbot/command-catalogue";
import { BOT_ALERTS_PAGE, BOT_FEED_PAGE } from "@chartbot/contracts/bot";
import { botEndpoints } from "@chartbot/contracts/endpoints/bot";
import { diagnosisEndpoints } from "@chartbot/contracts/endpoints/diagnosis";
import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import { featurePath } from "@chartbot/marketing-paths";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readPendingTests, reportAlertTest, toTestView } from "../../data/alert-tests/alert-tests.js";
import { presentBotAlertTest } from "../../data/alerts/present-alert.js";
import { readActiveAlerts } from "../../data/bot/bot-alerts.js";
import { readChanges } from "../../data/bot/bot-changes.js";
import { findBotCommunity, findCommunityOfGuild } from "../../data/bot/bot-communities.js";
import { readPendingNoticeMessages, reportNoticeMessage } from "../../data/notices/notices.js";
import {
  readPendingPostTests,
  reportPostTest,
  toPostTestView,
} from "../../data/scheduled-posts/post-tests.js";
import { diagnoseCommunityChannel } from "../../diagnosis/channel-diagnosis.js";
import { AppError } from "../../errors.js";
import { registerBotAuth } from "../../plugins/bot-auth.js";
import { linkTargetsOf } from "../communities/diagnosis.js";
import { addEndpoint } from "../endpoint-route.js";
import { badBotCursor } from "./bot-messages.js";
import { botRelayRoutes } from "./relays.js";
import { botReportRoutes } from "./reports.js";

/**
 * The bot API, mounted under `/api/bot/v1`: what the Chartbot bot reads (a community's configuration, the
 * change feed, active alerts) and reports. Every route here is authenticated by a bot service token only.
 */
export const botRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBotAuth(app);
  const { db } = app.database;

  addEndpoint(app, botEndpoints.community, async (request) => {
    const community = await findBotCommunity(db, app.config.encryption, request.params.guildId);
    if (!community) throw new AppError("not_found", "No community is set up for this server.");
    return community;
  });

  addEndpoint(app, botEndpoints.changes, async (request) => {
    const result = await readChanges(
      db,
      app.config.encryption,
      request.query.cursor,
      request.query.limit ?? BOT_FEED_PAGE.default,
    );
    if (result.outcome === "bad_cursor") throw badBotCursor("the change feed");
    return result.changes;
  });

  addEndpoint(app, botEndpoints.alerts, async (request) => {
    const result = await readActiveAlerts(
      db,
      request.query.cursor,
      request.query.limit ?? BOT_ALERTS_PAGE.default,
    );
    if (result.outcome === "bad_cursor") throw badBotCursor("the active alerts");
    return result.page;
  });

  addEndpoint(app, botEndpoints.commands, async () => ({
    commands: COMMAND_NAMES.map((name) => {
      const { feature, ...command } = COMMANDS[name];
      return { ...command, documentation: featurePath(feature) };
    }),
    schedulable: [...SCHEDULABLE_COMMANDS],
  }));

  addEndpoint(app, botEndpoints.alertTests, async () => {
    const rows = await readPendingTests(db, BOT_ALERTS_PAGE.max);
    return {
      items: rows.map(({ test, alert, discordUserId, guildId }) =>
        presentBotAlertTest(test, alert, discordUserId, guildId),
      ),
    };
  });

  addEndpoint(app, botEndpoints.reportAlertTest, async (request) => {
    const test = await reportAlertTest(db, request.params.id, {
      status: request.body.status,
      reason: request.body.reason ?? null,
    });
    if (!test) throw new AppError("not_found", "There is no alert test with this id.");
    return toTestView(test);
  });

  addEndpoint(app, botEndpoints.scheduledPostTests, async () => {
    const rows = await readPendingPostTests(db, BOT_ALERTS_PAGE.max);
    return {
      items: rows.map(({ test, post, guildId }) => ({
        id: test.id,
        postId: post.id,
        guildId,
        channelId: post.channelId,
        command: post.command,
        arguments: post.arguments,
        message: post.message,
        timeZone: post.timeZone,
        roleId: post.roleId,
        requestedAt: test.requestedAt.toISOString(),
      })),
    };
  });

  addEndpoint(app, botEndpoints.reportScheduledPostTest, async (request) => {
    const test = await reportPostTest(db, request.params.id, {
      status: request.body.status,
      reason: request.body.reason ?? null,
    });
    if (!test) throw new AppError("not_found", "There is no scheduled post test with this id.");
    return toPostTestView(test);
  });

  addEndpoint(app, noticeEndpoints.botMessages, async () => {
    const rows = await readPendingNoticeMessages(db);
    const dashboard = app.config.origins.dashboard;
    return {
      items: rows.map(({ notice, discordUserId }) => ({
        id: notice.id,
        discordUserId: discordUserId ?? "",
        kind: notice.kind,
        title: notice.title,
        message: notice.message,
        fixUrl: new URL(notice.fixPath, dashboard).toString(),
        fixLabel: notice.fixLabel,
        occurredAt: notice.occurredAt.toISOString(),
      })),
    };
  });

  addEndpoint(app, noticeEndpoints.reportBotMessage, async (request) => {
    const notice = await reportNoticeMessage(db, request.params.id, {
      status: request.body.status,
      reason: request.body.reason ?? null,
    });
    if (!notice) throw new AppError("not_found", "There is no notice with this id.");
    return { id: notice.id, status: notice.directMessage };
  });

  addEndpoint(app, diagnosisEndpoints.bot, async (request) => {
    const community = await findCommunityOfGuild(db, request.params.guildId);
    if (!community) throw new AppError("not_found", "No community is set up for this server.");
    return diagnoseCommunityChannel({
      db,
      discord: app.discord,
      community,
      channelId: request.query.channelId,
      command: request.query.command,
      targets: linkTargetsOf(app),
      onDiscordError: (error) => request.log.warn({ err: error }, "diagnosis: Discord could not be read"),
    });
  });

  await app.register(botReportRoutes);
  await app.register(botRelayRoutes);
};
