import { isDeepStrictEqual } from "node:util";
import {
  AUDIT_LOG_RETENTION_DAYS,
  type AuditedSetting,
  type AuditLogEntry,
} from "@chartbot/contracts/audit-log";
import type { Page } from "@chartbot/contracts/paging";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, communityAuditLog } from "../../db/schema.js";
import { type PageRequest, readPage } from "../paging.js";

const DAY_MS = 86_400_000;

/** One setting's change, as the audit log records it. */
export interface AuditedChange {
  setting: AuditedSetting;
  /** The channel of a `channelOverride` change; null for the server's settings. */
  channelId: string | null;
  before: unknown;
  after: unknown;
}

/** Whether two setting values are the same (JSON values: key order and jsonb's reordering do not matter). */
export const sameValue = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a ?? null, b ?? null);

/**
 * Records the changes `accountId` made to the community, in the transaction `tx` that makes them, with the
 * account's display name (or email) as it is now. Changes whose value did not change are left out. The one
 * writer of the audit log: the data functions that change settings call it, never the routes.
 */
export async function recordChanges(
  tx: Db,
  accountId: string,
  communityId: string,
  changes: AuditedChange[],
  revertOf: string | null = null,
): Promise<void> {
  const changed = changes.filter((change) => !sameValue(change.before, change.after));
  if (changed.length === 0) return;
  const [actor] = await tx
    .select({ displayName: accounts.displayName, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const actorName = actor?.displayName || actor?.email || null;
  await tx.insert(communityAuditLog).values(
    changed.map((change) => ({
      communityId,
      accountId,
      actorName,
      setting: change.setting,
      channelId: change.channelId,
      before: change.before ?? null,
      after: change.after ?? null,
      revertOf,
    })),
  );
}

export type AuditLogRow = typeof communityAuditLog.$inferSelect;

/** An audit log row as the API gives it. */
export function presentAuditEntry(row: AuditLogRow): AuditLogEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { accountId: row.accountId, name: row.actorName },
    revertOf: row.revertOf,
    setting: row.setting,
    channelId: row.channelId,
    before: row.before ?? null,
    after: row.after ?? null,
  } as AuditLogEntry;
}

/** One page of a community's audit log, newest first. */
export async function listAuditLog(
  db: Db,
  communityId: string,
  page: PageRequest,
): Promise<Page<AuditLogEntry>> {
  const rows = await readPage<AuditLogRow>(communityAuditLog, page, ({ sortKey, after, orderBy, limit }) =>
    db
      .select({ ...columnsOf(), sortKey })
      .from(communityAuditLog)
      .where(and(eq(communityAuditLog.communityId, communityId), after))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return { items: rows.items.map(presentAuditEntry), nextCursor: rows.nextCursor };
}

const columnsOf = () => ({
  id: communityAuditLog.id,
  communityId: communityAuditLog.communityId,
  accountId: communityAuditLog.accountId,
  actorName: communityAuditLog.actorName,
  setting: communityAuditLog.setting,
  channelId: communityAuditLog.channelId,
  before: communityAuditLog.before,
  after: communityAuditLog.after,
  revertOf: communityAuditLog.revertOf,
  createdAt: communityAuditLog.createdAt,
});

/** The community's audit log entry with this id, or undefined. */
export async function findAuditEntry(
  db: Db,
  communityId: string,
  entryId: string,
): Promise<AuditLogRow | undefined> {
  const [row] = await db
    .select()
    .from(communityAuditLog)
    .where(and(eq(communityAuditLog.communityId, communityId), eq(communityAuditLog.id, entryId)));
  return row;
}

/** Deletes the audit log entries older than `AUDIT_LOG_RETENTION_DAYS` as of `now`; returns how many. */
export async function purgeAuditLog(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_LOG_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(communityAuditLog)
    .where(lt(communityAuditLog.createdAt, cutoff))
    .returning({ id: communityAuditLog.id });
  return deleted.length;
}
