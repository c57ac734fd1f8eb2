import { z } from "zod";
import { SnowflakeSchema } from "./discord-id.ts";
import {
  CreateRelayBodySchema,
  RELAY_FEED_PAGE,
  RelayParseSchema,
  RelaySchema,
  RelayWithUrlSchema,
} from "./relays.ts";

// The bot API's side of webhook relays: the feed of messages to post, their acknowledgements, and the
// `relay create/list/delete` commands.

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
  template: z
    .string()
    .nullable()
    .describe(
      "The relay's template: post `expandTemplate(template, values)` (contracts' message-templates) with `content`, the ticker's `input` as `ticker`, its `label` as `name`, `receivedAt` in UTC as `time` (`templateTime`) and the mentions as `role`. Null: post the content as sent",
    ),
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
