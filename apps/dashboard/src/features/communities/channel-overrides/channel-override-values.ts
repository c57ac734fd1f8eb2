import type {
  ChannelOverrideValues,
  CommunityChannelOverride,
  PutChannelOverrideBody,
} from "@chartbot/contracts/channel-overrides";
import type { CommunitySettings } from "@chartbot/contracts/communities";
import type { TickerMode } from "@chartbot/contracts/markets";
import type { FieldErrors } from "@/auth/validation";
import { parseWholeNumber, validateDiscordId } from "@/features/communities/field-rules";

/** The choice "as the server": the override leaves this setting to the community's. */
export const SERVER_SETTING = "server";

/** The auto-delete choices of an override: the server's, never in this channel, or after some minutes. */
export type AutoDeleteChoice = typeof SERVER_SETTING | "never" | "after";

/** What the override dialog holds. */
export interface OverrideFormValues {
  channelId: string;
  /** A ticker mode, or `SERVER_SETTING`. */
  tickerMode: string;
  autoDelete: AutoDeleteChoice;
  /** As typed; used when `autoDelete` is "after". */
  autoDeleteMinutes: string;
}

/** The dialog's starting values: the override's, or a new override that changes the mode. */
export function overrideFormValues(
  settings: CommunitySettings,
  override?: CommunityChannelOverride,
): OverrideFormValues {
  const minutes = override?.autoDeleteMinutes ?? null;
  const otherMode = settings.tickerModes.find((choice) => choice.value !== settings.tickerMode)?.value;
  return {
    channelId: override?.channelId ?? "",
    tickerMode: override ? (override.tickerMode ?? SERVER_SETTING) : (otherMode ?? SERVER_SETTING),
    autoDelete: minutes === null ? SERVER_SETTING : minutes === 0 ? "never" : "after",
    autoDeleteMinutes: String(minutes || settings.autoDeleteMinutes || 60),
  };
}

type OverrideField = "channelId" | "tickerMode" | "autoDeleteMinutes";

/** The channel and the `PUT` body of the dialog's values, or the field errors. */
export function toOverrideBody(
  settings: CommunitySettings,
  values: OverrideFormValues,
):
  | { ok: true; channelId: string; body: PutChannelOverrideBody }
  | { ok: false; errors: FieldErrors<OverrideField> } {
  const errors: FieldErrors<OverrideField> = {};
  const channelError =
    values.channelId.trim() === "" ? "Choose a channel." : validateDiscordId(values.channelId, "channel");
  if (channelError) errors.channelId = channelError;
  const tickerMode = settings.tickerModes.find((choice) => choice.value === values.tickerMode)?.value ?? null;
  let autoDeleteMinutes: number | null = null;
  if (values.autoDelete === "never") autoDeleteMinutes = 0;
  if (values.autoDelete === "after") {
    const parsed = parseWholeNumber(values.autoDeleteMinutes, {
      ...settings.options.autoDeleteMinutes,
      what: "number of minutes",
    });
    if (parsed.ok) autoDeleteMinutes = parsed.value;
    else errors.autoDeleteMinutes = parsed.error;
  }
  if (tickerMode === null && values.autoDelete === SERVER_SETTING) {
    errors.tickerMode =
      "Choose a ticker parsing mode or an auto-delete for this channel (or remove the override).";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, channelId: values.channelId.trim(), body: { tickerMode, autoDeleteMinutes } };
}

/** A ticker mode's label: "Crypto". */
export function modeLabel(settings: CommunitySettings, mode: TickerMode): string {
  return settings.tickerModes.find((choice) => choice.value === mode)?.label ?? mode;
}

/** "1 minute", "90 minutes". */
export function minutesWords(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** How the server's auto-delete reads: "after 60 minutes", "off". */
export function serverAutoDelete(settings: CommunitySettings): string {
  return settings.autoDeleteMinutes === null ? "off" : `after ${minutesWords(settings.autoDeleteMinutes)}`;
}

/**
 * An override in words, one phrase per setting: ["Crypto mode", "Never deletes messages"]; a setting left
 * to the server says so, with the server's value now.
 */
export function describeOverride(settings: CommunitySettings, values: ChannelOverrideValues): string[] {
  const mode = values.tickerMode
    ? `${modeLabel(settings, values.tickerMode)} mode`
    : `Server's mode (${modeLabel(settings, settings.tickerMode)})`;
  const minutes = values.autoDeleteMinutes;
  const autoDelete =
    minutes === null
      ? `Server's auto-delete (${serverAutoDelete(settings)})`
      : minutes === 0
        ? "Never deletes messages"
        : `Deletes messages after ${minutesWords(minutes)}`;
  return [mode, autoDelete];
}

/** The options of the override's ticker mode: the server's, then each mode. */
export function overrideModeOptions(settings: CommunitySettings) {
  return [
    { value: SERVER_SETTING, label: `Server's mode (${modeLabel(settings, settings.tickerMode)})` },
    ...settings.tickerModes.map((choice) => ({ value: choice.value, label: choice.label })),
  ];
}

/** The options of the override's auto-delete. */
export function overrideAutoDeleteOptions(settings: CommunitySettings) {
  return [
    { value: SERVER_SETTING, label: `Server's auto-delete (${serverAutoDelete(settings)})` },
    { value: "never", label: "Never delete in this channel" },
    { value: "after", label: "Delete after some minutes" },
  ];
}
