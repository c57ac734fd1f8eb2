// Field rules shared by the community forms, matching the API (apps/api routes/communities/*).

import { type TemplateKind, templateIssue, templateSentence } from "@chartbot/contracts/message-templates";

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const DISCORD_ID = /^\d{17,20}$/;

/** A whole number typed in a field, within bounds; the number or a message. */
export function parseWholeNumber(
  text: string,
  { min, max, what }: { min: number; max: number; what: string },
): { ok: true; value: number } | { ok: false; error: string } {
  const value = text.trim();
  if (value === "") return { ok: false, error: `Enter the ${what}.` };
  if (!/^\d+$/.test(value)) return { ok: false, error: `Enter a whole number from ${min} to ${max}.` };
  const number = Number(value);
  if (number < min || number > max) return { ok: false, error: `Enter a number from ${min} to ${max}.` };
  return { ok: true, value: number };
}

/** A Discord channel or role id: 17 to 20 digits. */
export function validateDiscordId(text: string, what: "channel" | "role"): string | undefined {
  const value = text.trim();
  if (value === "") return what === "channel" ? "Enter the channel's id." : undefined;
  if (!DISCORD_ID.test(value)) {
    return `A ${what} id is 17 to 20 digits. In Discord, turn on Developer Mode, then right-click the ${what} and choose Copy ${what === "channel" ? "Channel" : "Role"} ID.`;
  }
  return undefined;
}

/** Text of at most `max` characters; `oneLine` refuses every control character, else newlines are allowed. */
export function validateText(
  text: string,
  { max, oneLine }: { max: number; oneLine: boolean },
): string | undefined {
  const value = text.trim();
  if (value.length > max) return `Use at most ${max} characters.`;
  const withoutNewlines = oneLine ? value : value.replace(/\r?\n/g, "");
  if (CONTROL_CHARACTERS.test(withoutNewlines)) {
    return oneLine ? "Use one line of text, without tabs." : "Remove tabs and other invisible characters.";
  }
  return undefined;
}

/** A message template's problem for its kind (an unknown placeholder, or too long at its longest), as a sentence. */
export function templateProblem(text: string, kind: TemplateKind): string | undefined {
  const issue = text.trim() ? templateIssue(text.trim(), kind) : undefined;
  return issue && templateSentence(issue);
}
