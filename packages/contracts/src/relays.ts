import { CHART_TIMEFRAMES } from "@chartbot/addons";
import { z } from "zod";
import { CommunityParamsSchema } from "./communities.ts";
import { SnowflakeSchema } from "./discord-id.ts";
import { TickerModeSchema } from "./markets.ts";
import { knownPlaceholderList, refineTemplate } from "./message-templates.ts";

/** Longest `content` a relay posts (Discord's message limit). */
export const RELAY_CONTENT_MAX = 2000;
/** Largest body the relay URL reads, in bytes; larger ones are refused with 413. */
export const RELAY_BODY_LIMIT_BYTES = 8192;
/** How long a rotated secret keeps working beside the new one. */
export const RELAY_ROTATION_OVERLAP_HOURS = 24;
/** Longest template a relay wraps its messages in, in characters. */
export const RELAY_TEMPLATE_MAX = 500;
/** How many of a relay's last messages its list entry shows. */
export const RELAY_MESSAGES_SHOWN = 5;
/** How long the bot has to acknowledge a message it was served before the feed serves it again. */
export const RELAY_LEASE_SECONDS = 60;
/** How long a relay's messages are kept (the hourly job deletes older ones, posted or not). */
export const RELAY_MESSAGE_RETENTION_DAYS = 7;
/** Messages per page of the bot's relay feed when the request does not say, and the most allowed. */
export const RELAY_FEED_PAGE = { default: 50, max: 200 } as const;
/** The path of a relay's public URL under the API's base, `:relayId` and `:secret` filled in. */
export const RELAY_URL_PATH = "/relay/:relayId/:secret";

/** What became of a relayed message: waiting for the bot, posted, or not posted and why. */
export const RELAY_MESSAGE_STATUSES = ["queued", "delivered", "failed"] as const;
export const RelayMessageStatusSchema = z.enum(RELAY_MESSAGE_STATUSES);
export type RelayMessageStatus = z.infer<typeof RelayMessageStatusSchema>;

/** The market a payload's `ticker` resolved to, in the channel's parsing mode. */
export const RelayTickerSchema = z.object({
  input: z.string().describe("The ticker as sent, e.g. `BINANCE:BTCUSDT`"),
  symbolId: z.string().describe("The catalogue symbol it resolved to"),
  label: z.string().describe("The market as people read it, e.g. `BTCUSDT (Binance)`"),
});
export type RelayTicker = z.infer<typeof RelayTickerSchema>;

/** What a message said once read: its text, market, chart timeframe and the role to mention. */
export const RelayParseSchema = z.object({
  content: z.string(),
  ticker: RelayTickerSchema.nullable().describe("Null: no ticker sent (no chart is attached)"),
  chart: z.enum(CHART_TIMEFRAMES).nullable().describe("The chart's timeframe; null: no chart"),
  role: z
    .string()
    .nullable()
    .describe("The role named in the payload (the bot mentions the server's role of that name)"),
});
export type RelayParse = z.infer<typeof RelayParseSchema>;

/** One message a relay received, as its list entry shows it. */
export const RelayMessageSchema = RelayParseSchema.extend({
  id: z.uuid().describe("Also the bot's id to de-duplicate deliveries"),
  receivedAt: z.iso.datetime(),
  status: RelayMessageStatusSchema,
  failureReason: z.string().nullable().describe("Why the bot could not post it"),
  acknowledgedAt: z.iso.datetime().nullable().describe("When the bot reported it"),
});
export type RelayMessage = z.infer<typeof RelayMessageSchema>;

/** A webhook relay of a community. */
export const RelaySchema = z.object({
  id: z.uuid(),
  number: z
    .int()
    .describe("The relay's number in its community, as `relay list` and `relay delete 3` use it"),
  channelId: z.string(),
  roleId: z.string().nullable().describe("A role mentioned with every message"),
  template: z
    .string()
    .nullable()
    .describe("The text each message is posted in, `{content}` being what was sent; null: the text as sent"),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable().describe("When it last queued a message"),
  rotatedAt: z.iso.datetime().nullable(),
  previousSecretExpiresAt: z.iso
    .datetime()
    .nullable()
    .describe("Until when the URL from before the last rotation still works; null: it no longer does"),
  recentMessages: z
    .array(RelayMessageSchema)
    .max(RELAY_MESSAGES_SHOWN)
    .describe(`Its last ${RELAY_MESSAGES_SHOWN} messages, newest first`),
});
export type Relay = z.infer<typeof RelaySchema>;

/** `GET /api/communities/:id/relays` */
export const RelayListSchema = z.object({ relays: z.array(RelaySchema), limit: z.int() });
export type RelayList = z.infer<typeof RelayListSchema>;

/** A relay with its URL: answered once, by the create and by each rotation. */
export const RelayWithUrlSchema = RelaySchema.extend({
  url: z
    .string()
    .describe(
      "The relay URL with its secret: shown this once, stored only as a hash. Treat it like a password",
    ),
});
export type RelayWithUrl = z.infer<typeof RelayWithUrlSchema>;

const RelayTemplateSchema = z
  .string()
  .trim()
  .min(1)
  .max(RELAY_TEMPLATE_MAX)
  .superRefine(refineTemplate("relay"))
  .nullable()
  .describe(
    `Wraps each message: ${knownPlaceholderList("relay")} are filled in when the bot posts it ({content}: the text sent, cut to what Discord's 2,000 characters leave; {time}: when it was received, UTC). Null or left out: the text as sent`,
  );

/** `POST /api/communities/:id/relays` */
export const CreateRelayBodySchema = z.strictObject({
  template: RelayTemplateSchema.optional(),
  channelId: SnowflakeSchema.describe("The channel the relay posts in"),
  roleId: SnowflakeSchema.nullable().optional().describe("A role to mention with every message"),
  mentionEveryone: z
    .boolean()
    .optional()
    .describe("Must be true for roleId to be the server's @everyone role (an explicit choice)"),
});
export type CreateRelayBody = z.input<typeof CreateRelayBodySchema>;

/** `PATCH /api/communities/:id/relays/:relayId`: a relay's template (null: post the text as sent). */
export const UpdateRelayBodySchema = z.strictObject({ template: RelayTemplateSchema });
export type UpdateRelayBody = z.input<typeof UpdateRelayBodySchema>;

/** `:id` of a community and `:relayId` of one of its relays. */
export const RelayParamsSchema = CommunityParamsSchema.extend({ relayId: z.uuid() });

/** `POST /api/communities/:id/relays/:relayId/dry-run`: a body as it would be posted to the relay URL. */
export const RelayDryRunBodySchema = z.strictObject({
  body: z
    .string()
    .max(RELAY_BODY_LIMIT_BYTES)
    .describe("Read as TradingView sends it: a JSON object when it parses as one, else plain text"),
});

/** What a dry run answers: the parse, and the channel, role and mode it was read for. Nothing is queued. */
export const RelayDryRunSchema = RelayParseSchema.extend({
  dryRun: z.literal(true),
  channelId: z.string(),
  roleId: z.string().nullable(),
  tickerMode: TickerModeSchema.describe("The channel's parsing mode the ticker was resolved in"),
});
export type RelayDryRun = z.infer<typeof RelayDryRunSchema>;

/** The relay URL's path parameters: the relay and its secret. */
export const RelayUrlParamsSchema = z.object({
  relayId: z.uuid(),
  secret: z.string().min(1).max(100).describe("The URL's secret"),
});

/** The relay URL's query: `dryRun=1` answers the parse and queues nothing. */
export const RelayUrlQuerySchema = z.object({
  dryRun: z
    .enum(["1", "true", "0", "false"])
    .optional()
    .transform((value) => value === "1" || value === "true")
    .describe("`1`: answer 200 with what was parsed and queue nothing"),
});

/**
 * The relay URL's body: a JSON object with `content` (and optional fields), or plain text posted as it is. Its
 * fields are read by `readRelayPayload`, so a refusal names the field at fault.
 */
export const RelayUrlBodySchema = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .describe(
    `Plain text, or a JSON object: \`content\` (required, up to ${RELAY_CONTENT_MAX} characters), \`ticker\` (e.g. \`btcusdt\`, \`BINANCE:BTCUSDT\`), \`chart\` (\`15m\`, \`4h\`, or TradingView's \`{{interval}}\`: \`15\`, \`240\`, \`D\`), \`role\` (a role's name). At most ${RELAY_BODY_LIMIT_BYTES} bytes`,
  );
