import type { NoticeKind } from "@chartbot/contracts/notices";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, communities, noticePreferences, notices } from "../../db/schema.js";
import type { NoticeRow } from "./notices.js";

/** A notice still waiting for its email this long is skipped: old news by then (emails were off, or failing). */
export const NOTICE_EMAIL_MAX_AGE_MS = 3 * 86_400_000;
/**
 * A daily digest is due this long after the last one: a day, less a few minutes, so a digest sent by the run a
 * minute late does not push the next day's a minute later too.
 */
export const DIGEST_INTERVAL_MS = 86_400_000 - 5 * 60_000;
/** Most notices one run looks at (oldest first); the rest wait for the next minute. */
export const NOTICE_EMAIL_BATCH = 200;

/** A notice waiting for its email, with where it goes and what its account chose. */
export interface PendingNoticeEmail {
  notice: NoticeRow;
  communityName: string | null;
  /** The account's email address; null: it has none, nothing to send. */
  email: string | null;
  /** The account's saved choice; null: the defaults. */
  preference: Pick<typeof noticePreferences.$inferSelect, "emailKinds" | "emailSchedule"> | null;
}

const digestDueBefore = (now: Date) => new Date(now.getTime() - DIGEST_INTERVAL_MS);

/**
 * Unresolved notices whose email is pending, oldest first, with their account's address and choice. Notices of
 * accounts on the daily digest whose next digest is not due yet are left for later (they would fill the batch).
 */
export async function readPendingNoticeEmails(
  db: Db,
  now: Date,
  limit = NOTICE_EMAIL_BATCH,
): Promise<PendingNoticeEmail[]> {
  const rows = await db
    .select({
      notice: notices,
      communityName: communities.name,
      email: accounts.email,
      emailKinds: noticePreferences.emailKinds,
      emailSchedule: noticePreferences.emailSchedule,
    })
    .from(notices)
    .innerJoin(accounts, eq(accounts.id, notices.accountId))
    .leftJoin(communities, eq(communities.id, notices.communityId))
    .leftJoin(noticePreferences, eq(noticePreferences.accountId, notices.accountId))
    .where(
      and(
        eq(notices.email, "pending"),
        isNull(notices.resolvedAt),
        or(
          isNull(noticePreferences.accountId),
          eq(noticePreferences.emailSchedule, "immediately"),
          isNull(noticePreferences.digestSentAt),
          lte(noticePreferences.digestSentAt, digestDueBefore(now)),
        ),
      ),
    )
    .orderBy(asc(notices.occurredAt), asc(notices.id))
    .limit(limit);
  return rows.map(({ notice, communityName, email, emailKinds, emailSchedule }) => ({
    notice,
    communityName,
    email,
    preference: emailKinds && emailSchedule ? { emailKinds, emailSchedule } : null,
  }));
}

/** Marks these notices' emails `skipped` (not to be sent), those still pending. Answers how many changed. */
export async function skipNoticeEmails(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const skipped = await db
    .update(notices)
    .set({ email: "skipped" })
    .where(and(inArray(notices.id, [...ids]), eq(notices.email, "pending")))
    .returning({ id: notices.id });
  return skipped.length;
}

/**
 * Inside a transaction: locks the notice for sending its email while it is still pending and unresolved, or
 * answers false when it no longer is, or another run holds it (`skip locked`: that run sends it).
 */
export async function lockPendingNoticeEmail(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.email, "pending"), isNull(notices.resolvedAt)))
    .for("update", { skipLocked: true });
  return row !== undefined;
}

/**
 * Inside a transaction: locks the account's notice preferences while its daily digest is due (the digest's
 * claim: a concurrent run skips the account), answering the kinds it gets; undefined when not due or held.
 */
export async function lockDueDigest(
  tx: Db,
  accountId: string,
  now: Date,
): Promise<{ emailKinds: string[] } | undefined> {
  const [row] = await tx
    .select({ emailKinds: noticePreferences.emailKinds })
    .from(noticePreferences)
    .where(
      and(
        eq(noticePreferences.accountId, accountId),
        eq(noticePreferences.emailSchedule, "daily_digest"),
        or(isNull(noticePreferences.digestSentAt), lte(noticePreferences.digestSentAt, digestDueBefore(now))),
      ),
    )
    .for("update", { skipLocked: true });
  return row;
}

/**
 * Inside a transaction: the account's unresolved notices of `kinds` whose email is pending and that occurred
 * since `since`, oldest first, locked (those another run holds are left out).
 */
export async function lockPendingNoticeEmailsOf(
  tx: Db,
  accountId: string,
  kinds: readonly NoticeKind[],
  since: Date,
): Promise<{ notice: NoticeRow; communityName: string | null }[]> {
  if (kinds.length === 0) return [];
  return tx
    .select({ notice: notices, communityName: communities.name })
    .from(notices)
    .leftJoin(communities, eq(communities.id, notices.communityId))
    .where(
      and(
        eq(notices.accountId, accountId),
        eq(notices.email, "pending"),
        isNull(notices.resolvedAt),
        inArray(notices.kind, [...kinds]),
        sql`${notices.occurredAt} >= ${since}`,
      ),
    )
    .orderBy(asc(notices.occurredAt), asc(notices.id))
    .for("update", { of: notices, skipLocked: true });
}

/** Records the notices' emails as sent (at `at`) or failed for good. */
export async function markNoticeEmails(
  tx: Db,
  ids: readonly string[],
  state: "sent" | "failed",
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(notices)
    .set({ email: state, emailSentAt: state === "sent" ? at : null })
    .where(inArray(notices.id, [...ids]));
}

/** The account's digest went out at `at`: the next one is due a day later. */
export async function markDigestSent(tx: Db, accountId: string, at: Date): Promise<void> {
  await tx
    .update(noticePreferences)
    .set({ digestSentAt: at })
    .where(eq(noticePreferences.accountId, accountId));
}
