import { botEndpoints } from "@chartbot/contracts/endpoints/bot";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toTriggerView } from "../../data/alert-triggers/alert-trigger.js";
import { recordAlertTrigger } from "../../data/alert-triggers/record-alert-trigger.js";
import { setTriggerDelivery } from "../../data/alert-triggers/set-trigger-delivery.js";
import { recordGuildJoined } from "../../data/bot/record-guild-joined.js";
import { recordGuildLeft } from "../../data/bot/record-guild-left.js";
import { recordPrices } from "../../data/prices/record-prices.js";
import { recordHeartbeat } from "../../data/satellites/record-heartbeat.js";
import { recordSatelliteMembers } from "../../data/satellites/record-satellite-members.js";
import { recordPostRun } from "../../data/scheduled-posts/record-post-run.js";
import { recordUsageReport } from "../../data/usage/record-usage-report.js";
import { AppError } from "../../errors.js";
import { addEndpoint } from "../endpoint-route.js";

const notFound = (what: string) => new AppError("not_found", `There is no ${what} with this id.`);
/** 400 for a report dated before what it reports on existed, naming the field. */
const beforeCreation = (field: string, what: string, createdAt: Date) =>
  new AppError(
    "validation_failed",
    `${field}: must not be before the ${what} was created (${createdAt.toISOString()})`,
  );

/**
 * What the bot reports back: servers joined and left, alerts fired and delivered, post runs, heartbeats, prices,
 * and its hourly usage counts.
 */
export const botReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  addEndpoint(app, botEndpoints.reportGuild, async (request) =>
    recordGuildJoined(db, request.params.guildId, request.body),
  );

  addEndpoint(app, botEndpoints.reportGuildLeft, async (request) =>
    recordGuildLeft(db, request.params.guildId),
  );

  addEndpoint(app, botEndpoints.reportSatelliteMembers, async (request) => {
    const { applicationIds, at } = request.body;
    const result = await recordSatelliteMembers(db, request.params.guildId, {
      applicationIds,
      at: new Date(at),
    });
    if (result.outcome === "not_found") {
      throw new AppError("not_found", "No community is set up for this server.");
    }
    return { satellites: result.satellites };
  });

  addEndpoint(app, botEndpoints.reportTrigger, async (request, reply) => {
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
  });

  addEndpoint(app, botEndpoints.reportDelivery, async (request) => {
    const { id, triggerId } = request.params;
    const trigger = await setTriggerDelivery(db, id, triggerId, {
      status: request.body.status,
      reason: request.body.reason ?? null,
    });
    if (!trigger) throw new AppError("not_found", "This alert has no trigger with this id.");
    return toTriggerView(trigger);
  });

  addEndpoint(app, botEndpoints.reportPostRun, async (request) => {
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
  });

  addEndpoint(app, botEndpoints.reportPrices, async (request) =>
    recordPrices(
      db,
      request.body.prices.map(({ symbolId, price, observedAt }) => ({
        symbolId,
        price,
        observedAt: new Date(observedAt),
      })),
    ),
  );

  addEndpoint(app, botEndpoints.reportHeartbeat, async (request, reply) => {
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
  });

  addEndpoint(app, botEndpoints.reportUsage, async (request) => {
    const result = await recordUsageReport(db, request.params.guildId, request.body.buckets);
    if (result.outcome === "not_found") {
      throw new AppError("not_found", "No community is set up for this server.");
    }
    return { recorded: result.recorded };
  });
};
