import { isDeepStrictEqual } from "node:util";
import {
  AUDIT_LOG_RETENTION_DAYS,
  type AuditedSetting,
  type AuditLogEntry,
} from "@chartbot/contracts/audit-log";
import type { Page } from "@chartbot/contracts/paging";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/open-database.js";
import { accounts, apiTokens, communityAuditLog } from "../../db/schema.js";
import { type PageRequest, readPage } from "../paging.js";

const DAY_MS = 86_400_000;

/** Who makes a change: the account, and the personal API token it came through (null: the dashboard). */
export interface Actor {
  accountId: string;
  apiTokenId: string | null;
}

/** One setting's or resource's change, as the audit log records it. */
export interface AuditedChange {
  setting: AuditedSetting;
  /** The channel of a `channelOverride` change; null (or left out) otherwise. */
  channelId?: string | null;
  /** The resource of a change of one (`AUDITED_RESOURCES`); null (or left out) otherwise. */
  subjectId?: string | null;
  before: unknown;
  after: unknown;
}

/** Whether two setting values are the same (JSON values: key order and jsonb's reordering do not matter). */
export const sameValue = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a ?? null, b ?? null);

/**
 * Records the changes `actor` made to the community, in the transaction `tx` that makes them, with the
 * account's display name (or email) and the API token's label as they are now. Changes whose value did not
 * change are left out. The one writer of the audit log: the data functions that change a community call it,
 * never the routes.
 */
export async function recordChanges(
  tx: Db,
  { accountId, apiTokenId }: Actor,
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
  const [token] = apiTokenId
    ? await tx
        .select({ label: apiTokens.label })
        .from(apiTokens)
        .where(and(eq(apiTokens.id, apiTokenId), eq(apiTokens.accountId, accountId)))
    : [];
  await tx.insert(communityAuditLog).values(
    changed.map((change) => ({
      communityId,
      accountId,
      actorName,
      setting: change.setting,
      channelId: change.channelId ?? null,
      subjectId: change.subjectId ?? null,
      apiTokenLabel: token?.label ?? null,
      viaApiToken: apiTokenId !== null,
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
    actor: {
      accountId: row.accountId,
      name: row.actorName,
      // A deleted account's label is cleared with its name, but the change still came through a token.
      apiToken: row.viaApiToken ? { label: row.apiTokenLabel } : null,
    },
    revertOf: row.revertOf,
    setting: row.setting,
    channelId: row.channelId,
    subjectId: row.subjectId,
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
  subjectId: communityAuditLog.subjectId,
  apiTokenLabel: communityAuditLog.apiTokenLabel,
  viaApiToken: communityAuditLog.viaApiToken,
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
