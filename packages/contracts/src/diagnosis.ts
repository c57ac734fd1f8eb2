import { z } from "zod";
import { SnowflakeSchema } from "./discord-id.ts";
import { TickerModeSchema } from "./markets.ts";

/**
 * Every reason Chartbot may not answer in a channel, in the order a diagnosis lists them: reaching the server
 * first, then what Discord lets the bot do there, then how the command reads, then what the community holds,
 * then what the bot last reported. A diagnosis lists the causes found in this order.
 */
export const DIAGNOSIS_CAUSES = [
  "discord_unreachable",
  "bot_not_in_server",
  "channel_not_found",
  "missing_permission",
  "slash_commands_blocked",
  "unknown_command",
  "ticker_not_found",
  "addon_missing",
  "auto_delete",
  "last_failure",
  "post_paused",
  "satellite_stale",
  "discord_reconnect_required",
] as const;
export const DiagnosisCauseCodeSchema = z.enum(DIAGNOSIS_CAUSES);
export type DiagnosisCauseCode = z.infer<typeof DiagnosisCauseCodeSchema>;

/** Most characters of the command a diagnosis reads (a member's message is longer only in jest). */
export const MAX_DIAGNOSIS_COMMAND_LENGTH = 200;

/** How bad a cause is: `blocking` stops the answer; `warning` breaks part of it; `info` explains what happens. */
export const DiagnosisSeveritySchema = z.enum(["blocking", "warning", "info"]);
export type DiagnosisSeverity = z.infer<typeof DiagnosisSeveritySchema>;

/** What fixes a cause: a page to open (Discord's authorization, a dashboard page) or an action the API runs. */
export const DiagnosisFixSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("link"),
    label: z.string(),
    href: z.url().describe("An absolute URL: Discord's authorization, or a page of the dashboard"),
  }),
  z.object({
    kind: z.literal("resume_post"),
    label: z.string(),
    postId: z.uuid().describe("PATCH the scheduled post with `{ paused: false }` to resume it"),
  }),
]);
export type DiagnosisFix = z.infer<typeof DiagnosisFixSchema>;

/** One reason Chartbot would not answer (or would answer otherwise than expected), and how to fix it. */
export const DiagnosisCauseSchema = z.object({
  code: DiagnosisCauseCodeSchema,
  severity: DiagnosisSeveritySchema,
  message: z.string().describe("What is wrong and where to fix it, in one or two sentences"),
  permission: z
    .string()
    .nullable()
    .describe("For missing_permission and slash_commands_blocked: Discord's name of the permission"),
  deniedBy: z
    .enum(["server", "category", "channel"])
    .nullable()
    .describe(
      "For missing_permission: where the denying setting is (the server's roles, the channel's category whose overrides the channel carries, or the channel's own overrides)",
    ),
  fix: DiagnosisFixSchema.nullable().describe("Null when only Discord's settings can fix it"),
});
export type DiagnosisCause = z.infer<typeof DiagnosisCauseSchema>;

/** How the typed command's ticker reads in the channel's mode, and in the other mode. */
export const DiagnosisTickerSchema = z.object({
  ticker: z.string(),
  mode: TickerModeSchema,
  market: z.string().nullable().describe("The market it names in the channel's mode, e.g. BTCUSD (Coinbase)"),
  otherMode: TickerModeSchema,
  otherMarket: z.string().nullable().describe("The market it would name in the other mode"),
});
export type DiagnosisTicker = z.infer<typeof DiagnosisTickerSchema>;

/** `GET .../diagnosis`: every cause found, in `DIAGNOSIS_CAUSES` order; none means everything looks right. */
export const ChannelDiagnosisSchema = z.object({
  channelId: z.string(),
  channelName: z.string().nullable().describe("Null when Discord could not be read or the channel is gone"),
  category: z.string().nullable(),
  tickerMode: TickerModeSchema.describe("The channel's parsing mode (its override, else the server's)"),
  autoDeleteMinutes: z.int().nullable().describe("The channel's auto-delete in minutes; null: never"),
  command: z.string().nullable(),
  ticker: DiagnosisTickerSchema.nullable(),
  causes: z.array(DiagnosisCauseSchema),
  checkedAt: z.iso.datetime(),
});
export type ChannelDiagnosis = z.infer<typeof ChannelDiagnosisSchema>;

/** `?channelId=&command=` of a diagnosis. */
export const DiagnosisQuerySchema = z.object({
  channelId: SnowflakeSchema.describe("The channel to diagnose"),
  command: z
    .string()
    .trim()
    .min(1)
    .max(MAX_DIAGNOSIS_COMMAND_LENGTH)
    .optional()
    .describe("A command as a member types it, e.g. `c btc 4h` (a leading `/` or `!` is ignored)"),
});
export type DiagnosisQuery = z.input<typeof DiagnosisQuerySchema>;
