import {
  LICENSED_BOT_STATUSES,
  type LicensedBot,
  type LicensedBotStatus,
} from "@chartbot/contracts/bot-license";
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

/** What admins see of their bot: the token's last four characters only, never the token. */
export function presentLicensedBot(bot: LicensedBotRow): LicensedBot {
  return {
    name: bot.name,
    avatarUrl: bot.avatarUrl,
    applicationId: bot.applicationId,
    tokenEnding: bot.tokenEnding,
    status: bot.status,
    submittedAt: bot.submittedAt.toISOString(),
    inReviewAt: bot.inReviewAt?.toISOString() ?? null,
    liveAt: bot.liveAt?.toISOString() ?? null,
    createdAt: bot.createdAt.toISOString(),
    updatedAt: bot.updatedAt.toISOString(),
  };
}
