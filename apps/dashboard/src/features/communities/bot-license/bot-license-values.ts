import {
  ApplicationIdSchema,
  AVATAR_EXTENSIONS,
  avatarUrlProblem,
  BOT_TOKEN_PATTERN,
  botTokenUserId,
  LICENSED_BOT_NAME,
  type LicensedBot,
  type LicensedBotStatus,
  MAX_AVATAR_URL_LENGTH,
  type SaveLicensedBotBody,
} from "@chartbot/contracts/bot-license";
import type { FieldErrors } from "@/auth/validation";

/** Each step of a licensed bot, as the dashboard names it. */
export const BOT_STATUS_NAMES: Record<LicensedBotStatus, string> = {
  submitted: "Submitted",
  in_review: "In review",
  live: "Live",
};

// The API's rules (@chartbot/contracts/bot-license), checked here first. Messages never repeat the token.

/** What the Bot License form holds: the token is never prefilled, and left empty keeps the saved one. */
export interface BotLicenseFormValues {
  name: string;
  avatarUrl: string;
  applicationId: string;
  token: string;
}

/** The form's start: the saved bot's values (never its token), or empty fields. */
export function botLicenseFormValues(bot: LicensedBot | null): BotLicenseFormValues {
  return {
    name: bot?.name ?? "",
    avatarUrl: bot?.avatarUrl ?? "",
    applicationId: bot?.applicationId ?? "",
    token: "",
  };
}

function nameProblem(value: string): string | undefined {
  if (value.length < LICENSED_BOT_NAME.min || value.length > LICENSED_BOT_NAME.max) {
    return `Use ${LICENSED_BOT_NAME.min} to ${LICENSED_BOT_NAME.max} characters.`;
  }
  if (/[@#:]|```/.test(value) || /discord/i.test(value)) {
    return "Discord refuses bot names with @, #, :, three backticks or the word “discord”.";
  }
  return undefined;
}

/**
 * Checks the form against the API's rules. A token is needed the first time (`saved` null) and when the
 * application id changes; it must be the application's (its first part names the application id).
 */
export function validateBotLicenseForm(
  values: BotLicenseFormValues,
  saved: LicensedBot | null,
): FieldErrors<keyof BotLicenseFormValues> {
  const errors: FieldErrors<keyof BotLicenseFormValues> = {};
  const name = values.name.trim();
  errors.name = name === "" ? "Enter the bot's name." : nameProblem(name);
  const avatar = values.avatarUrl.trim();
  if (avatar.length > MAX_AVATAR_URL_LENGTH)
    errors.avatarUrl = `Use at most ${MAX_AVATAR_URL_LENGTH} characters.`;
  else if (avatar !== "" && avatarUrlProblem(avatar)) {
    errors.avatarUrl = `Use an https:// link to a ${AVATAR_EXTENSIONS.join(", ")} image.`;
  }
  const applicationId = values.applicationId.trim();
  if (applicationId === "")
    errors.applicationId = "Paste the application id from the Discord Developer Portal.";
  else if (!ApplicationIdSchema.safeParse(applicationId).success) {
    errors.applicationId = "An application id is 17 to 20 digits.";
  }
  const token = values.token.trim();
  const tokenNeeded = saved === null || saved.applicationId !== applicationId;
  if (token === "") {
    if (tokenNeeded) {
      errors.token = saved
        ? "Paste the token of the new application."
        : "Paste the bot's token (Developer Portal, Bot, Reset Token).";
    }
  } else if (!BOT_TOKEN_PATTERN.test(token)) {
    errors.token = "A bot token is three parts separated by dots. Check that it was copied whole.";
  } else if (!errors.applicationId && botTokenUserId(token) !== applicationId) {
    errors.token = "This token belongs to another application: check the application id.";
  }
  return errors;
}

/** The request body: the token only when one was typed (left out, the saved one stays). */
export function botLicenseBody(values: BotLicenseFormValues): SaveLicensedBotBody {
  const avatarUrl = values.avatarUrl.trim();
  const token = values.token.trim();
  return {
    name: values.name.trim(),
    avatarUrl: avatarUrl === "" ? null : avatarUrl,
    applicationId: values.applicationId.trim(),
    ...(token !== "" && { token }),
  };
}
