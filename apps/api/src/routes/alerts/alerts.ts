import { getAddon } from "@chartbot/addons";
import {
  ALERT_CONDITION_FIELDS,
  ALERT_HOLD_MESSAGES,
  type Alert,
  type AlertRule,
  alertRuleIssues,
  CLOSED_ALERT_STATUSES,
  OPEN_ALERT_STATUSES,
  type UpdateAlertBody,
} from "@chartbot/contracts/alerts";
import { alertEndpoints } from "@chartbot/contracts/endpoints/alerts";
import { getSymbol } from "@chartbot/symbol-catalogue";
import { checkWebhookUrl } from "@chartbot/webhook-address";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findLatestAlertTest, requestAlertTest, toTestView } from "../../data/alert-tests/alert-tests.js";
import { toTriggerView } from "../../data/alert-triggers/alert-trigger.js";
import { listAccountTriggers } from "../../data/alert-triggers/list-account-triggers.js";
import { findLatestAlertTrigger, listAlertTriggers } from "../../data/alert-triggers/list-alert-triggers.js";
import type { Alert as AlertRow } from "../../data/alerts/alert.js";
import { alertLimit } from "../../data/alerts/alert-limit.js";
import { createAlert } from "../../data/alerts/create-alert.js";
import { deleteAlert } from "../../data/alerts/delete-alert.js";
import { findAlert } from "../../data/alerts/find-alert.js";
import { listAlertsWithCounts } from "../../data/alerts/list-alerts-with-counts.js";
import { presentAlert, presentHistoryEntry } from "../../data/alerts/present-alert.js";
import { type AlertEdit, updateAlert } from "../../data/alerts/update-alert.js";
import { toMarketSymbol } from "../../data/catalogue-symbols.js";
import { AppError } from "../../errors.js";
import { accountOf, actorOf, requireAccount } from "../../plugins/authenticate.js";
import { administeredCommunity } from "../communities/administered-community.js";
import { addDeleteRoute } from "../delete-route.js";
import { addEndpoint } from "../endpoint-route.js";
import { BAD_CURSOR, pageRequest } from "../paging.js";
import type { RegistrationOptions } from "../registration.js";
import {
  alertLimitMessage,
  duplicateAlertMessage,
  notEditableMessage,
  notOpenMessage,
} from "./alert-messages.js";
import { resolveAlertTicker } from "./resolve-alert-ticker.js";

const NOT_FOUND = "This alert does not exist.";

const communityNotFound = () =>
  new AppError("not_found", "This community does not exist or you do not manage it.");

const STATUS_GROUPS = { open: OPEN_ALERT_STATUSES, closed: CLOSED_ALERT_STATUSES } as const;

/** The alert with its latest trigger and test, as GET, PATCH and the test request answer it. */
async function withHistory(request: FastifyRequest, alert: AlertRow): Promise<Alert> {
  const { db } = request.server.database;
  const [lastTrigger, test] = await Promise.all([
    findLatestAlertTrigger(db, alert.id),
    findLatestAlertTest(db, alert.id),
  ]);
  return presentAlert({
    ...alert,
    lastTrigger: lastTrigger && toTriggerView(lastTrigger),
    test: test && toTestView(test),
  });
}

/** 400 for the first issue `alertRuleIssues` finds, in the API's `field: message` style. */
function checkRule(rule: AlertRule, options: { checkExpiry?: boolean } = {}): void {
  const [issue] = alertRuleIssues(rule, options);
  if (issue) throw new AppError("validation_failed", `${issue.path}: ${issue.message}`);
}

/**
 * Checks where an alert is delivered: a channel or a webhook needs the Price Alerts add-on (402), the channel
 * must be of a community the user administers and the role of its server, and the webhook must be https with
 * only public addresses, also after DNS resolution (400 naming the host, never the URL's path).
 */
async function checkDelivery(
  request: FastifyRequest,
  accountId: string,
  target: {
    communityId?: string | null | undefined;
    channelId?: string | null | undefined;
    roleId?: string | null | undefined;
    mentionEveryone?: boolean | undefined;
    webhookUrl?: string | null | undefined;
  },
): Promise<void> {
  const { communityId, channelId, roleId, mentionEveryone, webhookUrl } = target;
  if (!communityId && !webhookUrl) return;
  const { alertsInChannels } = await alertLimit(request.server.database.db, accountId);
  if (!alertsInChannels) {
    const name = getAddon("price-alerts")?.name ?? "Price Alerts";
    throw new AppError(
      "addon_required",
      `${name} is not active on your account. Add it on the Subscriptions page to send alerts to a channel or a webhook; without it alerts come by direct message.`,
    );
  }
  if (communityId) {
    // Access re-checked with Discord when due; the channel and role must be the server's.
    const community = await administeredCommunity(request, communityId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === "not_found" ? communityNotFound() : error;
    });
    await request.server.discord.checkChannelChoice(community, { channelId, roleId, mentionEveryone });
  }
  if (webhookUrl) {
    const check = await checkWebhookUrl(webhookUrl);
    if (!check.ok) throw new AppError("validation_failed", `webhookUrl: ${check.reason}.`);
  }
}

/** The condition: its kind and the contract's condition fields, replaced as a group by an edit. */
const CONDITION_FIELDS = ["placement", ...ALERT_CONDITION_FIELDS] as const;
const DELIVERY_FIELDS = ["communityId", "channelId", "roleId", "webhookUrl"] as const;
const has = (body: object, keys: readonly string[]) => keys.some((key) => key in body);

/**
 * An edit as stored: the condition fields are replaced as a group when any of them is sent (one left out is
 * cleared; the condition itself kept), and so are the delivery fields; the others are kept unless sent.
 */
function editOf(body: UpdateAlertBody, current: AlertRow): AlertEdit {
  const edit: AlertEdit = {};
  if (body.status !== undefined) edit.status = body.status;
  if (has(body, CONDITION_FIELDS)) {
    edit.placement = body.placement ?? current.placement;
    for (const field of ALERT_CONDITION_FIELDS) Object.assign(edit, { [field]: body[field] ?? null });
  }
  if (has(body, DELIVERY_FIELDS)) {
    edit.communityId = body.communityId ?? null;
    edit.channelId = body.channelId ?? null;
    edit.roleId = body.roleId ?? null;
    edit.webhookUrl = body.webhookUrl ?? null;
  }
  if ("message" in body) edit.message = body.message || null;
  if ("expiresAt" in body) edit.expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if ("cooldownMinutes" in body) edit.cooldownMinutes = body.cooldownMinutes ?? null;
  return edit;
}

/**
 * The signed-in user's price alerts: list, get, resolve a ticker, create, pause or resume, delete. Registered
 * for the dashboard and again for the public API (`authenticate`, see `RegistrationOptions`).
 */
export const alertRoutes: FastifyPluginAsyncZod<RegistrationOptions> = async (app, options) => {
  app.addHook("onRequest", options.authenticate ?? requireAccount);

  addEndpoint(
    app,
    alertEndpoints.list,
    async (request) => {
      const { status, condition, delivery, sort } = request.query;
      const accountId = accountOf(request).id;
      // The cursor belongs to one filter and order: another's is refused (400), never read in the wrong order.
      // (The plain list keeps the scope it always had: `alerts:all`, `alerts:open`.)
      const narrowed = condition || delivery || (sort && sort !== "created");
      const scope = `alerts:${status ?? "all"}${narrowed ? `:${condition ?? "*"}:${delivery ?? "*"}:${sort ?? "created"}` : ""}`;
      const page = pageRequest(request.query, scope);
      const statuses = status && STATUS_GROUPS[status];
      const result = await listAlertsWithCounts(
        app.database.db,
        accountId,
        { statuses, condition, delivery, sort },
        page,
      );
      if (result.outcome === "bad_cursor") throw new AppError("validation_failed", BAD_CURSOR);
      const { items, nextCursor, counts } = result.page;
      return { items: items.map(presentAlert), nextCursor, counts };
    },
    // The dashboard's most frequent request: its answer skips zod's encode (see fast-serializer.ts).
    { serializeFast: true },
  );

  addEndpoint(app, alertEndpoints.history, async (request) => {
    const { alertId, status, delivery } = request.query;
    // A cursor belongs to one filter: another's is refused (400), never read with the wrong rows.
    const page = pageRequest(
      request.query,
      `alert-history:${alertId ?? "*"}:${status ?? "*"}:${delivery ?? "*"}`,
    );
    const filter = { alertId, status, delivery };
    const history = await listAccountTriggers(app.database.db, accountOf(request).id, filter, page);
    return { items: history.items.map(presentHistoryEntry), nextCursor: history.nextCursor };
  });

  addEndpoint(app, alertEndpoints.resolveTicker, async (request) => {
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
  });

  addEndpoint(app, alertEndpoints.get, async (request) => {
    const alert = await findAlert(app.database.db, accountOf(request).id, request.params.id);
    if (!alert) throw new AppError("not_found", NOT_FOUND);
    return withHistory(request, alert);
  });

  addEndpoint(
    app,
    alertEndpoints.create,
    async (request, reply) => {
      const account = accountOf(request);
      const body = request.body;
      const resolved = resolveAlertTicker(body.ticker, body.mode ?? account.tickerMode);
      if (!resolved.ok) {
        throw resolved.reason === "not-found"
          ? new AppError("ticker_not_found", resolved.message)
          : new AppError("validation_failed", `ticker: ${resolved.message}`);
      }
      await checkDelivery(request, account.id, body);
      const result = await createAlert(
        app.database.db,
        {
          accountId: account.id,
          tickerInput: body.ticker,
          symbolId: resolved.symbol.id,
          placement: body.placement,
          level: body.level ?? null,
          percent: body.percent ?? null,
          window: body.window ?? null,
          message: body.message || null,
          communityId: body.communityId ?? null,
          channelId: body.channelId ?? null,
          roleId: body.roleId ?? null,
          webhookUrl: body.webhookUrl ?? null,
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
          cooldownMinutes: body.cooldownMinutes ?? null,
        },
        actorOf(request).apiTokenId,
      );
      switch (result.outcome) {
        case "created":
          return reply.code(201).send(presentAlert(result.alert));
        case "community_not_found":
          throw communityNotFound();
        case "duplicate":
          throw new AppError("duplicate_alert", duplicateAlertMessage(result.existing, resolved.symbol));
        case "limit_reached":
          throw new AppError("limit_reached", alertLimitMessage(result.limit, result.hasAddon));
      }
    },
    { serializeFast: true },
  );

  addEndpoint(app, alertEndpoints.update, async (request) => {
    const accountId = accountOf(request).id;
    const body = request.body;
    const current = await findAlert(app.database.db, accountId, request.params.id);
    if (!current) throw new AppError("not_found", NOT_FOUND);
    const edit = editOf(body, current);
    const merged = { ...current, ...edit };
    checkRule(
      {
        ...merged,
        expiresAt: merged.expiresAt?.toISOString() ?? null,
      },
      { checkExpiry: "expiresAt" in body },
    );
    if (has(body, DELIVERY_FIELDS)) {
      await checkDelivery(request, accountId, { ...edit, mentionEveryone: body.mentionEveryone });
    }
    const result = await updateAlert(app.database.db, actorOf(request), current.id, edit);
    switch (result.outcome) {
      case "updated":
        return withHistory(request, result.alert);
      case "not_found":
        throw new AppError("not_found", NOT_FOUND);
      case "not_open":
        throw new AppError(
          "conflict",
          body.status && Object.keys(body).length === 1
            ? notOpenMessage(result.status, body.status)
            : notEditableMessage(result.status),
        );
      case "duplicate": {
        const symbol = getSymbol(current.symbolId);
        throw new AppError(
          "duplicate_alert",
          symbol
            ? duplicateAlertMessage(result.existing, symbol)
            : "You already have an alert like this one.",
        );
      }
    }
  });

  addEndpoint(app, alertEndpoints.test, async (request, reply) => {
    const result = await requestAlertTest(app.database.db, accountOf(request).id, request.params.id);
    switch (result.outcome) {
      case "requested":
        return reply.code(202).send(toTestView(result.test));
      case "not_found":
        throw new AppError("not_found", NOT_FOUND);
      case "held":
        throw new AppError("conflict", ALERT_HOLD_MESSAGES[result.reason]);
      case "too_soon":
        throw new AppError(
          "rate_limited",
          `A test of this alert was requested moments ago. Try again in ${result.retryAfterSeconds} seconds.`,
          { retryAfterSeconds: result.retryAfterSeconds },
        );
    }
  });

  addEndpoint(app, alertEndpoints.triggers, async (request) => {
    const { id } = request.params;
    const page = pageRequest(request.query, `alert-triggers:${id}`);
    const triggers = await listAlertTriggers(app.database.db, accountOf(request).id, id, page);
    if (!triggers) throw new AppError("not_found", NOT_FOUND);
    return { items: triggers.items.map(toTriggerView), nextCursor: triggers.nextCursor };
  });

  addDeleteRoute(app, alertEndpoints.delete, {
    remove: ({ id }, request) => deleteAlert(app.database.db, actorOf(request), id),
    notFound: NOT_FOUND,
  });
};
