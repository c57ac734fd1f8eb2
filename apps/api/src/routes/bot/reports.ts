import { AlertTriggerSchema } from "@chartbot/contracts/alerts";
import {
  BotDeliveryBodySchema,
  BotGuildBodySchema,
  BotGuildParamsSchema,
  BotGuildSchema,
  BotHeartbeatBodySchema,
  BotIdParamsSchema,
  BotPostRunBodySchema,
  BotPostRunResultSchema,
  BotTriggerBodySchema,
  BotTriggerParamsSchema,
  BotTriggerResultSchema,
  REPORTED_TIME_SKEW_MINUTES,
} from "@chartbot/contracts/bot";
import { ErrorResponses } from "@chartbot/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { toTriggerView } from "../../data/alert-triggers/alert-trigger.js";
import { recordAlertTrigger } from "../../data/alert-triggers/record-alert-trigger.js";
import { setTriggerDelivery } from "../../data/alert-triggers/set-trigger-delivery.js";
import { recordGuildJoined } from "../../data/bot/record-guild-joined.js";
import { recordGuildLeft } from "../../data/bot/record-guild-left.js";
import { recordHeartbeat } from "../../data/satellites/record-heartbeat.js";
import { recordPostRun } from "../../data/scheduled-posts/record-post-run.js";
import { AppError } from "../../errors.js";

/** The bot group and its token, as `BOT_ROUTE_DOCS` of the bot routes' index says. */
const DOCS = { tags: ["bot"], security: [{ botToken: [] }] };
const notFound = (what: string) => new AppError("not_found", `There is no ${what} with this id.`);
/** What every report's time is checked against, for the routes' descriptions. */
const timeRule = (field: string, what: string) =>
  `\`${field}\` more than ${REPORTED_TIME_SKEW_MINUTES} minutes in the future, or as long before the ${what} was created, is refused with 400 \`validation_failed\` naming it.`;
/** 400 for a report dated before what it reports on existed, naming the field. */
const beforeCreation = (field: string, what: string, createdAt: Date) =>
  new AppError(
    "validation_failed",
    `${field}: must not be before the ${what} was created (${createdAt.toISOString()})`,
  );

/** What the bot reports back: servers joined and left, alerts fired and delivered, post runs, heartbeats. */
export const botReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.put(
    "/guilds/:guildId",
    {
      schema: {
        ...DOCS,
        summary: "The bot is in this server: it joined, or the server's name or icon changed",
        description:
          "Makes Chartbot present in the server for the website, and connects its community again if it was disconnected (the bot came back before its data was deleted). Idempotent.",
        params: BotGuildParamsSchema,
        body: BotGuildBodySchema,
        response: { 200: BotGuildSchema, ...ErrorResponses },
      },
    },
    async (request) => recordGuildJoined(db, request.params.guildId, request.body),
  );

  app.delete(
    "/guilds/:guildId",
    {
      schema: {
        ...DOCS,
        summary: "The bot left this server (removed, or the server deleted)",
        description:
          "Marks its community disconnected: the website says Chartbot is not in the server, and the community's data is deleted after the retention unless the bot comes back. Idempotent.",
        params: BotGuildParamsSchema,
        response: { 200: BotGuildSchema, ...ErrorResponses },
      },
    },
    async (request) => recordGuildLeft(db, request.params.guildId),
  );

  app.post(
    "/alerts/:id/triggers",
    {
      schema: {
        ...DOCS,
        summary: "An alert fired at this price and time",
        description: `201 with the new history entry; the same \`triggerId\` again answers 200 with the recorded one and changes nothing. A one-shot alert becomes \`triggered\`; a repeating one stays active. 409 \`conflict\` when the alert is no longer active (paused, canceled, triggered or expired), or when \`price\` does not meet an \`above\` or \`below\` condition (the level itself does; any price may end a \`crosses\` or \`percent_move\`). ${timeRule("triggeredAt", "alert")}`,
        params: BotIdParamsSchema,
        body: BotTriggerBodySchema,
        response: { 200: BotTriggerResultSchema, 201: BotTriggerResultSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { triggerId, price, triggeredAt } = request.body;
      const result = await recordAlertTrigger(db, request.params.id, {
        triggerKey: triggerId,
        price,
        triggeredAt: new Date(triggeredAt),
      });
      switch (result.outcome) {
        case "not_found":
          throw notFound("alert");
        case "before_creation":
          throw beforeCreation("triggeredAt", "alert", result.createdAt);
        case "not_active":
          throw new AppError("conflict", "This alert is not active.");
        case "condition_not_met":
          throw new AppError("conflict", `${result.issue}.`);
        default:
          return reply
            .code(result.outcome === "recorded" ? 201 : 200)
            .send({ trigger: toTriggerView(result.trigger), alertStatus: result.alertStatus });
      }
    },
  );

  app.put(
    "/alerts/:id/triggers/:triggerId/delivery",
    {
      schema: {
        ...DOCS,
        summary: "Whether a trigger's message reached its destination, and why not",
        params: BotTriggerParamsSchema,
        body: BotDeliveryBodySchema,
        response: { 200: AlertTriggerSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { id, triggerId } = request.params;
      const trigger = await setTriggerDelivery(db, id, triggerId, {
        status: request.body.status,
        reason: request.body.reason ?? null,
      });
      if (!trigger) throw new AppError("not_found", "This alert has no trigger with this id.");
      return toTriggerView(trigger);
    },
  );

  app.post(
    "/scheduled-posts/:id/runs",
    {
      schema: {
        ...DOCS,
        summary: "A scheduled post ran: delivered, or failed and why",
        description: `A run no later than the last one recorded changes nothing (a replay). After 3 failures in a row the post pauses with the reason (\`paused\` true): stop running it until its owner resumes it. ${timeRule("ranAt", "post")}`,
        params: BotIdParamsSchema,
        body: BotPostRunBodySchema,
        response: { 200: BotPostRunResultSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { ranAt, outcome, reason } = request.body;
      const result = await recordPostRun(db, request.params.id, {
        ranAt: new Date(ranAt),
        outcome,
        reason: reason ?? null,
      });
      switch (result.outcome) {
        case "not_found":
          throw notFound("scheduled post");
        case "before_creation":
          throw beforeCreation("ranAt", "scheduled post", result.createdAt);
        default:
          return result.state;
      }
    },
  );

  app.post(
    "/satellites/:id/heartbeats",
    {
      schema: {
        ...DOCS,
        summary: "A satellite is running and shows this price",
        description: `A heartbeat older than the last one recorded is ignored. ${timeRule("at", "satellite")}`,
        params: BotIdParamsSchema,
        body: BotHeartbeatBodySchema,
        response: { 204: z.null().describe("Recorded"), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { price, at } = request.body;
      const result = await recordHeartbeat(db, request.params.id, { price, at: new Date(at) });
      switch (result.outcome) {
        case "not_found":
          throw notFound("satellite");
        case "before_creation":
          throw beforeCreation("at", "satellite", result.createdAt);
        default:
          return reply.code(204).send(null);
      }
    },
  );
};
