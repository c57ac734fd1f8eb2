import { z } from "zod";
import { ChannelOverrideValuesSchema } from "./channel-overrides.ts";
import { ChartThemeSchema, CommunityParamsSchema } from "./communities.ts";
import { CHART_INDICATORS, CHART_TIMEFRAMES, CHART_TYPES } from "./community-options.ts";
import { TickerModeSchema } from "./markets.ts";
import { pageOf } from "./paging.ts";

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

/** The settings whose changes a community's audit log records: its own, and each channel's override. */
export const AUDITED_SETTINGS = [...AUDITED_COMMUNITY_SETTINGS, "channelOverride"] as const;
export type AuditedSetting = (typeof AUDITED_SETTINGS)[number];

/** Each audited setting's value, as `before` and `after` carry it. */
export const AUDITED_VALUE_SCHEMAS = {
  tickerMode: TickerModeSchema,
  autoDeleteMinutes: z.int().nullable().describe("Null: auto-delete off"),
  chartTheme: ChartThemeSchema,
  chartTimeframe: z.enum(CHART_TIMEFRAMES),
  chartType: z.enum(CHART_TYPES),
  chartIndicators: z.array(z.enum(CHART_INDICATORS)),
  channelOverride: ChannelOverrideValuesSchema.nullable().describe("Null: the channel had no override"),
} as const satisfies Record<AuditedSetting, z.ZodType>;

/** Who made a change, as they were then; both null once their account is deleted. */
export const AuditActorSchema = z.object({
  accountId: z.uuid().nullable().describe("Null: the account was deleted since"),
  name: z.string().nullable().describe("Display name or email at the time of the change; null once deleted"),
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
    before: AUDITED_VALUE_SCHEMAS[setting],
    after: AUDITED_VALUE_SCHEMAS[setting],
  });

/** One recorded change of one setting (for `channelOverride`, of one channel's override). */
export const AuditLogEntrySchema = z.discriminatedUnion("setting", [
  entryOf("tickerMode"),
  entryOf("autoDeleteMinutes"),
  entryOf("chartTheme"),
  entryOf("chartTimeframe"),
  entryOf("chartType"),
  entryOf("chartIndicators"),
  entryOf("channelOverride"),
]);
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

/** `GET /api/communities/:id/audit-log`: newest first, kept `AUDIT_LOG_RETENTION_DAYS` days. */
export const AuditLogPageSchema = pageOf(AuditLogEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

/** `:id` of a community and `:entryId` of one of its audit log entries. */
export const AuditEntryParamsSchema = CommunityParamsSchema.extend({ entryId: z.uuid() });
