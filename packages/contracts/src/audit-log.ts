import { z } from "zod";
import { AlertSchema } from "./alerts.ts";
import { LicensedBotSchema } from "./bot-license.ts";
import { ChannelOverrideValuesSchema } from "./channel-overrides.ts";
import { ChartThemeSchema, CommunityParamsSchema } from "./communities.ts";
import { CHART_INDICATORS, CHART_TIMEFRAMES, CHART_TYPES } from "./community-options.ts";
import { LayoutSchema } from "./layouts.ts";
import { TickerModeSchema } from "./markets.ts";
import { pageOf } from "./paging.ts";
import { RelaySchema } from "./relays.ts";
import { SatelliteSchema } from "./satellites.ts";
import { ScheduledPostSchema } from "./scheduled-posts.ts";

/** How long a community's audit log entries are kept before the hourly job deletes them. */
export const AUDIT_LOG_RETENTION_DAYS = 90;

/** The community's own settings (columns of the community) whose changes its audit log records. */
export const AUDITED_COMMUNITY_SETTINGS = [
  "tickerMode",
  "autoDeleteMinutes",
  "chartTheme",
  "chartTimeframe",
  "chartType",
  "chartIndicators",
] as const;

/**
 * The community's resources whose changes its audit log records, one entry per resource created, changed or
 * removed, with its `subjectId` (the post, satellite, layout, subscription or alert; the Bot License has one per
 * community, its `applicationId`).
 */
export const AUDITED_RESOURCES = [
  "scheduledPost",
  "satellite",
  "layout",
  "slotAssignment",
  "botLicense",
  "channelAlert",
  "relay",
] as const;
export type AuditedResource = (typeof AUDITED_RESOURCES)[number];

/**
 * Every kind of change a community's audit log records (the `setting` of an entry): its own settings, each
 * channel's override, and its resources.
 */
export const AUDITED_SETTINGS = [
  ...AUDITED_COMMUNITY_SETTINGS,
  "channelOverride",
  ...AUDITED_RESOURCES,
] as const;
export type AuditedSetting = (typeof AUDITED_SETTINGS)[number];

const absent = (what: string) => `Null: ${what}`;

/** A scheduled post's values in the log: what it posts, where and when, and whether it is paused. */
export const AuditedScheduledPostSchema = ScheduledPostSchema.pick({
  command: true,
  arguments: true,
  channelId: true,
  periodMinutes: true,
  skipWeekends: true,
  marketHoursOnly: true,
  skipHolidays: true,
  timeZone: true,
  days: true,
  startTime: true,
  message: true,
  roleId: true,
}).extend({ paused: z.boolean() });
export type AuditedScheduledPost = z.infer<typeof AuditedScheduledPostSchema>;

/** A channel alert's values in the log: its market, rule, where it posts and whether it is paused. */
export const AuditedChannelAlertSchema = AlertSchema.pick({
  ticker: true,
  placement: true,
  level: true,
  percent: true,
  window: true,
  message: true,
  roleId: true,
  cooldownMinutes: true,
}).extend({ channelId: z.string(), paused: z.boolean() });
export type AuditedChannelAlert = z.infer<typeof AuditedChannelAlertSchema>;

/** Each audited kind's value, as `before` and `after` carry it (null for a resource: it did not exist). */
export const AUDITED_VALUE_SCHEMAS = {
  tickerMode: TickerModeSchema,
  autoDeleteMinutes: z.int().nullable().describe("Null: auto-delete off"),
  chartTheme: ChartThemeSchema,
  chartTimeframe: z.enum(CHART_TIMEFRAMES),
  chartType: z.enum(CHART_TYPES),
  chartIndicators: z.array(z.enum(CHART_INDICATORS)),
  channelOverride: ChannelOverrideValuesSchema.nullable().describe(absent("the channel had no override")),
  scheduledPost: AuditedScheduledPostSchema.nullable().describe(absent("no such post")),
  satellite: SatelliteSchema.pick({ symbolId: true, ticker: true })
    .nullable()
    .describe(absent("no such satellite")),
  layout: LayoutSchema.pick({ label: true, url: true, theme: true, wide: true })
    .nullable()
    .describe(absent("no such layout")),
  slotAssignment: z
    .object({ addon: z.string().describe("The add-on's name"), slots: z.int().min(0) })
    .describe("How many slots of the subscription are assigned to the community"),
  botLicense: LicensedBotSchema.pick({ name: true, avatarUrl: true, applicationId: true, tokenEnding: true })
    .nullable()
    .describe(absent("no bot submitted")),
  channelAlert: AuditedChannelAlertSchema.nullable().describe(absent("no such alert")),
  relay: RelaySchema.pick({ number: true, channelId: true, roleId: true, rotatedAt: true })
    // Entries from before templates have none.
    .extend({ template: RelaySchema.shape.template.optional() })
    .nullable()
    .describe(absent("no such relay (its secret is never logged)")),
} as const satisfies Record<AuditedSetting, z.ZodType>;

/**
 * The kinds whose entries cannot be reverted, and why: the API answers 409 with this reason and the dashboard
 * shows it instead of the Revert button.
 */
export const UNREVERTABLE_KINDS = {
  slotAssignment: "Slot assignments are billing: change them on the Subscriptions page.",
  botLicense: "The bot's token is a secret Chartbot does not keep for the log: submit the bot again instead.",
  channelAlert:
    "A channel alert belongs to the account that made it: only that account can make or delete it.",
  relay:
    "A relay's URL holds a secret Chartbot keeps only as a hash, so it cannot be put back: create a relay, or rotate its secret, instead.",
} as const satisfies Partial<Record<AuditedSetting, string>>;

/** Why an entry of this kind cannot be reverted; null when it can. */
export function revertRefusalOf(setting: AuditedSetting): string | null {
  return (UNREVERTABLE_KINDS as Partial<Record<AuditedSetting, string>>)[setting] ?? null;
}

/** Who made a change, as they were then; both null once their account is deleted. */
export const AuditActorSchema = z.object({
  accountId: z.uuid().nullable().describe("Null: the account was deleted since"),
  name: z.string().nullable().describe("Display name or email at the time of the change; null once deleted"),
  apiToken: z
    .object({ label: z.string().nullable().describe("Null once the account is deleted") })
    .nullable()
    .describe("The personal API token the change came through; null: made on the dashboard"),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

const entryFields = {
  id: z.uuid(),
  at: z.iso.datetime().describe("When the change was made"),
  actor: AuditActorSchema,
  revertOf: z.uuid().nullable().describe("The entry this change reverted, if it was a revert"),
};

const entryOf = <S extends AuditedSetting>(setting: S) =>
  z.object({
    ...entryFields,
    setting: z.literal(setting),
    channelId: setting === "channelOverride" ? z.string() : z.null(),
    subjectId: (AUDITED_RESOURCES as readonly string[]).includes(setting) ? z.string() : z.null(),
    before: AUDITED_VALUE_SCHEMAS[setting],
    after: AUDITED_VALUE_SCHEMAS[setting],
  });

/** One recorded change of one setting, one channel's override (`channelId`) or one resource (`subjectId`). */
export const AuditLogEntrySchema = z.discriminatedUnion("setting", [
  entryOf("tickerMode"),
  entryOf("autoDeleteMinutes"),
  entryOf("chartTheme"),
  entryOf("chartTimeframe"),
  entryOf("chartType"),
  entryOf("chartIndicators"),
  entryOf("channelOverride"),
  entryOf("scheduledPost"),
  entryOf("satellite"),
  entryOf("layout"),
  entryOf("slotAssignment"),
  entryOf("botLicense"),
  entryOf("channelAlert"),
  entryOf("relay"),
]);
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

/** `GET /api/communities/:id/audit-log`: newest first, kept `AUDIT_LOG_RETENTION_DAYS` days. */
export const AuditLogPageSchema = pageOf(AuditLogEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

/** `:id` of a community and `:entryId` of one of its audit log entries. */
export const AuditEntryParamsSchema = CommunityParamsSchema.extend({ entryId: z.uuid() });
