import { z } from "zod";
import { SnowflakeSchema } from "./discord-id.ts";

/**
 * Where a community's licensed bot (Bot License add-on) is, in order: the admin submitted it, staff are
 * setting it up, it runs. Staff move it forward; any edit of its name, avatar, application or token takes it
 * back to `submitted`.
 */
export const LICENSED_BOT_STATUSES = ["submitted", "in_review", "live"] as const;
export const LicensedBotStatusSchema = z.enum(LICENSED_BOT_STATUSES);
export type LicensedBotStatus = z.infer<typeof LicensedBotStatusSchema>;

/** A Discord application id (a snowflake): the bot's, as the Developer Portal shows it. */
export const ApplicationIdSchema = SnowflakeSchema;

/** Discord's bot username rules: 2 to 32 characters, without `@ # :` or three backticks, nor "discord". */
export const LICENSED_BOT_NAME = { min: 2, max: 32 } as const;
/** Longest avatar URL accepted. */
export const MAX_AVATAR_URL_LENGTH = 500;
/** The image types an avatar URL may point at (by its path's extension), those Discord takes as avatars. */
export const AVATAR_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp"] as const;

/**
 * A Discord bot token: three base64url parts separated by dots, the first one the bot's user id (for every
 * bot created with its application, the application id).
 */
export const BOT_TOKEN_PATTERN = /^([A-Za-z0-9_-]{23,28})\.([A-Za-z0-9_-]{6,7})\.([A-Za-z0-9_-]{27,40})$/;

/** The Discord id a bot token's first part names, or undefined when the value is not a bot token. */
export function botTokenUserId(token: string): string | undefined {
  const first = BOT_TOKEN_PATTERN.exec(token)?.[1];
  if (!first) return undefined;
  const base64 = first.replace(/-/g, "+").replace(/_/g, "/");
  let decoded: string;
  try {
    decoded = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return undefined;
  }
  return /^\d{17,20}$/.test(decoded) ? decoded : undefined;
}

/** Why an avatar URL is refused, or undefined when it is an https link to an image. */
export function avatarUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a full https:// link to an image";
  }
  if (url.protocol !== "https:") return "must be an https:// link";
  if (url.username || url.password) return "must not hold a user name or password";
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  if (!extension || !(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) {
    return `must link to a ${AVATAR_EXTENSIONS.join(", ")} image (the path ends with its extension)`;
  }
  return undefined;
}

const NameSchema = z
  .string()
  .trim()
  .min(LICENSED_BOT_NAME.min)
  .max(LICENSED_BOT_NAME.max)
  .refine(
    (name) => !/[@#:\p{Cc}]|```/u.test(name) && !/discord/i.test(name),
    'may not hold @, #, :, three backticks or "discord" (Discord refuses such bot names)',
  )
  .describe("The bot's user name in Discord");

const AvatarUrlSchema = z
  .string()
  .trim()
  .max(MAX_AVATAR_URL_LENGTH)
  .superRefine((value, context) => {
    const problem = avatarUrlProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** `PUT /api/communities/:id/licensed-bot`: submits the community's bot, or changes it. */
export const SaveLicensedBotBodySchema = z
  .strictObject({
    name: NameSchema,
    avatarUrl: AvatarUrlSchema.nullable().describe(
      `An https link to a ${AVATAR_EXTENSIONS.join("/")} image; null for Discord's default avatar`,
    ),
    applicationId: ApplicationIdSchema.describe("The bot's application id (Discord Developer Portal)"),
    token: z
      .string()
      .trim()
      .regex(BOT_TOKEN_PATTERN, "must be a Discord bot token (three parts separated by dots)")
      .optional()
      .describe(
        "The bot token: required the first time and when the application changes; left out, the saved one stays",
      ),
  })
  .superRefine((body, context) => {
    if (body.token === undefined) return;
    const userId = botTokenUserId(body.token);
    if (userId !== body.applicationId) {
      context.addIssue({
        code: "custom",
        path: ["token"],
        message: "is not a token of this application: its first part must be the application id",
      });
    }
  });
export type SaveLicensedBotBody = z.input<typeof SaveLicensedBotBodySchema>;

/** A community's licensed bot as its admins see it: never the token, only its last four characters. */
export const LicensedBotSchema = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  applicationId: z.string(),
  tokenEnding: z.string().describe("The saved token's last four characters"),
  status: LicensedBotStatusSchema,
  submittedAt: z.iso.datetime().describe("When it was last submitted (the first save, or the last edit)"),
  inReviewAt: z.iso.datetime().nullable().describe("When staff started on it since then"),
  liveAt: z.iso.datetime().nullable().describe("When it went live since then"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LicensedBot = z.infer<typeof LicensedBotSchema>;

/** `GET /api/communities/:id/licensed-bot`: null until the community's admins submit a bot. */
export const LicensedBotStateSchema = z.object({ licensedBot: LicensedBotSchema.nullable() });
export type LicensedBotState = z.infer<typeof LicensedBotStateSchema>;

/** A community's licensed bot as the bot API gives it. */
export const BotLicensedBotSchema = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  applicationId: z.string(),
  status: LicensedBotStatusSchema,
  token: z
    .string()
    .nullable()
    .describe("The bot token, only while the status is `live`: run the community's bot with it then"),
});
export type BotLicensedBot = z.infer<typeof BotLicensedBotSchema>;
