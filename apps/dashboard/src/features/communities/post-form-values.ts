import { SCHEDULABLE_COMMANDS, SCHEDULED_POST_TEXT_LIMITS } from "@chartbot/contracts/community-options";
import type { CreateScheduledPostBody, ScheduledPost } from "@chartbot/contracts/scheduled-posts";
import type { FieldErrors } from "@/auth/validation";
import { parseWholeNumber, validateDiscordId, validateText } from "./field-rules";

/** Longest arguments of a command and longest message. */
export const POST_TEXT_LIMITS = SCHEDULED_POST_TEXT_LIMITS;

/** What the scheduled-post form holds: text as typed. */
export interface PostFormValues {
  command: string;
  arguments: string;
  channelId: string;
  periodMinutes: string;
  skipWeekends: boolean;
  marketHoursOnly: boolean;
  message: string;
  /** The role to mention; empty for nobody. */
  roleId: string;
  /** Mention @everyone (the server's own role): chosen explicitly, never through `roleId`. */
  mentionEveryone: boolean;
}

export type PostField = "command" | "arguments" | "channelId" | "periodMinutes" | "message" | "roleId";

/**
 * Starting values: the post being edited, or a new hourly post. `everyoneRoleId` is the server's @everyone
 * role (the server's id): a post that mentions it starts with "mention @everyone" on.
 */
export function postFormValues(post?: ScheduledPost, everyoneRoleId?: string): PostFormValues {
  if (!post) {
    return {
      command: "",
      arguments: "",
      channelId: "",
      periodMinutes: "60",
      skipWeekends: false,
      marketHoursOnly: false,
      message: "",
      roleId: "",
      mentionEveryone: false,
    };
  }
  return {
    command: post.command,
    arguments: post.arguments,
    channelId: post.channelId,
    periodMinutes: String(post.periodMinutes),
    skipWeekends: post.skipWeekends,
    marketHoursOnly: post.marketHoursOnly,
    message: post.message ?? "",
    ...(post.roleId !== null && post.roleId === everyoneRoleId
      ? { roleId: "", mentionEveryone: true }
      : { roleId: post.roleId ?? "", mentionEveryone: false }),
  };
}

/**
 * The full body of valid values, or the errors by field. Mentioning @everyone sends its role
 * (`everyoneRoleId`, the server's id) with `mentionEveryone: true`, as the API requires.
 */
export function toPostBody(
  values: PostFormValues,
  period: { min: number; max: number },
  everyoneRoleId?: string,
): { ok: true; body: CreateScheduledPostBody } | { ok: false; errors: FieldErrors<PostField> } {
  const errors: FieldErrors<PostField> = {};
  const command = SCHEDULABLE_COMMANDS.find((allowed) => allowed === values.command);
  if (!command) errors.command = "Choose the command to post.";
  const args = validateText(values.arguments, { max: POST_TEXT_LIMITS.arguments, oneLine: true });
  if (args) errors.arguments = args;
  const channel = validateDiscordId(values.channelId, "channel");
  if (channel) errors.channelId = channel;
  const periodMinutes = parseWholeNumber(values.periodMinutes, { ...period, what: "period in minutes" });
  if (!periodMinutes.ok) errors.periodMinutes = periodMinutes.error;
  const message = validateText(values.message, { max: POST_TEXT_LIMITS.message, oneLine: false });
  if (message) errors.message = message;
  const role = values.mentionEveryone ? undefined : validateDiscordId(values.roleId, "role");
  if (role) errors.roleId = role;
  if (values.mentionEveryone && !everyoneRoleId) errors.roleId = "Choose a role to mention.";
  if (!command || !periodMinutes.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      command,
      arguments: values.arguments.trim(),
      channelId: values.channelId.trim(),
      periodMinutes: periodMinutes.value,
      skipWeekends: values.skipWeekends,
      marketHoursOnly: values.marketHoursOnly,
      message: values.message.trim() || null,
      ...(values.mentionEveryone && everyoneRoleId
        ? { roleId: everyoneRoleId, mentionEveryone: true }
        : { roleId: values.roleId.trim() || null }),
    },
  };
}

/** Only the fields of `body` that differ from `post` (a PATCH body); empty when nothing changed. */
export function postChanges(
  post: ScheduledPost,
  body: CreateScheduledPostBody,
): Partial<CreateScheduledPostBody> {
  return Object.fromEntries(
    (Object.keys(body) as Array<keyof CreateScheduledPostBody>)
      // mentionEveryone is not stored: it goes along whenever it is set, to confirm an @everyone roleId.
      .filter((field) => field === "mentionEveryone" || body[field] !== post[field])
      .map((field) => [field, body[field]]),
  ) as Partial<CreateScheduledPostBody>;
}

/** `every 5 minutes`, `every hour`, `every 4 hours`, `every 90 minutes`, `once a day`. */
export function periodLabel(minutes: number): string {
  if (minutes === 1440) return "once a day";
  if (minutes === 60) return "every hour";
  if (minutes % 60 === 0) return `every ${minutes / 60} hours`;
  return `every ${minutes} minutes`;
}
