import { z } from "zod";
import { PRICE_CHECKED_PLACEMENTS, PRICE_UNCHECKED_PLACEMENTS } from "../alert-trigger-price.ts";
import { AlertTriggerSchema, listPlacements } from "../alerts.ts";
import {
  BotAlertPageSchema,
  BotAlertsQuerySchema,
  BotAlertTestListSchema,
  BotAlertTestResultBodySchema,
  BotAlertTestResultSchema,
  BotChangesQuerySchema,
  BotChangesSchema,
  BotCommandsSchema,
  BotCommunitySchema,
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
} from "../bot.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";

/** A word or a name in code with its indefinite article: "an `above`", "a `crosses`". */
function withArticle(words: string): string {
  return `${/^`?[aeiou]/i.test(words) ? "an" : "a"} ${words}`;
}

/** What every report's time is checked against, for the descriptions. */
const timeRule = (field: string, what: string) =>
  `\`${field}\` more than ${REPORTED_TIME_SKEW_MINUTES} minutes in the future, or as long before the ${what} was created, is refused with 400 \`validation_failed\` naming it.`;

/** The bot API (`/api/bot/v1`, bot service tokens): what the bot reads and what it reports. */
export const botEndpoints = {
  community: endpoint({
    method: "GET",
    path: "/communities/:guildId",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "A server's community, its whole configuration as the bot runs it",
    params: BotGuildParamsSchema,
    responses: { 200: BotCommunitySchema, ...ErrorResponses },
  }),
  changes: endpoint({
    method: "GET",
    path: "/changes",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "The change feed: communities whose configuration changed after the cursor, each whole",
    query: BotChangesQuerySchema,
    responses: { 200: BotChangesSchema, ...ErrorResponses },
  }),
  alerts: endpoint({
    method: "GET",
    path: "/alerts",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "Active, unexpired price alerts grouped by catalogue symbol, a page of symbols at a time",
    query: BotAlertsQuerySchema,
    responses: { 200: BotAlertPageSchema, ...ErrorResponses },
  }),
  commands: endpoint({
    method: "GET",
    path: "/commands",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary:
      "The command catalogue: each command's word, aliases, slash form and options, and the schedulable ones",
    responses: { 200: BotCommandsSchema, ...ErrorResponses },
  }),
  alertTests: endpoint({
    method: "GET",
    path: "/alert-tests",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: 'Pending "Send test" requests of alerts, oldest first',
    description:
      "Send each one's test message to its target, then report it with `PUT /alert-tests/:id`. A test stays here until reported; the test of a channel alert on hold is left out until the alert is given back.",
    responses: { 200: BotAlertTestListSchema, ...ErrorResponses },
  }),
  reportAlertTest: endpoint({
    method: "PUT",
    path: "/alert-tests/:id",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "A test message was sent, or failed and why",
    description: "The first report counts; a later one answers the recorded outcome and changes nothing.",
    params: BotIdParamsSchema,
    body: BotAlertTestResultBodySchema,
    responses: { 200: BotAlertTestResultSchema, ...ErrorResponses },
  }),
  reportGuild: endpoint({
    method: "PUT",
    path: "/guilds/:guildId",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "The bot is in this server: it joined, or the server's name or icon changed",
    description:
      "Makes Chartbot present in the server for the website, and connects its community again if it was disconnected (the bot came back before its data was deleted). Idempotent.",
    params: BotGuildParamsSchema,
    body: BotGuildBodySchema,
    responses: { 200: BotGuildSchema, ...ErrorResponses },
  }),
  reportGuildLeft: endpoint({
    method: "DELETE",
    path: "/guilds/:guildId",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "The bot left this server (removed, or the server deleted)",
    description:
      "Marks its community disconnected: the website says Chartbot is not in the server, and the community's data is deleted after the retention unless the bot comes back. Idempotent.",
    params: BotGuildParamsSchema,
    responses: { 200: BotGuildSchema, ...ErrorResponses },
  }),
  reportTrigger: endpoint({
    method: "POST",
    path: "/alerts/:id/triggers",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "An alert fired at this price and time",
    description: `201 with the new history entry; the same \`triggerId\` again answers 200 with the recorded one and changes nothing. A one-shot alert becomes \`triggered\`; a repeating one stays active. 409 \`conflict\` when the alert is no longer active (paused, canceled, triggered or expired), or when \`price\` does not meet ${withArticle(listPlacements(PRICE_CHECKED_PLACEMENTS, "or", "code"))} condition (the level itself does; any price may end ${withArticle(listPlacements(PRICE_UNCHECKED_PLACEMENTS, "or", "code"))}). ${timeRule("triggeredAt", "alert")}`,
    params: BotIdParamsSchema,
    body: BotTriggerBodySchema,
    responses: { 200: BotTriggerResultSchema, 201: BotTriggerResultSchema, ...ErrorResponses },
  }),
  reportDelivery: endpoint({
    method: "PUT",
    path: "/alerts/:id/triggers/:triggerId/delivery",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "Whether a trigger's message reached its destination, and why not",
    params: BotTriggerParamsSchema,
    body: BotDeliveryBodySchema,
    responses: { 200: AlertTriggerSchema, ...ErrorResponses },
  }),
  reportPostRun: endpoint({
    method: "POST",
    path: "/scheduled-posts/:id/runs",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "A scheduled post ran: delivered, or failed and why",
    description: `A run no later than the last one recorded changes nothing (a replay). After 3 failures in a row the post pauses with the reason (\`paused\` true): stop running it until its owner resumes it. ${timeRule("ranAt", "post")}`,
    params: BotIdParamsSchema,
    body: BotPostRunBodySchema,
    responses: { 200: BotPostRunResultSchema, ...ErrorResponses },
  }),
  reportHeartbeat: endpoint({
    method: "POST",
    path: "/satellites/:id/heartbeats",
    api: "bot",
    auth: "bot",
    tag: "bot",
    summary: "A satellite is running and shows this price",
    description: `A heartbeat older than the last one recorded is ignored. ${timeRule("at", "satellite")}`,
    params: BotIdParamsSchema,
    body: BotHeartbeatBodySchema,
    responses: { 204: z.null().describe("Recorded"), ...ErrorResponses },
  }),
};
