import { z } from "zod";
import { PageQuerySchema, pageOf } from "./paging.ts";

/**
 * What a notice can be about: something that broke (or, for the Bot License, a step that was done). The same
 * cause notifies once: a second notice of it comes only after the first was resolved and it happened again.
 */
export const NOTICE_KINDS = [
  "post_paused",
  "alert_undelivered",
  "satellite_stale",
  "satellite_without_slot",
  "relay_refusing",
  "payment_failed",
  "addon_lapsing",
  "bot_license_step",
] as const;
export const NoticeKindSchema = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKindSchema>;

/** Each kind as the notice settings name it, and whether an owner gets its emails unless they choose otherwise. */
export const NOTICE_KIND_SETTINGS = {
  post_paused: { label: "A scheduled post paused after failures", emailByDefault: true },
  alert_undelivered: { label: "An alert could not be delivered", emailByDefault: true },
  satellite_stale: { label: "A price satellite stopped updating", emailByDefault: true },
  satellite_without_slot: { label: "A price satellite has no paid slot", emailByDefault: true },
  relay_refusing: { label: "A webhook relay is refusing messages", emailByDefault: true },
  payment_failed: { label: "A payment failed", emailByDefault: true },
  addon_lapsing: { label: "An add-on is about to lapse", emailByDefault: true },
  bot_license_step: { label: "A Bot License step was done", emailByDefault: false },
} as const satisfies Record<NoticeKind, { label: string; emailByDefault: boolean }>;

/** Most characters of a notice's title and message (a notice is read in a bell's list and a direct message). */
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_MESSAGE_MAX = 600;

/** One notice of the signed-in account: what happened, where, when, and the screen that fixes it. */
export const NoticeSchema = z.object({
  id: z.uuid(),
  kind: NoticeKindSchema,
  communityId: z
    .uuid()
    .nullable()
    .describe("The community it is about; null for the account's own (a payment)"),
  communityName: z.string().nullable(),
  title: z.string().max(NOTICE_TITLE_MAX),
  message: z
    .string()
    .max(NOTICE_MESSAGE_MAX)
    .describe("What happened and what to do, in one or two sentences"),
  fixPath: z
    .string()
    .describe(
      "The dashboard page that fixes it, as a path of the dashboard (`/communities/…/scheduled-posts`)",
    ),
  fixLabel: z.string().describe("The link's text, e.g. `Resume the post`"),
  occurredAt: z.iso.datetime(),
  resolvedAt: z.iso
    .datetime()
    .nullable()
    .describe("When the cause went away (the post resumed, the payment made)"),
  readAt: z.iso.datetime().nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** `GET /notices`: newest first, with how many are unread in all. */
export const NoticeListSchema = pageOf(NoticeSchema).extend({
  unread: z.int().min(0).describe("Unread notices of the account, all pages"),
});
export type NoticeList = z.infer<typeof NoticeListSchema>;

/** `?limit=&cursor=&unread=` of the notice list. */
export const NoticeListQuerySchema = PageQuerySchema.extend({
  unread: z.enum(["true", "false"]).optional().describe("`true`: only unread notices"),
});
export type NoticeListQuery = z.input<typeof NoticeListQuerySchema>;

/** Most notices one request marks read by id. */
export const MAX_NOTICES_MARKED = 100;

/** `POST /notices/read`: these notices, or every notice, read. */
export const MarkNoticesReadBodySchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(MAX_NOTICES_MARKED) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNoticesReadBody = z.input<typeof MarkNoticesReadBodySchema>;

/** The answer of marking: how many notices changed, and how many are left unread. */
export const MarkNoticesReadResultSchema = z.object({ marked: z.int().min(0), unread: z.int().min(0) });
export type MarkNoticesReadResult = z.infer<typeof MarkNoticesReadResultSchema>;

/** How the emails of the chosen kinds are sent: one per notice, or one digest a day. */
export const NOTICE_EMAIL_SCHEDULES = ["immediately", "daily_digest"] as const;
export const NoticeEmailScheduleSchema = z.enum(NOTICE_EMAIL_SCHEDULES);
export type NoticeEmailSchedule = z.infer<typeof NoticeEmailScheduleSchema>;

/** `GET /account/notice-preferences`: which kinds are emailed, and when. */
export const NoticePreferencesSchema = z.object({
  emailKinds: z.array(NoticeKindSchema).describe("The kinds the account gets emails of"),
  emailSchedule: NoticeEmailScheduleSchema,
  email: z.string().nullable().describe("Where the emails go: the account's email; null without one"),
  emailsAvailable: z.boolean().describe("False when this server sends no emails (no SMTP settings)"),
});
export type NoticePreferences = z.infer<typeof NoticePreferencesSchema>;

/** `PUT /account/notice-preferences`: the whole choice. */
export const UpdateNoticePreferencesBodySchema = z.strictObject({
  emailKinds: z
    .array(NoticeKindSchema)
    .max(NOTICE_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, "each kind at most once"),
  emailSchedule: NoticeEmailScheduleSchema,
});
export type UpdateNoticePreferencesBody = z.input<typeof UpdateNoticePreferencesBodySchema>;

/** Longest unsubscribe token accepted (the API's are far shorter). */
export const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 300;

/**
 * The parts of an email's unsubscribe token, `v1.<key id>.<account id>.<kind or all>.<signature>`: whose emails
 * and which (a kind, or `null` for every notice email). The API signs and verifies it (only it can tell a
 * genuine one); the dashboard reads the kind to ask before unsubscribing.
 */
export interface UnsubscribeTokenParts {
  keyId: string;
  accountId: string;
  kind: NoticeKind | null;
  signature: string;
}

const UNSUBSCRIBE_TOKEN_VERSION = "v1";
const ALL_NOTICE_EMAILS = "all";
const NOTICE_KIND_SET: ReadonlySet<string> = new Set(NOTICE_KINDS);
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a token's signature covers: the account and the kind (or `all`). */
export const unsubscribeTokenSubject = (accountId: string, kind: NoticeKind | null) =>
  `${accountId}.${kind ?? ALL_NOTICE_EMAILS}`;

/** The token made of its parts. */
export function formatUnsubscribeToken(parts: UnsubscribeTokenParts): string {
  return [
    UNSUBSCRIBE_TOKEN_VERSION,
    parts.keyId,
    unsubscribeTokenSubject(parts.accountId, parts.kind),
    parts.signature,
  ].join(".");
}

/** A token's parts, or undefined when it is not shaped like one (nothing here says it is genuine). */
export function readUnsubscribeTokenParts(token: string): UnsubscribeTokenParts | undefined {
  const parts = token.split(".");
  if (parts.length !== 5) return undefined;
  const [version, keyId, accountId, subject, signature] = parts as [string, string, string, string, string];
  if (version !== UNSUBSCRIBE_TOKEN_VERSION || !keyId || !signature || !ACCOUNT_ID.test(accountId))
    return undefined;
  if (subject !== ALL_NOTICE_EMAILS && !NOTICE_KIND_SET.has(subject)) return undefined;
  return {
    keyId,
    accountId,
    kind: subject === ALL_NOTICE_EMAILS ? null : (subject as NoticeKind),
    signature,
  };
}

/**
 * `POST /notices/unsubscribe`: an email's one-click unsubscribe (RFC 8058), no sign-in. The token is the API's
 * signature of the account and the kind (or every kind): it cannot be made for another account.
 */
export const UnsubscribeBodySchema = z.strictObject({
  token: z.string().min(1).max(MAX_UNSUBSCRIBE_TOKEN_LENGTH),
});
export type UnsubscribeBody = z.input<typeof UnsubscribeBodySchema>;

/** The one-click unsubscribe URL's query (`List-Unsubscribe` of every notice email): the email's token. */
export const UnsubscribeOneClickQuerySchema = z.object({
  token: z
    .string()
    .min(1)
    .max(MAX_UNSUBSCRIBE_TOKEN_LENGTH)
    .describe("The token of the email's `List-Unsubscribe` URL, as it is"),
});
export type UnsubscribeOneClickQuery = z.input<typeof UnsubscribeOneClickQuerySchema>;

/**
 * What a mail client posts to the one-click URL (RFC 8058): `List-Unsubscribe=One-Click`, as
 * `application/x-www-form-urlencoded` or `multipart/form-data`.
 */
export const UnsubscribeOneClickBodySchema = z.object({
  "List-Unsubscribe": z
    .literal("One-Click")
    .describe("The `List-Unsubscribe-Post` header's pair, as RFC 8058 says"),
});
export type UnsubscribeOneClickBody = z.input<typeof UnsubscribeOneClickBodySchema>;

export const UnsubscribeResultSchema = z.object({
  kind: NoticeKindSchema.nullable().describe("The kind no longer emailed; null: no notice emails at all"),
  label: z.string().describe("The kind's or all emails' name, for the confirmation"),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;

/** A notice the bot should send its account's Discord user as a direct message. */
export const BotNoticeMessageSchema = z.object({
  id: z.uuid().describe("The notice's id, to report the message"),
  discordUserId: z.string().describe("Who to message: the account's linked Discord user"),
  kind: NoticeKindSchema,
  title: z.string(),
  message: z.string(),
  fixUrl: z.url().describe("The dashboard page that fixes it, as an absolute URL"),
  fixLabel: z.string(),
  occurredAt: z.iso.datetime(),
});
export type BotNoticeMessage = z.infer<typeof BotNoticeMessageSchema>;

/** `GET /api/bot/v1/notice-messages`: direct messages to send, oldest first. */
export const BotNoticeMessageListSchema = z.object({ items: z.array(BotNoticeMessageSchema) });
export type BotNoticeMessageList = z.infer<typeof BotNoticeMessageListSchema>;

/** `PUT /api/bot/v1/notice-messages/:id`: the message was sent, or could not be and why. */
export const BotNoticeMessageResultBodySchema = z.strictObject({
  status: z.enum(["sent", "failed"]),
  reason: z.string().trim().min(1).max(300).optional().describe("Why it failed (DMs closed, user unknown)"),
});
export type BotNoticeMessageResultBody = z.input<typeof BotNoticeMessageResultBodySchema>;

export const BotNoticeMessageResultSchema = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "sent", "failed", "skipped"]),
});
export type BotNoticeMessageResult = z.infer<typeof BotNoticeMessageResultSchema>;
