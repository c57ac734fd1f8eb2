import {
  NOTICE_KIND_SETTINGS,
  NOTICE_KINDS,
  NOTICE_MESSAGE_MAX,
  NOTICE_TITLE_MAX,
  type Notice,
  type NoticeEmailSchedule,
  type NoticeKind,
} from "@chartbot/contracts/notices";
import type { Page } from "@chartbot/contracts/paging";
import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, communities, communityAdmins, noticePreferences, notices } from "../../db/schema.js";
import { type PageRequest, readPage } from "../paging.js";

export type NoticeRow = typeof notices.$inferSelect;

/** What broke, for whom, and the page that fixes it: what `raiseNotice` writes. */
export interface NoticeCause {
  kind: NoticeKind;
  /** The cause's own name, one per thing that broke: `post_paused:<post id>`, `payment_failed:<subscription>`. */
  cause: string;
  communityId: string | null;
  title: string;
  message: string;
  /** A path of the dashboard (`/communities/<id>/scheduled-posts`). */
  fixPath: string;
  fixLabel: string;
  occurredAt?: Date;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Writes the notice of `cause` for each account, unless the account has an unresolved notice of the same cause
 * (the partial unique index `notices_open_cause_idx` decides, so concurrent reports of one failure make one
 * notice). Answers the notices written: none when every account already had one.
 */
export async function raiseNotice(
  db: Db,
  accountIds: readonly string[],
  cause: NoticeCause,
): Promise<NoticeRow[]> {
  const unique = [...new Set(accountIds)];
  if (unique.length === 0) return [];
  return db
    .insert(notices)
    .values(
      unique.map((accountId) => ({
        accountId,
        communityId: cause.communityId,
        kind: cause.kind,
        cause: cause.cause,
        title: clip(cause.title, NOTICE_TITLE_MAX),
        message: clip(cause.message, NOTICE_MESSAGE_MAX),
        fixPath: cause.fixPath,
        fixLabel: cause.fixLabel,
        ...(cause.occurredAt && { occurredAt: cause.occurredAt }),
      })),
    )
    .onConflictDoNothing({
      target: [notices.accountId, notices.cause],
      where: sql`${notices.resolvedAt} is null`,
    })
    .returning();
}

/**
 * The cause went away (the post resumed, the payment was made): its open notices are resolved, so it notifies
 * again if it happens again. A notice not yet sent by direct message or email is no longer sent. Answers how
 * many were resolved.
 */
export async function resolveNotices(db: Db, cause: string, at = new Date()): Promise<number> {
  const resolved = await db
    .update(notices)
    .set(resolvedNotice(at))
    .where(and(eq(notices.cause, cause), isNull(notices.resolvedAt)))
    .returning({ id: notices.id });
  return resolved.length;
}

/** What resolving writes on an open notice: when, and its direct message and email skipped unless sent. */
function resolvedNotice(at: Date | SQL) {
  return {
    resolvedAt: at,
    directMessage: sql`case when ${notices.directMessage} = 'pending' then 'skipped' else ${notices.directMessage} end`,
    email: sql`case when ${notices.email} = 'pending' then 'skipped' else ${notices.email} end`,
  };
}

/**
 * `resolveNotices` as a statement to run inside another (a data-modifying `with`): the cause's open notices are
 * resolved at `at` when `when` holds. Its `set` is `resolveNotices`' own.
 */
export function resolveNoticesSql(cause: SQL, at: SQL, when: SQL): SQL {
  const assignments = Object.entries(resolvedNotice(at)).map(
    ([key, value]) =>
      sql`${sql.identifier(notices[key as keyof typeof notices.$inferSelect].name)} = ${value}`,
  );
  return sql`update ${notices} set ${sql.join(assignments, sql`, `)}
    where ${notices.cause} = ${cause} and ${notices.resolvedAt} is null and ${when}`;
}

/** Who hears about a community's trouble: its owner and the admins Discord confirmed (`account_id`). */
const recipientsOf = (communityId: string) =>
  sql`select ${communities.ownerAccountId} as account_id from ${communities}
    where ${communities.id} = ${communityId}::uuid and ${communities.ownerAccountId} is not null
    union select ${communityAdmins.accountId} from ${communityAdmins}
    where ${communityAdmins.communityId} = ${communityId}::uuid`;

/**
 * `raiseNotice` to the community's recipients (its owner and admins) in one statement, an insert from their
 * query: a cause raised on every refused request of a public URL costs one no-op insert while its notice is
 * open. Answers how many notices were written.
 */
export async function raiseCommunityNotice(
  db: Db,
  cause: NoticeCause & { communityId: string },
): Promise<number> {
  const occurredAt = (cause.occurredAt ?? new Date()).toISOString();
  const result = (await db.execute(sql`insert into ${notices}
      (account_id, community_id, kind, cause, title, message, fix_path, fix_label, occurred_at)
    select recipients.account_id, ${cause.communityId}::uuid, ${cause.kind}, ${cause.cause},
      ${clip(cause.title, NOTICE_TITLE_MAX)}, ${clip(cause.message, NOTICE_MESSAGE_MAX)}, ${cause.fixPath},
      ${cause.fixLabel}, ${occurredAt}::timestamptz
    from (${recipientsOf(cause.communityId)}) as recipients
    on conflict (account_id, cause) where resolved_at is null do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** A notice as the API answers it. */
export function toNoticeView(row: NoticeRow & { communityName: string | null }): Notice {
  return {
    id: row.id,
    kind: row.kind,
    communityId: row.communityId,
    communityName: row.communityName,
    title: row.title,
    message: row.message,
    fixPath: row.fixPath,
    fixLabel: row.fixLabel,
    occurredAt: row.occurredAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const byOccurrence = { createdAt: notices.occurredAt, id: notices.id };

/** A page of the account's notices, newest first; only the unread with `unreadOnly`. */
export async function listNotices(
  db: Db,
  accountId: string,
  unreadOnly: boolean,
  page: PageRequest,
): Promise<Page<Notice>> {
  const rows = await readPage(byOccurrence, page, ({ sortKey, after, orderBy, limit }) =>
    db
      .select({ ...getTableColumns(notices), communityName: communities.name, sortKey })
      .from(notices)
      .leftJoin(communities, eq(communities.id, notices.communityId))
      .where(and(eq(notices.accountId, accountId), unreadOnly ? isNull(notices.readAt) : undefined, after))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return { items: rows.items.map(toNoticeView), nextCursor: rows.nextCursor };
}

/** How many of the account's notices are unread. */
export async function countUnread(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(eq(notices.accountId, accountId), isNull(notices.readAt)));
  return row?.count ?? 0;
}

/** Marks the account's notices read (those of `ids`, or all): other accounts' ids are skipped. */
export async function markNoticesRead(
  db: Db,
  accountId: string,
  ids: readonly string[] | "all",
  at = new Date(),
): Promise<number> {
  const marked = await db
    .update(notices)
    .set({ readAt: at })
    .where(
      and(
        eq(notices.accountId, accountId),
        isNull(notices.readAt),
        ids === "all" ? undefined : inArray(notices.id, [...ids]),
      ),
    )
    .returning({ id: notices.id });
  return marked.length;
}

/** The kinds emailed when the account has not chosen. */
export const DEFAULT_EMAIL_KINDS: readonly NoticeKind[] = NOTICE_KINDS.filter(
  (kind) => NOTICE_KIND_SETTINGS[kind].emailByDefault,
);

export interface EmailChoice {
  emailKinds: NoticeKind[];
  emailSchedule: NoticeEmailSchedule;
}

const KNOWN_KINDS = new Set<string>(NOTICE_KINDS);

/** An email choice as saved (`notice_preferences`), or the defaults (one email per notice) without a row. */
export function emailChoiceOf(
  row: Pick<typeof noticePreferences.$inferSelect, "emailKinds" | "emailSchedule"> | null | undefined,
): EmailChoice {
  if (!row) return { emailKinds: [...DEFAULT_EMAIL_KINDS], emailSchedule: "immediately" };
  return {
    // A kind a later version removed is dropped, not answered.
    emailKinds: row.emailKinds.filter((kind): kind is NoticeKind => KNOWN_KINDS.has(kind)),
    emailSchedule: row.emailSchedule,
  };
}

/** The account's email choice: its saved one, else the defaults, one email per notice. */
export async function readEmailChoice(db: Db, accountId: string): Promise<EmailChoice> {
  const [row] = await db.select().from(noticePreferences).where(eq(noticePreferences.accountId, accountId));
  return emailChoiceOf(row);
}

/** Saves the account's whole email choice. */
export async function saveEmailChoice(db: Db, accountId: string, choice: EmailChoice): Promise<EmailChoice> {
  const emailKinds = NOTICE_KINDS.filter((kind) => choice.emailKinds.includes(kind));
  await db
    .insert(noticePreferences)
    .values({ accountId, emailKinds, emailSchedule: choice.emailSchedule })
    .onConflictDoUpdate({
      target: noticePreferences.accountId,
      set: { emailKinds, emailSchedule: choice.emailSchedule, updatedAt: new Date() },
    });
  return { emailKinds, emailSchedule: choice.emailSchedule };
}

/** Most direct messages one read of the bot's feed hands out. */
export const BOT_NOTICE_MESSAGES_PAGE = 100;

/**
 * Notices the bot should send as direct messages, oldest first: unresolved, not yet reported, of accounts with a
 * linked Discord user. A notice of an account without one is marked skipped as it is read past.
 */
export async function readPendingNoticeMessages(db: Db, limit = BOT_NOTICE_MESSAGES_PAGE) {
  await db
    .update(notices)
    .set({ directMessage: "skipped" })
    .where(
      and(
        eq(notices.directMessage, "pending"),
        sql`not exists (select 1 from ${accounts} where ${accounts.id} = ${notices.accountId} and ${accounts.discordUserId} is not null)`,
      ),
    );
  return db
    .select({ notice: getTableColumns(notices), discordUserId: accounts.discordUserId })
    .from(notices)
    .innerJoin(accounts, eq(accounts.id, notices.accountId))
    .where(
      and(
        eq(notices.directMessage, "pending"),
        isNull(notices.resolvedAt),
        isNotNull(accounts.discordUserId),
      ),
    )
    .orderBy(asc(notices.occurredAt), asc(notices.id))
    .limit(limit);
}

/**
 * The bot's report of a notice's direct message: the first report counts, a later one changes nothing. Answers
 * the notice's state after it, or undefined for an unknown notice.
 */
export async function reportNoticeMessage(
  db: Db,
  id: string,
  report: { status: "sent" | "failed"; reason: string | null },
  at = new Date(),
): Promise<Pick<NoticeRow, "id" | "directMessage"> | undefined> {
  const [updated] = await db
    .update(notices)
    .set({
      directMessage: report.status,
      directMessageReportedAt: at,
      directMessageFailure: report.status === "failed" ? report.reason : null,
    })
    .where(and(eq(notices.id, id), eq(notices.directMessage, "pending")))
    .returning({ id: notices.id, directMessage: notices.directMessage });
  if (updated) return updated;
  const [current] = await db
    .select({ id: notices.id, directMessage: notices.directMessage })
    .from(notices)
    .where(eq(notices.id, id));
  return current;
}
