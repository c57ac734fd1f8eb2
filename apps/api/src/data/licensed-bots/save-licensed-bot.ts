import { eq } from "drizzle-orm";
import { type Keyring, sealSecret } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { licensedBots } from "../../db/schema.js";
import { type Actor, recordChanges } from "../communities/audit-log.js";
import { resolveBotLicenseStepNotices } from "../notices/community-notices.js";
import { type LicensedBotRow, licensedBotSealContext } from "./licensed-bot.js";

/** The bot as its audit log entries carry it: what the admin submitted, the token only by its last characters. */
function auditedBot(row: LicensedBotRow | undefined) {
  return row
    ? {
        name: row.name,
        avatarUrl: row.avatarUrl,
        applicationId: row.applicationId,
        tokenEnding: row.tokenEnding,
      }
    : null;
}

/** What an admin submits: the token only when they pasted one. */
export interface LicensedBotInput {
  name: string;
  avatarUrl: string | null;
  applicationId: string;
  token?: string;
}

export type SaveLicensedBotResult =
  | { outcome: "saved"; bot: LicensedBotRow; changed: boolean }
  /** No token was sent, and none is saved for this application (first submission, or a new application). */
  | { outcome: "token_required"; reason: "first" | "application_changed" };

/**
 * Submits the community's bot or changes it. Any change (name, avatar, application, or a token sent) starts
 * the onboarding again: status `submitted` as of `now`, the later steps cleared, since staff set the bot up
 * with exactly these values. Sending the same values again changes nothing. The row is locked while read and
 * written, so two saves cannot interleave. A change is recorded in the community's audit log as `actor`'s, and
 * resolves the notices of the steps the bot had reached, so reaching them again notifies again.
 */
export async function saveLicensedBot(
  db: Db,
  keyring: Keyring,
  actor: Actor,
  communityId: string,
  input: LicensedBotInput,
  now = new Date(),
): Promise<SaveLicensedBotResult> {
  return db.transaction(async (tx): Promise<SaveLicensedBotResult> => {
    const [existing] = await tx
      .select()
      .from(licensedBots)
      .where(eq(licensedBots.communityId, communityId))
      .for("update");
    if (input.token === undefined) {
      if (!existing) return { outcome: "token_required", reason: "first" };
      if (existing.applicationId !== input.applicationId) {
        return { outcome: "token_required", reason: "application_changed" };
      }
    }
    const token =
      input.token === undefined
        ? undefined
        : {
            tokenCiphertext: sealSecret(keyring, input.token, licensedBotSealContext(communityId)),
            tokenEnding: input.token.slice(-4),
          };
    const restart = {
      name: input.name,
      avatarUrl: input.avatarUrl,
      applicationId: input.applicationId,
      ...token,
      status: "submitted" as const,
      submittedAt: now,
      inReviewAt: null,
      liveAt: null,
      updatedAt: now,
    };
    if (!existing) {
      if (!token) throw new Error("unreachable: a first save without a token was refused above");
      const [created] = await tx
        .insert(licensedBots)
        .values({ communityId, ...restart, ...token, createdAt: now })
        .returning();
      if (!created) throw new Error("insert into licensed_bots returned no row");
      await recordChanges(tx, actor, communityId, [
        { setting: "botLicense", subjectId: created.applicationId, before: null, after: auditedBot(created) },
      ]);
      return { outcome: "saved", bot: created, changed: true };
    }
    const changed =
      token !== undefined ||
      existing.name !== input.name ||
      existing.avatarUrl !== input.avatarUrl ||
      existing.applicationId !== input.applicationId;
    if (!changed) return { outcome: "saved", bot: existing, changed: false };
    const [updated] = await tx
      .update(licensedBots)
      .set(restart)
      .where(eq(licensedBots.communityId, communityId))
      .returning();
    if (!updated) throw new Error("update of licensed_bots returned no row");
    const change = {
      setting: "botLicense" as const,
      subjectId: updated.applicationId,
      before: auditedBot(existing),
      after: auditedBot(updated),
    };
    await recordChanges(tx, actor, communityId, [change]);
    await resolveBotLicenseStepNotices(tx, communityId, existing.applicationId, now);
    return { outcome: "saved", bot: updated, changed: true };
  });
}
