import type { CreateCommunityBody } from "@chartbot/contracts/discord";
import type { TickerMode } from "@chartbot/contracts/markets";
import type { FieldErrors } from "@/auth/validation";

/** What the setup form holds. */
export interface SetupFormValues {
  acceptTerms: boolean;
  tickerMode: TickerMode | "";
}

export type SetupField = "acceptTerms" | "tickerMode";

export const INITIAL_SETUP_VALUES: SetupFormValues = { acceptTerms: false, tickerMode: "" };

/** The body of `communityEndpoints.create`, or the errors by field. */
export function toSetupBody(
  values: SetupFormValues,
  { guildId, termsVersion }: { guildId: string; termsVersion: string },
): { ok: true; body: CreateCommunityBody } | { ok: false; errors: FieldErrors<SetupField> } {
  const errors: FieldErrors<SetupField> = {};
  if (!values.acceptTerms) errors.acceptTerms = "Accept the Terms of Service to use Chartbot in this server.";
  if (values.tickerMode === "") errors.tickerMode = "Choose how the bot reads tickers in this server.";
  if (values.tickerMode === "" || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { guildId, acceptedTermsVersion: termsVersion, tickerMode: values.tickerMode } };
}

/** The `guild` query parameter when it is a Discord server id; null otherwise. */
export function guildFromQuery(value: string | string[] | undefined): string | null {
  const guild = Array.isArray(value) ? value[0] : value;
  return guild && /^\d{17,20}$/.test(guild) ? guild : null;
}
