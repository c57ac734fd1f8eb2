import { z } from "zod";
import {
  ALERT_TEST_INTERVAL_SECONDS,
  AlertHistoryPageSchema,
  AlertHistoryQuerySchema,
  AlertListQuerySchema,
  AlertPageSchema,
  AlertParamsSchema,
  AlertSchema,
  AlertTestResponseSchema,
  AlertTriggerPageSchema,
  CreateAlertBodySchema,
  ResolveTickerQuerySchema,
  TickerResolutionSchema,
  UpdateAlertBodySchema,
} from "../alerts.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";
import { PageQuerySchema } from "../paging.ts";

const alerts = { api: "dashboard", publicApi: true, auth: "session", tag: "alerts" } as const;

/** The signed-in user's price alerts; the public API has them too (`/api/v1/alerts`). */
export const alertEndpoints = {
  list: endpoint({
    ...alerts,
    method: "GET",
    path: "/alerts",
    summary:
      "A page of the user's price alerts (newest first, or by ticker or level), filtered by status group, condition and delivery, with the count of each status",
    query: AlertListQuerySchema,
    responses: { 200: AlertPageSchema, ...ErrorResponses },
  }),
  history: endpoint({
    ...alerts,
    method: "GET",
    path: "/alerts/history",
    summary:
      "A page of every time one of the user's alerts triggered, newest first, with whether its message was delivered; filtered by alert, delivery status and delivery",
    description:
      "One history across all of the account's alerts (each alert's own is `GET /alerts/:id/triggers`). An `alertId` that is not one of the account's alerts gives an empty page.",
    query: AlertHistoryQuerySchema,
    responses: { 200: AlertHistoryPageSchema, ...ErrorResponses },
  }),
  resolveTicker: endpoint({
    ...alerts,
    method: "GET",
    path: "/alerts/resolve",
    summary: "Which market a typed ticker means, in the account's ticker mode or the one given",
    query: ResolveTickerQuerySchema,
    responses: { 200: TickerResolutionSchema, ...ErrorResponses },
  }),
  get: endpoint({
    ...alerts,
    method: "GET",
    path: "/alerts/:id",
    summary: "One of the user's price alerts",
    params: AlertParamsSchema,
    responses: { 200: AlertSchema, ...ErrorResponses },
  }),
  create: endpoint({
    ...alerts,
    method: "POST",
    path: "/alerts",
    summary: "Creates a price alert; the ticker is resolved to a catalogue symbol",
    body: CreateAlertBodySchema,
    responses: { 201: AlertSchema, ...ErrorResponses },
  }),
  update: endpoint({
    ...alerts,
    method: "PATCH",
    path: "/alerts/:id",
    summary:
      "Edits an open alert (condition, level, message, expiry, repetition, delivery) or pauses or resumes it",
    description:
      "Fields left out are kept. The condition fields (placement, level, percent, window) are replaced as a group when any is sent, and so are the delivery fields (communityId, channelId, roleId, webhookUrl); null clears a field. The edited alert is validated as a new one would be (400, 402 for a channel or webhook without Price Alerts, 409 `duplicate_alert`); only an active or paused alert can be edited (409 `conflict`).",
    params: AlertParamsSchema,
    body: UpdateAlertBodySchema,
    responses: { 200: AlertSchema, ...ErrorResponses },
  }),
  test: endpoint({
    ...alerts,
    method: "POST",
    path: "/alerts/:id/test",
    summary: "Asks the bot to send a test message to the alert's target",
    description: `202 with the pending test; the bot sends it and reports it delivered or failed (read it as the alert's \`test\`). One test per alert per ${ALERT_TEST_INTERVAL_SECONDS} seconds (429 \`rate_limited\` with Retry-After). A channel alert on hold (\`heldReason\`) is refused with 409 \`conflict\` saying why.`,
    params: AlertParamsSchema,
    responses: { 202: AlertTestResponseSchema, ...ErrorResponses },
  }),
  triggers: endpoint({
    ...alerts,
    method: "GET",
    path: "/alerts/:id/triggers",
    summary: "A page of the times the alert triggered, newest first, with whether each was delivered",
    params: AlertParamsSchema,
    query: PageQuerySchema,
    responses: { 200: AlertTriggerPageSchema, ...ErrorResponses },
  }),
  delete: endpoint({
    ...alerts,
    method: "DELETE",
    path: "/alerts/:id",
    summary: "Deletes a price alert",
    params: AlertParamsSchema,
    responses: { 204: z.null(), ...ErrorResponses },
  }),
};
