import { urlOf } from "@chartbot/contracts/endpoint";
import { noticeEndpoints } from "@chartbot/contracts/endpoints/notices";
import type { NoticeKind } from "@chartbot/contracts/notices";
import type { FastifyBaseLogger } from "fastify";
import type { Keyring } from "../crypto/secret-box.js";
import { unsubscribeToken } from "../crypto/unsubscribe-token.js";
import {
  lockDueDigest,
  lockPendingNoticeEmail,
  lockPendingNoticeEmailsOf,
  markDigestSent,
  markNoticeEmails,
  NOTICE_EMAIL_MAX_AGE_MS,
  type PendingNoticeEmail,
  readPendingNoticeEmails,
  skipNoticeEmails,
} from "../data/notices/notice-emails.js";
import { emailChoiceOf, type NoticeRow } from "../data/notices/notices.js";
import type { Db } from "../db/open-database.js";
import { isConnectionFailure, isPermanentFailure, type Mailer, type MailMessage } from "./mailer.js";
import { type EmailNotice, renderDigestEmail, renderNoticeEmail } from "./notice-email.js";

/** What sending needs: the mailer, the keyring that signs unsubscribe tokens, and the public origins. */
export interface NoticeEmailContext {
  db: Db;
  mailer: Mailer;
  keyring: Keyring;
  origins: { dashboard: string; api: string };
  log: FastifyBaseLogger;
}

/** What one run did. */
export interface NoticeEmailRun {
  /** Notices emailed, alone or in a digest. */
  sent: number;
  /** Digest emails sent. */
  digests: number;
  /** Notices marked skipped (no address, a kind not chosen, too old). */
  skipped: number;
  /** Notices whose email the SMTP server refused for good. */
  failed: number;
  /** Emails left pending after a failure that may pass (tried again). */
  deferred: number;
}

/** The dashboard page of the notice settings, where the kinds and the schedule are chosen. */
const SETTINGS_PATH = "/account/notices";
/** The dashboard page an email's unsubscribe links open (it posts the token to `POST /api/notices/unsubscribe`). */
const UNSUBSCRIBE_PATH = "/unsubscribe";

/** The email's links and headers for the account: the kind's (or, for a digest, every kind's) unsubscribe. */
function unsubscribeLinks(context: NoticeEmailContext, accountId: string, kind: NoticeKind | null) {
  const token = (of: NoticeKind | null) => unsubscribeToken(context.keyring, { accountId, kind: of });
  const page = (of: NoticeKind | null) => {
    const url = new URL(UNSUBSCRIBE_PATH, context.origins.dashboard);
    url.searchParams.set("token", token(of));
    return url.toString();
  };
  const oneClick = `${context.origins.api}${urlOf(noticeEndpoints.unsubscribeOneClick, { query: { token: token(kind) } })}`;
  return {
    footer: {
      ...(kind !== null && { unsubscribeKind: page(kind) }),
      unsubscribeAll: page(null),
      settings: new URL(SETTINGS_PATH, context.origins.dashboard).toString(),
    },
    // RFC 2369 and RFC 8058: the mail client's own unsubscribe button posts to the URL, no sign-in.
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

const emailNotice = (
  context: NoticeEmailContext,
  notice: NoticeRow,
  communityName: string | null,
): EmailNotice => ({
  kind: notice.kind,
  title: notice.title,
  message: notice.message,
  communityName,
  occurredAt: notice.occurredAt,
  fixUrl: new URL(notice.fixPath, context.origins.dashboard).toString(),
  fixLabel: notice.fixLabel,
});

type Outcome = "sent" | "failed" | "gone";

/**
 * Sends `message` inside the transaction that holds the notices' rows, then records them: sent, or failed for
 * good on a permanent refusal. Any other failure throws, rolling back: the notices stay pending for a retry.
 */
async function sendHolding(
  context: NoticeEmailContext,
  tx: Db,
  ids: readonly string[],
  message: MailMessage,
  now: Date,
): Promise<Outcome> {
  try {
    await context.mailer.send(message);
  } catch (error) {
    if (!isPermanentFailure(error)) throw error;
    context.log.warn({ err: error, notices: ids }, "the SMTP server refused a notice email for good");
    await markNoticeEmails(tx, ids, "failed", now);
    return "failed";
  }
  await markNoticeEmails(tx, ids, "sent", now);
  return "sent";
}

/**
 * One run of the notice emails (every minute, `jobs/notice-email-job.ts`). Of the unresolved notices whose email
 * is pending: those of accounts without an email address, of kinds the account does not get by email, or older
 * than `NOTICE_EMAIL_MAX_AGE_MS` are marked skipped; the others are sent, one email per notice, or for accounts
 * on the daily digest one digest of every pending notice when the last digest is a day old.
 *
 * Each email is sent inside a transaction that holds its notices (`for update skip locked`), and they are marked
 * sent before it commits: a run repeated at the same time skips them, a run after it finds them sent, so no
 * notice is emailed twice (short of the process dying between the SMTP server's acceptance and the commit). A
 * permanent refusal (5xx) marks them failed; any other failure leaves them pending and counts as `deferred`,
 * which the job turns into an error so the job engine tries again. A server that does not answer at all ends
 * the run's sending there (the rest would time out one by one).
 */
export async function sendNoticeEmails(
  context: NoticeEmailContext,
  now = new Date(),
): Promise<NoticeEmailRun> {
  const run: NoticeEmailRun = { sent: 0, digests: 0, skipped: 0, failed: 0, deferred: 0 };
  const oldest = new Date(now.getTime() - NOTICE_EMAIL_MAX_AGE_MS);
  const pending = await readPendingNoticeEmails(context.db, now);

  const skip: string[] = [];
  const immediate: (PendingNoticeEmail & { email: string })[] = [];
  const digestAccounts = new Map<string, string>();
  for (const item of pending) {
    const choice = emailChoiceOf(item.preference);
    if (!item.email || !choice.emailKinds.includes(item.notice.kind) || item.notice.occurredAt < oldest) {
      skip.push(item.notice.id);
    } else if (choice.emailSchedule === "daily_digest") {
      digestAccounts.set(item.notice.accountId, item.email);
    } else {
      immediate.push({ ...item, email: item.email });
    }
  }
  run.skipped = await skipNoticeEmails(context.db, skip);

  const record = (outcome: Outcome, count: number) => {
    if (outcome === "sent") run.sent += count;
    if (outcome === "failed") run.failed += count;
  };
  // Once the server does not answer at all, the rest of this run waits for the retry rather than time out
  // one by one; a refusal of one message (4xx) defers that message only.
  let unreachable = false;
  const deferred = (error: unknown, what: Record<string, unknown>) => {
    run.deferred += 1;
    unreachable ||= isConnectionFailure(error);
    context.log.warn({ err: error, ...what }, "a notice email could not be sent; it is tried again");
  };

  for (const { notice, communityName, email } of immediate) {
    if (unreachable) break;
    const { footer, headers } = unsubscribeLinks(context, notice.accountId, notice.kind);
    const rendered = await renderNoticeEmail(emailNotice(context, notice, communityName), footer);
    try {
      const outcome = await context.db.transaction(async (tx): Promise<Outcome> => {
        if (!(await lockPendingNoticeEmail(tx, notice.id))) return "gone";
        return sendHolding(context, tx, [notice.id], { to: email, ...rendered, headers }, now);
      });
      record(outcome, 1);
    } catch (error) {
      deferred(error, { notice: notice.id });
    }
  }

  for (const [accountId, email] of digestAccounts) {
    if (unreachable) break;
    try {
      const outcome = await context.db.transaction(async (tx): Promise<Outcome> => {
        const due = await lockDueDigest(tx, accountId, now);
        if (!due) return "gone";
        const kinds = emailChoiceOf({ emailKinds: due.emailKinds, emailSchedule: "daily_digest" }).emailKinds;
        const rows = await lockPendingNoticeEmailsOf(tx, accountId, kinds, oldest);
        if (rows.length === 0) return "gone";
        const { footer, headers } = unsubscribeLinks(context, accountId, null);
        const rendered = await renderDigestEmail(
          rows.map((row) => emailNotice(context, row.notice, row.communityName)),
          footer,
        );
        const ids = rows.map((row) => row.notice.id);
        const outcome = await sendHolding(context, tx, ids, { to: email, ...rendered, headers }, now);
        await markDigestSent(tx, accountId, now);
        record(outcome, ids.length);
        return outcome;
      });
      if (outcome === "sent") run.digests += 1;
    } catch (error) {
      deferred(error, { digestOf: accountId });
    }
  }
  return run;
}
