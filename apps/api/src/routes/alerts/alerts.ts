import {
  type Alert,
  AlertListQuerySchema,
  AlertPageSchema,
  AlertParamsSchema,
  AlertSchema,
  type AlertTrigger,
  AlertTriggerPageSchema,
  CLOSED_ALERT_STATUSES,
  CreateAlertBodySchema,
  OPEN_ALERT_STATUSES,
  ResolveTickerQuerySchema,
  TickerResolutionSchema,
  UpdateAlertBodySchema,
} from "@chartbot/contracts/alerts";
import { ErrorResponses } from "@chartbot/contracts/errors";
import { PageQuerySchema } from "@chartbot/contracts/paging";
import { getSymbol } from "@chartbot/symbol-catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toTriggerView } from "../../data/alert-triggers/alert-trigger.js";
import { findLatestAlertTrigger, listAlertTriggers } from "../../data/alert-triggers/list-alert-triggers.js";
import type { Alert as AlertRow } from "../../data/alerts/alert.js";
import { createAlert } from "../../data/alerts/create-alert.js";
import { deleteAlert } from "../../data/alerts/delete-alert.js";
import { findAlert } from "../../data/alerts/find-alert.js";
import { listAlertsWithCounts } from "../../data/alerts/list-alerts-with-counts.js";
import { setAlertStatus } from "../../data/alerts/set-alert-status.js";
import { checkChannelChoice } from "../../data/discord/guild-view.js";
import { pageRequest } from "../../data/paging.js";
import { AppError } from "../../errors.js";
import { accountOf, requireAccount } from "../../plugins/authenticate.js";
import { serializedFast } from "../../plugins/fast-serializer.js";
import { administeredCommunity } from "../communities/administered-community.js";
import { addDeleteRoute } from "../delete-route.js";
import type { RegistrationOptions } from "../registration.js";
import { alertLimitMessage, duplicateAlertMessage, notOpenMessage } from "./alert-messages.js";
import { toMarketSymbol } from "./market-symbol.js";
import { resolveAlertTicker } from "./resolve-alert-ticker.js";

const NOT_FOUND = "This alert does not exist.";

const communityNotFound = () =>
  new AppError("not_found", "This community does not exist or you do not manage it.");

const STATUS_GROUPS = { open: OPEN_ALERT_STATUSES, closed: CLOSED_ALERT_STATUSES } as const;

/** An alert as the API answers it, with its latest trigger (none given: it has not triggered). */
function toAlertResponse(alert: AlertRow & { lastTrigger?: AlertTrigger | null }): Alert {
  const symbol = getSymbol(alert.symbolId);
  return {
    id: alert.id,
    ticker: alert.tickerInput,
    symbolId: alert.symbolId,
    symbol: symbol ? toMarketSymbol(symbol) : null,
    placement: alert.placement,
    level: alert.level,
    message: alert.message,
    communityId: alert.communityId,
    channelId: alert.channelId,
    roleId: alert.roleId,
    status: alert.status,
    createdAt: alert.createdAt.toISOString(),
    triggeredAt: alert.triggeredAt?.toISOString() ?? null,
    expiresAt: alert.expiresAt?.toISOString() ?? null,
    cooldownMinutes: alert.cooldownMinutes,
    lastTrigger: alert.lastTrigger ?? null,
  };
}

/**
 * The signed-in user's price alerts: list, get, resolve a ticker, create, pause or resume, delete. Registered
 * for the dashboard and again for the public API (`authenticate`, see `RegistrationOptions`).
 */
export const alertRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, options) => {
  app.addHook("onRequest", options.authenticate ?? requireAccount);

  app.get(
    "/alerts",
    {
      schema: {
        tags: ["alerts"],
        summary: "A page of the user's price alerts, newest first, with the count of each status",
        querystring: AlertListQuerySchema,
        // The dashboard's most frequent request: its answer skips zod's encode (see fast-serializer.ts).
        response: { 200: serializedFast(AlertPageSchema), ...ErrorResponses },
      },
    },
    async (request) => {
      const { status } = request.query;
      const accountId = accountOf(request).id;
      const page = pageRequest(request.query, `alerts:${status ?? "all"}`);
      const statuses = status && STATUS_GROUPS[status];
      const { items, nextCursor, counts } = await listAlertsWithCounts(
        app.database.db,
        accountId,
        statuses,
        page,
      );
      return { items: items.map(toAlertResponse), nextCursor, counts };
    },
  );

  app.get(
    "/alerts/resolve",
    {
      schema: {
        tags: ["alerts"],
        summary: "Which market a typed ticker means, in the account's ticker mode or the one given",
        querystring: ResolveTickerQuerySchema,
        response: { 200: TickerResolutionSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { ticker } = request.query;
      const mode = request.query.mode ?? accountOf(request).tickerMode;
      const result = resolveAlertTicker(ticker, mode);
      return {
        ticker,
        mode,
        ok: result.ok,
        reason: result.ok ? null : result.reason,
        symbol: result.ok ? toMarketSymbol(result.symbol) : null,
        completed: result.ok && result.completed,
        alternatives: result.ok ? result.alternatives.map(toMarketSymbol) : [],
        suggestions: result.ok ? [] : result.suggestions.map(toMarketSymbol),
        message: result.message,
      };
    },
  );

  app.get(
    "/alerts/:id",
    {
      schema: {
        tags: ["alerts"],
        summary: "One of the user's price alerts",
        params: AlertParamsSchema,
        response: { 200: AlertSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const alert = await findAlert(app.database.db, accountOf(request).id, request.params.id);
      if (!alert) throw new AppError("not_found", NOT_FOUND);
      const lastTrigger = await findLatestAlertTrigger(app.database.db, alert.id);
      return toAlertResponse({ ...alert, lastTrigger: lastTrigger && toTriggerView(lastTrigger) });
    },
  );

  app.post(
    "/alerts",
    {
      schema: {
        tags: ["alerts"],
        summary: "Creates a price alert; the ticker is resolved to a catalogue symbol",
        body: CreateAlertBodySchema,
        response: { 201: AlertSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { ticker, placement, level, message, mode, communityId, channelId, roleId, mentionEveryone } =
        request.body;
      const resolved = resolveAlertTicker(ticker, mode ?? account.tickerMode);
      if (!resolved.ok) {
        throw resolved.reason === "not-found"
          ? new AppError("ticker_not_found", resolved.message)
          : new AppError("validation_failed", `ticker: ${resolved.message}`);
      }
      if (communityId) {
        // Access re-checked with Discord when due; the channel and role must be the server's.
        const community = await administeredCommunity(request, communityId).catch((error: unknown) => {
          throw error instanceof AppError && error.code === "not_found" ? communityNotFound() : error;
        });
        await checkChannelChoice(app, community, { channelId, roleId, mentionEveryone });
      }
      const result = await createAlert(app.database.db, {
        accountId: account.id,
        tickerInput: ticker,
        symbolId: resolved.symbol.id,
        placement,
        level,
        message: message || null,
        communityId: communityId ?? null,
        channelId: channelId ?? null,
        roleId: roleId ?? null,
      });
      switch (result.outcome) {
        case "created":
          return reply.code(201).send(toAlertResponse(result.alert));
        case "community_not_found":
          throw communityNotFound();
        case "duplicate":
          throw new AppError("duplicate_alert", duplicateAlertMessage(result.existing, resolved.symbol));
        case "limit_reached":
          throw new AppError("limit_reached", alertLimitMessage(result.limit, result.hasAddon));
      }
    },
  );

  app.patch(
    "/alerts/:id",
    {
      schema: {
        tags: ["alerts"],
        summary: "Pauses an active alert or resumes a paused one",
        params: AlertParamsSchema,
        body: UpdateAlertBodySchema,
        response: { 200: AlertSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const result = await setAlertStatus(
        app.database.db,
        accountOf(request).id,
        request.params.id,
        request.body.status,
      );
      switch (result.outcome) {
        case "updated": {
          const lastTrigger = await findLatestAlertTrigger(app.database.db, result.alert.id);
          return toAlertResponse({ ...result.alert, lastTrigger: lastTrigger && toTriggerView(lastTrigger) });
        }
        case "not_found":
          throw new AppError("not_found", NOT_FOUND);
        case "not_open":
          throw new AppError("conflict", notOpenMessage(result.status, request.body.status));
      }
    },
  );

  app.get(
    "/alerts/:id/triggers",
    {
      schema: {
        tags: ["alerts"],
        summary: "A page of the times the alert triggered, newest first, with whether each was delivered",
        params: AlertParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: AlertTriggerPageSchema, ...ErrorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const page = pageRequest(request.query, `alert-triggers:${id}`);
      const triggers = await listAlertTriggers(app.database.db, accountOf(request).id, id, page);
      if (!triggers) throw new AppError("not_found", NOT_FOUND);
      return { items: triggers.items.map(toTriggerView), nextCursor: triggers.nextCursor };
    },
  );

  addDeleteRoute(app, {
    path: "/alerts/:id",
    tags: ["alerts"],
    summary: "Deletes a price alert",
    params: AlertParamsSchema,
    remove: ({ id }, request) => deleteAlert(app.database.db, accountOf(request).id, id),
    notFound: NOT_FOUND,
  });
};
