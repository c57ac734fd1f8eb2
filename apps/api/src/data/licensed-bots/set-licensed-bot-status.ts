import { LICENSED_BOT_STATUSES, type LicensedBotStatus } from "@chartbot/contracts/bot-license";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { licensedBots } from "../../db/schema.js";
import { botLicenseStepNotice, communityCauses, raiseForCommunity } from "../notices/community-notices.js";
import { resolveNotices } from "../notices/notices.js";
import { isLaterStatus, type LicensedBotRow } from "./licensed-bot.js";

export type SetLicensedBotStatusResult =
  | { outcome: "set"; bot: LicensedBotRow }
  | { outcome: "not_found" }
  /** Steps only move forward: an edit by the community's admins is what starts again at `submitted`. */
  | { outcome: "not_forward"; current: LicensedBotStatus };

/**
 * Moves the community's licensed bot forward to `status` as of `now` (staff, through the `bot-licenses`
 * command): `in_review` records when staff started, `live` when the bot runs (and `in_review` too when it was
 * skipped). The step reached raises its `bot_license_step` notice to the community's recipients; the notices
 * of the bot's earlier steps are resolved, the new step superseding them.
 */
export async function setLicensedBotStatus(
  db: Db,
  communityId: string,
  status: LicensedBotStatus,
  now = new Date(),
): Promise<SetLicensedBotStatusResult> {
  return db.transaction(async (tx): Promise<SetLicensedBotStatusResult> => {
    const [existing] = await tx
      .select()
      .from(licensedBots)
      .where(eq(licensedBots.communityId, communityId))
      .for("update");
    if (!existing) return { outcome: "not_found" };
    if (!isLaterStatus(status, existing.status)) return { outcome: "not_forward", current: existing.status };
    const [updated] = await tx
      .update(licensedBots)
      .set({
        status,
        inReviewAt: existing.inReviewAt ?? now,
        ...(status === "live" && { liveAt: now }),
        updatedAt: now,
      })
      .where(eq(licensedBots.communityId, communityId))
      .returning();
    if (!updated) throw new Error("update of licensed_bots returned no row");
    for (const earlier of LICENSED_BOT_STATUSES.filter((step) => isLaterStatus(status, step))) {
      await resolveNotices(
        tx,
        communityCauses.botLicenseStep(communityId, updated.applicationId, earlier),
        now,
      );
    }
    await raiseForCommunity(tx, communityId, (community) =>
      botLicenseStepNotice(community, updated, status, now),
    );
    return { outcome: "set", bot: updated };
  });
}
