import { COMMAND_NAMES, COMMANDS, SCHEDULABLE_COMMANDS } from "@chartbot/command-catalogue";
import {
  BOT_ALERTS_PAGE,
  BOT_FEED_PAGE,
  BotAlertPageSchema,
  BotAlertsQuerySchema,
  BotAlertTestListSchema,
  BotAlertTestResultBodySchema,
  BotAlertTestResultSchema,
  BotChangesQuerySchema,
  BotChangesSchema,
  BotCommandsSchema,
  BotCommunitySchema,
  BotGuildParamsSchema,
  BotIdParamsSchema,
} from "@chartbot/contracts/bot";
import { ErrorResponses } from "@chartbot/contracts/errors";
import { featurePath } from "@chartbot/marketing-paths";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readPendingTests, reportAlertTest, toTestView } from "../../data/alert-tests/alert-tests.js";
import { presentBotAlertTest } from "../../data/alerts/present-alert.js";
import { readActiveAlerts } from "../../data/bot/bot-alerts.js";
import { readChanges } from "../../data/bot/bot-changes.js";
import { findBotCommunity } from "../../data/bot/bot-communities.js";
import { AppError } from "../../errors.js";
import { registerBotAuth } from "../../plugins/bot-auth.js";
import { botReportRoutes } from "./reports.js";

/** What every bot route's OpenAPI entry says about its group and authentication. */
export const BOT_ROUTE_DOCS = { tags: ["bot"], security: [{ botToken: [] }] };

/**
 * The bot API, mounted under `/api/bot/v1`: what the Chartbot bot reads (a community's configuration, the
 * change feed, active alerts) and reports. Every route here is authenticated by a bot service token only.
 */
export const botRoutes: FastifyPluginAsyncZod = async (app) => {
  registerBotAuth(app);
  const { db } = app.database;

  app.get(
    "/communities/:guildId",
    {
      schema: {
        ...BOT_ROUTE_DOCS,
        summary: "A server's community, its whole configuration as the bot runs it",
        params: BotGuildParamsSchema,
        response: { 200: BotCommunitySchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const community = await findBotCommunity(db, app.config.encryption, request.params.guildId);
      if (!community) throw new AppError("not_found", "No community is set up for this server.");
      return community;
    },
  );

  app.get(
    "/changes",
    {
      schema: {
        ...BOT_ROUTE_DOCS,
        summary: "The change feed: communities whose configuration changed after the cursor, each whole",
        querystring: BotChangesQuerySchema,
        response: { 200: BotChangesSchema, ...ErrorResponses },
      },
    },
    async (request) =>
      readChanges(
        db,
        app.config.encryption,
        request.query.cursor,
        request.query.limit ?? BOT_FEED_PAGE.default,
      ),
  );

  app.get(
    "/alerts",
    {
      schema: {
        ...BOT_ROUTE_DOCS,
        summary: "Active, unexpired price alerts grouped by catalogue symbol, a page of symbols at a time",
        querystring: BotAlertsQuerySchema,
        response: { 200: BotAlertPageSchema, ...ErrorResponses },
      },
    },
    async (request) =>
      readActiveAlerts(db, request.query.cursor, request.query.limit ?? BOT_ALERTS_PAGE.default),
  );

  app.get(
    "/commands",
    {
      schema: {
        ...BOT_ROUTE_DOCS,
        summary:
          "The command catalogue: each command's word, aliases, slash form and options, and the schedulable ones",
        response: { 200: BotCommandsSchema, ...ErrorResponses },
      },
    },
    async () => ({
      commands: COMMAND_NAMES.map((name) => {
        const { feature, ...command } = COMMANDS[name];
        return { ...command, documentation: featurePath(feature) };
      }),
      schedulable: [...SCHEDULABLE_COMMANDS],
    }),
  );

  app.get(
    "/alert-tests",
    {
      schema: {
        ...BOT_ROUTE_DOCS,
        summary: 'Pending "Send test" requests of alerts, oldest first',
        description:
          "Send each one's test message to its target, then report it with `PUT /alert-tests/:id`. A test stays here until reported; the test of a channel alert on hold is left out until the alert is given back.",
        response: { 200: BotAlertTestListSchema, ...ErrorResponses },
      },
    },
    async () => {
      const rows = await readPendingTests(db, BOT_ALERTS_PAGE.max);
      return {
        items: rows.map(({ test, alert, discordUserId, guildId }) =>
          presentBotAlertTest(test, alert, discordUserId, guildId),
        ),
      };
    },
  );

  app.put(
    "/alert-tests/:id",
    {
      schema: {
        ...BOT_ROUTE_DOCS,
        summary: "A test message was sent, or failed and why",
        description: "The first report counts; a later one answers the recorded outcome and changes nothing.",
        params: BotIdParamsSchema,
        body: BotAlertTestResultBodySchema,
        response: { 200: BotAlertTestResultSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const test = await reportAlertTest(db, request.params.id, {
        status: request.body.status,
        reason: request.body.reason ?? null,
      });
      if (!test) throw new AppError("not_found", "There is no alert test with this id.");
      return toTestView(test);
    },
  );

  await app.register(botReportRoutes);
};
