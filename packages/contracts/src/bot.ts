import { ARGUMENT_KINDS, COMMAND_NAMES, SCHEDULABLE_COMMANDS } from "@chartbot/command-catalogue";
import { getSymbol } from "@chartbot/symbol-catalogue";
import { z } from "zod";
import {
  type AlertConditionField,
  AlertPlacementSchema,
  AlertStatusSchema,
  AlertTestSchema,
  AlertTriggerSchema,
  AlertWindowSchema,
  listPlacements,
  placementDescriptions,
  placementsUsing,
  SCHEDULE_PLACEMENTS,
} from "./alerts.ts";
import { BotLicensedBotSchema } from "./bot-license.ts";
import {
  ActiveAddonSchema,
  ChartingSchema,
  ChartThemeSchema,
  CommunityEntitlementsSchema,
} from "./communities.ts";
import { SnowflakeSchema } from "./discord-id.ts";

import { TickerModeSchema } from "./markets.ts";
import { ScheduledPostOutcomeSchema, ScheduledPostTestSchema, WeekdaySchema } from "./scheduled-posts.ts";

/**
 * The bot API: what the Chartbot bot (another project) reads and reports, under `/api/bot/v1`, authenticated by
 * a service token `Authorization: Bearer cbb_<id>_<secret>` (never from browsers).
 */
export const BOT_API_PREFIX = "/api/bot/v1";
/** Every bot service token starts with this. */
export const BOT_TOKEN_PREFIX = "cbb_";
/** How long a rotated bot token keeps working beside its successor, unless the rotation says otherwise. */
export const BOT_TOKEN_ROTATION_OVERLAP_HOURS = 24;

/** Communities per page of the change feed when the request does not say, and the most allowed. */
export const BOT_FEED_PAGE = { default: 100, max: 500 } as const;
/** Symbols per page of the active alerts when the request does not say, and the most allowed. */
export const BOT_ALERTS_PAGE = { default: 200, max: 1000 } as const;
/** Longest failure reason the bot may report; longer ones are refused. */
export const MAX_BOT_REASON_LENGTH = 300;

const pageSize = (page: { default: number; max: number }) =>
  z
    .string()
    .regex(/^[1-9]\d{0,3}$/, `must be a whole number from 1 to ${page.max}`)
    .transform(Number)
    .refine((n) => n <= page.max, `must be at most ${page.max}`)
    .optional()
    .describe(`1 to ${page.max}; ${page.default} when left out`);

const Cursor = z.string().min(1).max(200);
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const OneLine = /^[^\u0000-\u001f\u007f]*$/;
const Reason = z
  .string()
  .trim()
  .min(1)
  .max(MAX_BOT_REASON_LENGTH)
  .regex(OneLine, "must be one line of text")
  .describe("Why, in words a server admin understands (e.g. `Missing Access in #signals`)");

/** A channel whose settings differ from the server's. */
export const ChannelOverrideSchema = z.object({
  channelId: z.string(),
  tickerMode: TickerModeSchema.nullable().describe("Null: the server's mode"),
  autoDeleteMinutes: z.int().nullable().describe("Null: the server's auto-delete; 0: never in this channel"),
});
export type ChannelOverride = z.infer<typeof ChannelOverrideSchema>;

/** A community's whole configuration, as the bot runs it. */
export const BotCommunitySchema = z.object({
  id: z.uuid(),
  guildId: z.string(),
  name: z.string(),
  status: z
    .enum(["connected", "disconnected"])
    .describe("disconnected: the bot left the server; its data is deleted later"),
  setupCompleted: z.boolean(),
  tickerMode: TickerModeSchema,
  autoDeleteMinutes: z.int().nullable(),
  charting: ChartingSchema.describe(
    "Chart defaults in effect: choices a lapsed add-on no longer covers fall back to the free ones",
  ),
  channelOverrides: z.array(ChannelOverrideSchema),
  satellites: z.array(
    z.object({
      id: z.uuid(),
      symbolId: z.string(),
      ticker: z
        .string()
        .describe("The catalogue ticker; the symbol id when the catalogue no longer lists it"),
      active: z.boolean().describe("Free, or covered by a slot: run it; otherwise keep it stopped"),
    }),
  ),
  scheduledPosts: z.array(
    z.object({
      id: z.uuid(),
      command: z.string(),
      arguments: z.string(),
      channelId: z.string(),
      periodMinutes: z.int(),
      skipWeekends: z.boolean(),
      marketHoursOnly: z.boolean().describe("09:30 to 16:00 New York time, not on US market holidays"),
      skipHolidays: z.boolean().describe("Skips US market (NYSE) holidays, by New York's calendar"),
      timeZone: z.string().describe("IANA zone its days and start time are read in"),
      days: z.array(WeekdaySchema).describe("Days of the week it runs on, in its zone"),
      startTime: z
        .string()
        .nullable()
        .describe("HH:MM in its zone: runs then on each of its days, then every period until the day ends"),
      message: z.string().nullable(),
      roleId: z.string().nullable(),
      paused: z.boolean().describe("Paused posts are not run"),
      nextRunAt: z.iso
        .datetime()
        .nullable()
        .describe(
          "When to run it next, as of this answer (null: paused, or no run in the coming year). Each run report answers the one after it",
        ),
    }),
  ),
  layouts: z.array(
    z.object({
      id: z.uuid(),
      label: z.string(),
      url: z.string(),
      theme: ChartThemeSchema,
      wide: z.boolean(),
    }),
  ),
  addons: z.array(ActiveAddonSchema).describe("The add-ons its slots make active"),
  licensedBot: BotLicensedBotSchema.nullable().describe(
    "The community's own bot (Bot License add-on), null when it has none or the add-on is not active",
  ),
  entitlements: CommunityEntitlementsSchema.describe(
    "What those add-ons unlock: refuse (or fall back from) anything beyond it, e.g. a timeframe typed in a command",
  ),
});
export type BotCommunity = z.infer<typeof BotCommunitySchema>;

/** `GET /api/bot/v1/communities/:guildId` */
export const BotGuildParamsSchema = z.object({ guildId: SnowflakeSchema });

/** `GET /api/bot/v1/changes` query. */
export const BotChangesQuerySchema = z.object({
  cursor: Cursor.optional().describe("The last answer's `cursor`; left out for a full sync from the start"),
  limit: pageSize(BOT_FEED_PAGE),
});
export type BotChangesQuery = z.input<typeof BotChangesQuerySchema>;

/**
 * `GET /api/bot/v1/changes`: the communities whose configuration changed after the cursor, each whole, oldest
 * change first. Keep the returned cursor and ask again with it: with `more` true at once, otherwise after a
 * pause. A community changed again later appears again.
 */
export const BotChangesSchema = z.object({
  communities: z.array(BotCommunitySchema),
  cursor: z.string().describe("Pass it as `cursor` next time (never null; unchanged when nothing changed)"),
  more: z.boolean().describe("More changes are waiting: ask again at once"),
});
export type BotChanges = z.infer<typeof BotChangesSchema>;

/** Where an alert's message goes. */
export const BotAlertDeliverySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("direct-message"),
    discordUserId: z
      .string()
      .nullable()
      .describe("Null: the owner has not linked Discord; report it undeliverable"),
  }),
  z.object({
    kind: z.literal("channel"),
    guildId: z.string(),
    channelId: z.string(),
    roleId: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("webhook"),
    url: z
      .string()
      .describe(
        "https; its address was checked when saved, but resolve it again and refuse private, loopback and link-local addresses before posting (see the API's webhook-address module)",
      ),
  }),
]);

/** A field only some kinds of condition use, for the descriptions: "`percent_move` only". */
function onlyFor(field: AlertConditionField): string {
  return `${listPlacements(placementsUsing(field), "and", "code")} only`;
}

/** What an alert's message template gets from the alert (`alertTemplateValues`); the bot adds the rest. */
export const BotAlertTemplateValuesSchema = z
  .object({ ticker: z.string(), name: z.string(), level: z.string(), condition: z.string() })
  .describe(
    "`message` is a template: post `expandTemplate(message, { ...templateValues, price, change, time, role })` (contracts' message-templates), with the price and 24-hour change when it fires, the time in UTC (`templateTime`) and the role's mention",
  );

/** An active alert, as the bot watches it. */
export const BotAlertSchema = z.object({
  id: z.uuid(),
  placement: AlertPlacementSchema.describe(placementDescriptions()),
  level: z
    .number()
    .nullable()
    .describe(
      `The price level (the reference for \`crosses\`); null for ${listPlacements(placementsUsing("level", false), "and", "code")}`,
    ),
  percent: z
    .number()
    .nullable()
    .describe(`${onlyFor("percent")}: the move in percent`),
  window: AlertWindowSchema.nullable().describe(onlyFor("window")),
  windowMinutes: z
    .int()
    .nullable()
    .describe(`${onlyFor("window")}: the window in minutes`),
  message: z.string().nullable(),
  templateValues: BotAlertTemplateValuesSchema,
  cooldownMinutes: z
    .int()
    .nullable()
    .describe(
      `Null: fires once; otherwise at most once per cooldown. For ${listPlacements(SCHEDULE_PLACEMENTS, "and", "code")}: the period, in whole hours`,
    ),
  lastTriggeredAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  delivery: BotAlertDeliverySchema,
});
export type BotAlert = z.infer<typeof BotAlertSchema>;

/** `GET /api/bot/v1/alerts` query. */
export const BotAlertsQuerySchema = z.object({
  cursor: Cursor.optional().describe("The previous page's `nextCursor`; left out for the first page"),
  limit: pageSize(BOT_ALERTS_PAGE).describe(`Symbols per page, 1 to ${BOT_ALERTS_PAGE.max}`),
});

/** `GET /api/bot/v1/alerts`: active, unexpired alerts grouped by catalogue symbol, a page of symbols at a time. */
export const BotAlertPageSchema = z.object({
  symbols: z.array(
    z.object({
      symbolId: z.string(),
      ticker: z
        .string()
        .describe("The catalogue ticker; the symbol id when the catalogue no longer lists it"),
      alerts: z.array(BotAlertSchema),
    }),
  ),
  nextCursor: z.string().nullable().describe("Null on the last page"),
});
export type BotAlertPage = z.infer<typeof BotAlertPageSchema>;

/** `PUT /api/bot/v1/guilds/:guildId`: the bot joined the server, or its name or icon changed. */
export const BotGuildBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  icon: z.string().max(64).nullable().describe("Discord's icon hash"),
});
export type BotGuildBody = z.input<typeof BotGuildBodySchema>;

/** What the API knows of a server the bot reported. */
export const BotGuildSchema = z.object({
  guildId: z.string(),
  present: z.boolean(),
  communityId: z.uuid().nullable().describe("Null until a server admin sets the community up on the website"),
});

/** `:id` of an alert, scheduled post or satellite in a report. */
export const BotIdParamsSchema = z.object({ id: z.uuid() });

/**
 * How far the bot's clock may be from the API's, in minutes: a reported time may be this much in the future,
 * and this much before the thing it is about was created (the API refuses one earlier than that).
 */
export const REPORTED_TIME_SKEW_MINUTES = 5;
const REPORTED_TIME_SKEW_MS = REPORTED_TIME_SKEW_MINUTES * 60_000;

/**
 * The latest creation time of an alert, post or satellite that the bot can report on at `reportedAt`: nothing
 * fires, runs or beats before it exists, so one created after this refuses the report.
 */
export const latestCreationFor = (reportedAt: Date): Date =>
  new Date(reportedAt.getTime() + REPORTED_TIME_SKEW_MS);

/**
 * When something the bot reports happened: an ISO 8601 time from the year 2000 on (the database has no year 0,
 * which ISO strings allow, and nothing of Chartbot's happened before), and not in the future beyond the clocks'
 * skew: a report dated ahead would stand as the latest one and make every real report after it look late.
 */
const ReportedTimeSchema = z.iso
  .datetime()
  .refine((value) => Date.parse(value) >= Date.UTC(2000, 0, 1), "must be a time from the year 2000 on")
  .refine(
    (value) => Date.parse(value) <= Date.now() + REPORTED_TIME_SKEW_MS,
    `must not be in the future (at most ${REPORTED_TIME_SKEW_MINUTES} minutes ahead of the API's clock)`,
  );

/** `POST /api/bot/v1/alerts/:id/triggers`: the alert fired. Sending the same `triggerId` again changes nothing. */
export const BotTriggerBodySchema = z.strictObject({
  triggerId: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,100}$/, "must be 1 to 100 letters, digits or : . _ -")
    .describe("The bot's id for this trigger: the idempotency key"),
  price: z
    .number()
    .positive()
    .describe("The price the alert fired at: at or above the level for `above`, at or below it for `below`"),
  triggeredAt: ReportedTimeSchema,
});
export type BotTriggerBody = z.input<typeof BotTriggerBodySchema>;

/** The answer to a trigger report: the history entry and what became of the alert. */
export const BotTriggerResultSchema = z.object({
  trigger: AlertTriggerSchema,
  alertStatus: AlertStatusSchema.describe("`triggered` for a one-shot alert; `active` for a repeating one"),
});

/** `:id` of an alert and `:triggerId` of one of its triggers (the bot's id). */
export const BotTriggerParamsSchema = BotIdParamsSchema.extend({
  triggerId: BotTriggerBodySchema.shape.triggerId,
});

/** A "Send test" the bot should perform: the alert's target as the active alerts give it, and its text. */
export const BotAlertTestSchema = z.object({
  id: z.uuid().describe("The test's id, to report its outcome"),
  alertId: z.uuid(),
  ticker: z.string(),
  message: z.string().nullable(),
  templateValues: BotAlertTemplateValuesSchema,
  requestedAt: z.iso.datetime(),
  delivery: BotAlertDeliverySchema,
});
export type BotAlertTest = z.infer<typeof BotAlertTestSchema>;

/** `GET /api/bot/v1/alert-tests`: pending tests, oldest first. */
export const BotAlertTestListSchema = z.object({ items: z.array(BotAlertTestSchema) });
export type BotAlertTestList = z.infer<typeof BotAlertTestListSchema>;

/** `PUT /api/bot/v1/alert-tests/:id`: the test message was sent, or failed and why. */
export const BotAlertTestResultBodySchema = z
  .strictObject({ status: z.enum(["delivered", "failed"]), reason: Reason.optional() })
  .refine((body) => body.status === "delivered" || body.reason !== undefined, {
    path: ["reason"],
    message: "say why the test could not be delivered",
  });
export type BotAlertTestResultBody = z.input<typeof BotAlertTestResultBodySchema>;
export const BotAlertTestResultSchema = AlertTestSchema;

/**
 * A "Send test" of a scheduled post the bot should perform now, once: its command and text in its channel, as a
 * run would post them, without counting as a run (no `nextRunAt` moves, no failure is counted).
 */
export const BotScheduledPostTestSchema = z.object({
  id: z.uuid().describe("The test's id, to report its outcome"),
  postId: z.uuid(),
  guildId: SnowflakeSchema,
  channelId: z.string(),
  command: z.string(),
  arguments: z.string(),
  message: z.string().nullable().describe("Its text, a template: fill its placeholders as a run would"),
  timeZone: z.string().describe("The post's IANA zone, which `{time}` is written in"),
  roleId: z.string().nullable(),
  requestedAt: z.iso.datetime(),
});
export type BotScheduledPostTest = z.infer<typeof BotScheduledPostTestSchema>;

/** `GET /api/bot/v1/scheduled-post-tests`: pending tests, oldest first. */
export const BotScheduledPostTestListSchema = z.object({ items: z.array(BotScheduledPostTestSchema) });
export type BotScheduledPostTestList = z.infer<typeof BotScheduledPostTestListSchema>;

/** `PUT /api/bot/v1/scheduled-post-tests/:id`: the same body as an alert test's report. */
export const BotScheduledPostTestResultSchema = ScheduledPostTestSchema;

/** `PUT /api/bot/v1/alerts/:id/triggers/:triggerId/delivery` */
export const BotDeliveryBodySchema = z
  .strictObject({ status: z.enum(["delivered", "failed"]), reason: Reason.optional() })
  .refine((body) => body.status === "delivered" || body.reason !== undefined, {
    path: ["reason"],
    message: "say why the alert could not be delivered",
  });

/** `POST /api/bot/v1/scheduled-posts/:id/runs` */
export const BotPostRunBodySchema = z
  .strictObject({ ranAt: ReportedTimeSchema, outcome: ScheduledPostOutcomeSchema, reason: Reason.optional() })
  .refine((body) => body.outcome === "delivered" || body.reason !== undefined, {
    path: ["reason"],
    message: "say why the post failed",
  });

/** The answer to a run report: the post's state after it. */
export const BotPostRunResultSchema = z.object({
  consecutiveFailures: z.int(),
  paused: z.boolean().describe("The post paused (too many failures in a row): stop running it"),
  pauseReason: z.string().nullable(),
  nextRunAt: z.iso.datetime().nullable().describe("When to run it next; null while it is paused"),
});

/** `POST /api/bot/v1/satellites/:id/heartbeats` */
export const BotHeartbeatBodySchema = z.strictObject({
  price: z.number().positive(),
  at: ReportedTimeSchema,
});

/** Most satellite applications one membership report may name. */
export const MAX_REPORTED_SATELLITES = 100;

/**
 * `PUT /api/bot/v1/guilds/:guildId/satellites`: the satellite applications (catalogue symbol ids) that are
 * members of the server now, as the bot read its member list at `at`. The whole list each time: a satellite of
 * the community left out is no longer there.
 */
export const BotSatelliteMembersBodySchema = z.strictObject({
  applicationIds: z
    .array(
      SnowflakeSchema.refine(
        (id) => getSymbol(id) !== undefined,
        "must be a satellite application's id (a catalogue symbol id)",
      ),
    )
    .max(MAX_REPORTED_SATELLITES)
    .refine((ids) => new Set(ids).size === ids.length, "must name each satellite once")
    .describe(`The satellite bots in the server now, at most ${MAX_REPORTED_SATELLITES}`),
  at: ReportedTimeSchema.describe("When the bot read the server's members"),
});
export type BotSatelliteMembersBody = z.input<typeof BotSatelliteMembersBodySchema>;

/** The answer to a membership report: the community's satellites and whether each is in the server. */
export const BotSatelliteMembersSchema = z.object({
  satellites: z.array(
    z.object({
      id: z.uuid(),
      symbolId: z.string(),
      member: z.boolean().describe("In the server, as the latest report says"),
    }),
  ),
});
export type BotSatelliteMembers = z.infer<typeof BotSatelliteMembersSchema>;

/** One argument of a command form: the slash command's option. */
export const BotCommandArgumentSchema = z.object({
  name: z.string(),
  kind: z.enum(ARGUMENT_KINDS),
  required: z.boolean(),
  description: z.string(),
});

/** A bot command as the bot registers it: its word, aliases, slash form, sub-commands and their options. */
export const BotCommandSchema = z.object({
  name: z.enum(COMMAND_NAMES),
  aliases: z.array(z.string()).readonly().describe("Other words the bot accepts for the command"),
  slash: z.string().describe("The slash command of the same name"),
  summary: z.string(),
  usage: z.array(z.string()).readonly().describe("The command's shape, as the documentation prints it"),
  documentation: z.string().describe("The path of the page that explains it on the marketing site"),
  forms: z
    .array(
      z.object({
        sub: z.string().nullable().describe("The sub-command, or null for the command on its own"),
        summary: z.string(),
        arguments: z.array(BotCommandArgumentSchema).readonly(),
      }),
    )
    .readonly()
    .describe("The slash command's shape: the command on its own, or its sub-commands"),
});
export type BotCommand = z.infer<typeof BotCommandSchema>;

/** `GET /api/bot/v1/commands`: the command catalogue the website documents and scheduled posts run. */
export const BotCommandsSchema = z.object({
  commands: z.array(BotCommandSchema).readonly(),
  schedulable: z.array(z.enum(SCHEDULABLE_COMMANDS)).describe("The commands a scheduled post can run"),
});
export type BotCommands = z.infer<typeof BotCommandsSchema>;
