import { LICENSED_BOT_STATUSES, type LicensedBotStatus } from "@chartbot/contracts/bot-license";
import type { licensedBots } from "../../db/schema.js";

/** A community's stored licensed bot (token still sealed). */
export type LicensedBotRow = typeof licensedBots.$inferSelect;

/**
 * The authenticated context a licensed bot's token is sealed under: a sealed token copied to another
 * community's row does not open.
 */
export function licensedBotSealContext(communityId: string): string {
  return `licensed-bot:${communityId}:token`;
}

/** `status` comes after `current` in the onboarding steps (submitted, in review, live). */
export function isLaterStatus(status: LicensedBotStatus, current: LicensedBotStatus): boolean {
  return LICENSED_BOT_STATUSES.indexOf(status) > LICENSED_BOT_STATUSES.indexOf(current);
}
