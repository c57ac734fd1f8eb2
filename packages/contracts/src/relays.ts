import { CHART_TIMEFRAMES, type ChartTimeframe, LIMITS } from "@chartbot/addons";
import { z } from "zod";
import { CommunityParamsSchema } from "./communities.ts";
import { SnowflakeSchema } from "./discord-id.ts";
import { TickerModeSchema } from "./markets.ts";

/** Longest `content` a relay posts (Discord's message limit). */
export const RELAY_CONTENT_MAX = 2000;
/** Largest body the relay URL reads, in bytes; larger ones are refused with 413. */
export const RELAY_BODY_LIMIT_BYTES = 8192;
/** How long a rotated secret keeps working beside the new one. */
export const RELAY_ROTATION_OVERLAP_HOURS = 24;
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
/** Longest role name a payload may name (Discord's limit). */
const ROLE_NAME_MAX = 100;
/** Longest ticker a payload may send. */
const TICKER_MAX = 64;

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

/** `POST /api/communities/:id/relays` */
export const CreateRelayBodySchema = z.strictObject({
  channelId: SnowflakeSchema.describe("The channel the relay posts in"),
  roleId: SnowflakeSchema.nullable().optional().describe("A role to mention with every message"),
  mentionEveryone: z
    .boolean()
    .optional()
    .describe("Must be true for roleId to be the server's @everyone role (an explicit choice)"),
});
export type CreateRelayBody = z.input<typeof CreateRelayBodySchema>;

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

/**
 * TradingView's `{{interval}}` values (minutes as a number, or `D`, `W`, `M` with an optional count) and the
 * timeframes people type (`15m`, `4h`, `1d`): each to a chart timeframe. `m` is minutes and `M` months.
 */
const TIMEFRAME_ALIASES: Readonly<Record<string, ChartTimeframe>> = {
  "1": "1m",
  "3": "3m",
  "5": "5m",
  "15": "15m",
  "30": "30m",
  "60": "1H",
  "120": "2H",
  "240": "4H",
  "720": "12H",
  D: "1D",
  "1D": "1D",
  W: "1W",
  "1W": "1W",
  M: "1M",
  "1M": "1M",
};

/** The chart timeframe a payload's `chart` names; undefined for none of them. */
export function relayChartTimeframe(value: string): ChartTimeframe | undefined {
  const text = value.trim();
  const exact = (CHART_TIMEFRAMES as readonly string[]).find((frame) => frame === text);
  if (exact) return exact as ChartTimeframe;
  const alias = TIMEFRAME_ALIASES[text];
  if (alias) return alias;
  // Hours, days and weeks in either case (`4h`, `1d`); minutes only lower case (`1M` is a month).
  const upper = text.replace(/[hdw]$/, (unit) => unit.toUpperCase());
  return (CHART_TIMEFRAMES as readonly string[]).includes(upper) ? (upper as ChartTimeframe) : undefined;
}

/** A payload's fields once read, before the ticker is resolved. */
export interface RelayPayload {
  content: string;
  ticker: string | null;
  chart: ChartTimeframe | null;
  role: string | null;
}

/** A payload that cannot be relayed: the field at fault and why, for a 400 naming it. */
export interface RelayPayloadIssue {
  field: "body" | "content" | "ticker" | "chart" | "role";
  message: string;
}

const FIELDS = ["content", "ticker", "chart", "role"];

/** An optional text field of a JSON payload: absent, null and blank read as not sent. */
function optionalText(
  payload: Record<string, unknown>,
  field: RelayPayloadIssue["field"],
): string | null | RelayPayloadIssue {
  const value = payload[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return { field, message: `${field}: must be a string` };
  return value.trim() === "" ? null : value.trim();
}

const isIssue = (value: unknown): value is RelayPayloadIssue =>
  typeof value === "object" && value !== null && "message" in value;

/**
 * Reads what was posted to a relay URL: plain text is the content as it is; a JSON object needs `content` (1 to
 * `RELAY_CONTENT_MAX` characters) and may have `ticker`, `chart` (a timeframe) and `role`. Other fields are
 * refused, so a typo is not silently dropped. The ticker is resolved later, in the channel's mode.
 */
export function readRelayPayload(body: unknown): RelayPayload | RelayPayloadIssue {
  if (typeof body === "string") {
    const content = body.trim();
    if (content === "") return { field: "body", message: "body: the text to post is empty" };
    if (content.length > RELAY_CONTENT_MAX) {
      return { field: "content", message: `content: must be at most ${RELAY_CONTENT_MAX} characters` };
    }
    return { content, ticker: null, chart: null, role: null };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { field: "body", message: "body: must be a JSON object with `content`, or plain text" };
  }
  const payload = body as Record<string, unknown>;
  const unknown = Object.keys(payload).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) {
    return { field: "body", message: `body: unknown field "${unknown}" (use ${FIELDS.join(", ")})` };
  }
  const content = optionalText(payload, "content");
  if (isIssue(content)) return content;
  if (content === null) return { field: "content", message: "content: is required (the text to post)" };
  if (content.length > RELAY_CONTENT_MAX) {
    return { field: "content", message: `content: must be at most ${RELAY_CONTENT_MAX} characters` };
  }
  const ticker = optionalText(payload, "ticker");
  if (isIssue(ticker)) return ticker;
  if (ticker !== null && ticker.length > TICKER_MAX) {
    return { field: "ticker", message: `ticker: must be at most ${TICKER_MAX} characters` };
  }
  const chartText = optionalText(payload, "chart");
  if (isIssue(chartText)) return chartText;
  const chart = chartText === null ? null : relayChartTimeframe(chartText);
  if (chart === undefined) {
    return {
      field: "chart",
      message: `chart: "${chartText}" is not a timeframe; use one of ${CHART_TIMEFRAMES.join(", ")} (or TradingView's {{interval}}: 1, 15, 60, 240, D, W, M)`,
    };
  }
  if (chart !== null && ticker === null) {
    return { field: "ticker", message: "ticker: is required with chart (the market to chart)" };
  }
  const roleText = optionalText(payload, "role");
  if (isIssue(roleText)) return roleText;
  const role = roleText?.replace(/^@/, "").trim() || null;
  if (role !== null && role.length > ROLE_NAME_MAX) {
    return { field: "role", message: `role: must be at most ${ROLE_NAME_MAX} characters` };
  }
  return { content, ticker, chart, role };
}

/**
 * A body typed in a box (the dashboard's dry run) read as TradingView sends it: as JSON when it parses as a JSON
 * object, else as plain text.
 */
export function relayBodyOfText(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return text;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return text;
  }
}

/** The relay limits the marketing site quotes, from the one model. */
export const RELAY_LIMITS = {
  perCommunity: LIMITS.relaysPerCommunity,
  messagesPerMinute: LIMITS.relayMessagesPerMinute,
  contentMax: RELAY_CONTENT_MAX,
} as const;

/** `GET /api/bot/v1/relay-messages` query. */
export const BotRelayFeedQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, "must be the last answer's cursor")
    .optional()
    .describe("The last answer's `cursor`; left out for every queued message"),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, `must be a whole number from 1 to ${RELAY_FEED_PAGE.max}`)
    .transform(Number)
    .refine((n) => n <= RELAY_FEED_PAGE.max, `must be at most ${RELAY_FEED_PAGE.max}`)
    .optional()
    .describe(`1 to ${RELAY_FEED_PAGE.max}; ${RELAY_FEED_PAGE.default} when left out`),
});

/** A relayed message for the bot to post: where, what, and what was parsed of it. */
export const BotRelayMessageSchema = RelayParseSchema.extend({
  id: z.uuid().describe("De-duplicate by it: a message is served again until it is acknowledged"),
  relayId: z.uuid(),
  relayNumber: z.int(),
  guildId: z.string(),
  channelId: z.string(),
  roleId: z.string().nullable().describe("The relay's role, mentioned with every message"),
  receivedAt: z.iso.datetime(),
  attempt: z.int().min(1).describe("How many times the feed has served it, this time included"),
});
export type BotRelayMessage = z.infer<typeof BotRelayMessageSchema>;

/** `GET /api/bot/v1/relay-messages`: queued messages, oldest first. */
export const BotRelayFeedSchema = z.object({
  messages: z.array(BotRelayMessageSchema),
  cursor: z.string().nullable().describe("Pass it as `cursor` next time; null when nothing was ever served"),
  more: z.boolean().describe("More messages are waiting: ask again at once"),
});
export type BotRelayFeed = z.infer<typeof BotRelayFeedSchema>;

/** `POST /api/bot/v1/relay-messages/acknowledgements`: what became of messages the feed served. */
export const BotRelayAcknowledgementsBodySchema = z.strictObject({
  acknowledgements: z
    .array(
      z
        .strictObject({
          id: z.uuid(),
          status: z.enum(["delivered", "failed"]),
          reason: z
            .string()
            .trim()
            .min(1)
            .max(300)
            .optional()
            .describe("Why it could not be posted, in words a server admin understands"),
        })
        .refine((ack) => ack.status === "delivered" || ack.reason !== undefined, {
          path: ["reason"],
          message: "say why the message could not be posted",
        }),
    )
    .min(1)
    .max(RELAY_FEED_PAGE.max),
});
export type BotRelayAcknowledgementsBody = z.input<typeof BotRelayAcknowledgementsBodySchema>;

/** The answer to acknowledgements: how many were recorded; the others were already, or their relay is gone. */
export const BotRelayAcknowledgedSchema = z.object({
  recorded: z.int(),
  ignored: z.int().describe("Already acknowledged (the first report counts), or deleted with their relay"),
});

/** `GET /api/bot/v1/communities/:guildId/relays` query: the member who typed `relay list`. */
export const BotRelayMemberQuerySchema = z.object({
  discordUserId: SnowflakeSchema.describe("The member who typed the command"),
});

/** A relay as the bot's `relay list` shows it. */
export const BotRelaySchema = RelaySchema.pick({
  id: true,
  number: true,
  channelId: true,
  roleId: true,
  createdAt: true,
  lastUsedAt: true,
});

/** `GET /api/bot/v1/communities/:guildId/relays` */
export const BotRelayListSchema = z.object({ relays: z.array(BotRelaySchema) });

/** `POST /api/bot/v1/communities/:guildId/relays`: `relay create #channel`, typed by `discordUserId`. */
export const BotCreateRelayBodySchema = CreateRelayBodySchema.extend({
  discordUserId: SnowflakeSchema.describe("The member who typed the command"),
});

/** `POST /api/bot/v1/communities/:guildId/relays` answer: send the URL to the member by direct message. */
export const BotCreatedRelaySchema = BotRelaySchema.extend({ url: RelayWithUrlSchema.shape.url });

/** `DELETE /api/bot/v1/communities/:guildId/relays/:number` */
export const BotRelayNumberParamsSchema = z.object({
  guildId: SnowflakeSchema,
  number: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "must be a relay's number, as `relay list` shows it")
    .transform(Number),
});
