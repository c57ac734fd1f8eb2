import { MAX_INPUT_LENGTH, type ParseFailureReason } from "@chartbot/ticker-parser";
import { z } from "zod";
import { SnowflakeSchema } from "./discord-id";
import { MarketSymbolSchema, TickerModeSchema } from "./markets";
import { PageQuerySchema, pageOf } from "./paging";

/** Highest alert level accepted: above any price the catalogue's markets reach, below float trouble. */
export const MAX_ALERT_LEVEL = 1e12;
/** Longest custom alert message, in characters. */
export const MAX_ALERT_MESSAGE_LENGTH = 200;

export const ALERT_PLACEMENTS = ["above", "below"] as const;
export const AlertPlacementSchema = z.enum(ALERT_PLACEMENTS);
export type AlertPlacement = z.infer<typeof AlertPlacementSchema>;

export const ALERT_STATUSES = ["active", "paused", "triggered", "canceled", "expired"] as const;
export const AlertStatusSchema = z.enum(ALERT_STATUSES);
export type AlertStatus = z.infer<typeof AlertStatusSchema>;

/** The statuses of alerts that count against the limit and can be paused or resumed. */
export const OPEN_ALERT_STATUSES = ["active", "paused"] as const satisfies readonly AlertStatus[];

/** Whether the bot delivered a trigger's message: `pending` until it reports. */
export const ALERT_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export const AlertDeliveryStatusSchema = z.enum(ALERT_DELIVERY_STATUSES);
export type AlertDeliveryStatus = z.infer<typeof AlertDeliveryStatusSchema>;

/** One time an alert fired, as the bot reported it. */
export const AlertTriggerSchema = z.object({
  id: z.uuid(),
  price: z.number().describe("The price that crossed the level"),
  triggeredAt: z.iso.datetime(),
  delivery: AlertDeliveryStatusSchema,
  failureReason: z.string().nullable().describe("Why the message could not be delivered"),
});
export type AlertTrigger = z.infer<typeof AlertTriggerSchema>;

/** A price alert as the API returns it. */
export const AlertSchema = z.object({
  id: z.uuid(),
  ticker: z.string().describe("The ticker as the user typed it"),
  symbolId: z.string().describe("The catalogue symbol the ticker resolved to"),
  symbol: MarketSymbolSchema.nullable().describe("Null when the catalogue no longer lists the symbol"),
  placement: AlertPlacementSchema,
  level: z.number(),
  message: z.string().nullable(),
  communityId: z.uuid().nullable().describe("Null: the alert is sent by direct message"),
  channelId: z.string().nullable(),
  roleId: z.string().nullable(),
  status: AlertStatusSchema,
  createdAt: z.iso.datetime(),
  triggeredAt: z.iso.datetime().nullable().describe("When it last triggered"),
  expiresAt: z.iso.datetime().nullable(),
  cooldownMinutes: z
    .int()
    .nullable()
    .describe(
      "Null: fires once. Otherwise it stays active and fires again at most once per this many minutes",
    ),
  lastTrigger: AlertTriggerSchema.nullable().describe("The latest trigger and whether it was delivered"),
});
export type Alert = z.infer<typeof AlertSchema>;

/** The statuses of alerts that are done: kept as the history. */
export const CLOSED_ALERT_STATUSES = [
  "triggered",
  "canceled",
  "expired",
] as const satisfies readonly AlertStatus[];

/** `GET /api/alerts` query: a page, of one group of statuses or of all. */
export const AlertListQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(["open", "closed"])
    .optional()
    .describe("`open`: active and paused; `closed`: triggered, canceled and expired; all when left out"),
});
export type AlertListQuery = z.input<typeof AlertListQuerySchema>;

/** `GET /api/alerts`: a page of alerts, newest first, and how many alerts the account has of each status. */
export const AlertPageSchema = pageOf(AlertSchema).extend({
  counts: z
    .record(AlertStatusSchema, z.number().int().nonnegative())
    .describe("All of the account's alerts by status, whatever the filter and the page"),
});
export type AlertPage = z.infer<typeof AlertPageSchema>;

/** `POST /api/alerts` */
export const CreateAlertBodySchema = z
  .strictObject({
    ticker: z.string().trim().min(1, "enter a ticker").max(MAX_INPUT_LENGTH),
    placement: AlertPlacementSchema,
    level: z
      .number({ error: "must be a finite number" })
      .positive("must be greater than 0")
      .max(MAX_ALERT_LEVEL, `must be at most ${MAX_ALERT_LEVEL.toExponential()}`),
    message: z
      .string()
      .trim()
      .max(MAX_ALERT_MESSAGE_LENGTH)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, "must not contain control characters")
      .nullish(),
    mode: TickerModeSchema.optional().describe("Parse the ticker in this mode instead of the account's"),
    communityId: z.uuid().nullish(),
    channelId: SnowflakeSchema.nullish(),
    roleId: SnowflakeSchema.nullish(),
    mentionEveryone: z
      .boolean()
      .optional()
      .describe("Must be true for roleId to be the server's @everyone role (an explicit choice)"),
  })
  .superRefine((body, context) => {
    if (Boolean(body.communityId) !== Boolean(body.channelId)) {
      context.addIssue({
        code: "custom",
        path: [body.communityId ? "channelId" : "communityId"],
        message:
          "communityId and channelId go together: both for a channel alert, neither for a direct message",
      });
    }
    if (body.roleId && !body.channelId) {
      context.addIssue({
        code: "custom",
        path: ["roleId"],
        message: "a role can only be mentioned in a channel",
      });
    }
  });
export type CreateAlertBody = z.input<typeof CreateAlertBodySchema>;

/** `PATCH /api/alerts/:id` */
export const UpdateAlertBodySchema = z.strictObject({
  status: z.enum(OPEN_ALERT_STATUSES).describe("`paused` pauses an active alert, `active` resumes it"),
});
export type UpdateAlertBody = z.input<typeof UpdateAlertBodySchema>;

/** `:id` of an alert. */
export const AlertParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/alerts/:id/triggers`: the alert's history, newest first. */
export const AlertTriggerPageSchema = pageOf(AlertTriggerSchema);
export type AlertTriggerPage = z.infer<typeof AlertTriggerPageSchema>;

/** `GET /api/alerts/resolve` */
export const ResolveTickerQuerySchema = z.object({
  ticker: z.string().max(200),
  mode: TickerModeSchema.optional().describe("Defaults to the account's ticker mode"),
});

/** What a typed ticker means: the symbol, or why there is none and what else to try. */
export const TickerResolutionSchema = z.object({
  ticker: z.string(),
  mode: TickerModeSchema,
  ok: z.boolean(),
  reason: z.enum(["empty", "invalid", "not-found"] as const satisfies ParseFailureReason[]).nullable(),
  symbol: MarketSymbolSchema.nullable(),
  completed: z.boolean().describe("A partial pair was completed (crypto mode: BTC -> BTCUSD)"),
  alternatives: z.array(MarketSymbolSchema).describe("Other markets the ticker could mean"),
  suggestions: z.array(MarketSymbolSchema).describe("Filled when nothing matches"),
  message: z.string().describe("One sentence to show under the ticker field"),
});
export type TickerResolution = z.infer<typeof TickerResolutionSchema>;
