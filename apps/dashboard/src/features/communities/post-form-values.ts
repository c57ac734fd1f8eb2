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
  roleId: string;
}

export type PostField = "command" | "arguments" | "channelId" | "periodMinutes" | "message" | "roleId";

/** Starting values: the post being edited, or a new hourly post. */
export function postFormValues(post?: ScheduledPost): PostFormValues {
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
    roleId: post.roleId ?? "",
  };
}

/** The full body of valid values, or the errors by field. */
export function toPostBody(
  values: PostFormValues,
  period: { min: number; max: number },
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
  const role = validateDiscordId(values.roleId, "role");
  if (role) errors.roleId = role;
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
      roleId: values.roleId.trim() || null,
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
      .filter((field) => body[field] !== post[field])
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
