import type { Page } from "@chartbot/contracts/paging";
import { and, eq, getTableColumns, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { Account } from "../data/accounts/ensure-account.js";
import { type PageRequest, readPage } from "../data/paging.js";
import type { Database, Db } from "../db/open-database.js";
import { accounts, endedSignIns, sessions } from "../db/schema.js";
import { hashSessionSecret, newSessionSecret } from "./session-secret.js";

export type Session = typeof sessions.$inferSelect;

/**
 * What the identity provider says of an account now: whether it may sign in at all, and since when its
 * earlier sign-ins are revoked (a password reset or an email change made there). Rejects when it cannot tell.
 */
export type IdentityCheck = (account: {
  firebaseUid: string;
}) => Promise<{ disabled: boolean; revokedAt: Date | undefined }>;

/** A valid session and the account it signs in. */
export interface SignedIn {
  readonly session: Session;
  readonly account: Account;
}

/** A session ends this long after it was last used... */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
/** ...and at the latest this long after it started, however often it is used. */
export const SESSION_MAX_MS = 90 * 24 * 60 * 60 * 1000;
/**
 * How often "last seen" (and with it the idle expiry) is written, and the identity provider asked whether
 * the account's sign-ins were revoked there: at most once per session in this time, never per request.
 */
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** Longer than an ID token can start a session after its sign-in (5 minutes), with room for clock skew. */
const ENDED_SIGN_IN_MEMORY_MS = 15 * 60 * 1000;
/** How long a checked session is kept in memory; any change to it or its account evicts it before. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 10_000;
/** Fired by triggers on `accounts` and `sessions` (migration 0001) with the account id. */
export const ACCOUNT_CHANGED_CHANNEL = "chartbot_account_changed";

interface CacheEntry {
  signedIn: SignedIn;
  until: number;
}

/**
 * Sessions: create, check, list and end them. Checking costs one indexed read (session joined with its
 * account); a checked session is then served from memory until it or its account changes. Invalidation is
 * exact: triggers notify every API process of any change (`LISTEN`), and while that channel is down nothing is
 * cached at all.
 */
export class SessionStore {
  readonly #db: Db;
  readonly #cache = new Map<string, CacheEntry>();
  readonly #byAccount = new Map<string, Set<string>>();
  #live = false;
  /** Counts evictions: a read that overlapped one may hold what was just changed, so it is not cached. */
  #evictions = 0;
  #stopListening: (() => Promise<void>) | undefined;

  readonly #checkIdentity: IdentityCheck;
  /** Rechecks under way, by session id. */
  readonly #rechecks = new Map<string, Promise<boolean>>();

  constructor(db: Db, checkIdentity: IdentityCheck) {
    this.#db = db;
    this.#checkIdentity = checkIdentity;
  }

  /** Starts listening for changes; until it listens, every check reads the database. */
  async start(database: Pick<Database, "listen">): Promise<void> {
    this.#stopListening = await database.listen(
      ACCOUNT_CHANGED_CHANNEL,
      (accountId) => this.forgetAccount(accountId),
      (live) => {
        // Whatever changed while nobody listened is unknown: forget everything.
        this.#live = live;
        this.#clear();
      },
    );
  }

  async stop(): Promise<void> {
    this.#live = false;
    this.#clear();
    await this.#stopListening?.();
  }

  /** The session a cookie holds and its account, or undefined when it is unknown, ended or expired. */
  async find(secret: string | undefined): Promise<SignedIn | undefined> {
    const tokenHash = hashSessionSecret(secret);
    if (!tokenHash) return undefined;
    const now = Date.now();
    const cached = this.#cache.get(tokenHash);
    let signedIn = cached && cached.until > now && this.#live ? cached.signedIn : undefined;
    if (!signedIn) {
      const evictionsBefore = this.#evictions;
      const [row] = await this.#db
        .select({ session: sessions, account: accounts })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(eq(sessions.tokenHash, tokenHash));
      if (!row) return undefined;
      signedIn = row;
      if (this.#live && this.#evictions === evictionsBefore) this.#remember(tokenHash, signedIn, now);
    }
    if (signedIn.session.expiresAt.getTime() <= now) return undefined;
    if (now - signedIn.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      if (!(await this.#recheckOnce(signedIn))) return undefined;
    }
    return signedIn;
  }

  /** Starts a session for `account`; returns the secret for the cookie (never stored) and the row. */
  async create(input: {
    account: Account;
    emailVerified: boolean;
    photoUrl: string | null;
    device: string;
    authenticatedAt: Date;
  }): Promise<{ secret: string; session: Session }> {
    const secret = newSessionSecret();
    const now = Date.now();
    // The account's expired sessions go when a new one starts, so its list stays bounded without a job.
    await this.#db
      .delete(sessions)
      .where(and(eq(sessions.accountId, input.account.id), lt(sessions.expiresAt, new Date(now))));
    const [session] = await this.#db
      .insert(sessions)
      .values({
        tokenHash: hashSessionSecret(secret) as string,
        accountId: input.account.id,
        emailVerified: input.emailVerified,
        photoUrl: input.photoUrl,
        device: input.device,
        authenticatedAt: input.authenticatedAt,
        expiresAt: new Date(now + SESSION_IDLE_MS),
      })
      .returning();
    if (!session) throw new Error("session row missing right after insert");
    return { secret, session };
  }

  /** A page of the account's unexpired sessions, newest first. */
  list(accountId: string, page: PageRequest): Promise<Page<Session>> {
    return readPage<Session>(sessions, page, ({ sortKey, after, orderBy, limit }) =>
      this.#db
        .select({ ...getTableColumns(sessions), sortKey })
        .from(sessions)
        .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, new Date()), after))
        .orderBy(...orderBy)
        .limit(limit),
    );
  }

  /**
   * Ends one of the account's sessions; false when it has no such session. Unless `replaced`, its sign-in is
   * remembered as ended for `ENDED_SIGN_IN_MEMORY_MS`, so its ID token (still fresh enough) cannot start a
   * new session.
   */
  async end(accountId: string, sessionId: string, options: { replaced?: boolean } = {}): Promise<boolean> {
    const deleted = await this.#db.transaction(async (tx) => {
      const rows = await tx
        .delete(sessions)
        .where(and(eq(sessions.accountId, accountId), eq(sessions.id, sessionId)))
        .returning({ authenticatedAt: sessions.authenticatedAt });
      const [row] = rows;
      // A session replaced by the same browser's new one is not a sign-out: its sign-in stays usable (the
      // browser may not have received the new cookie, and must be able to start one again).
      if (row && !options.replaced) {
        await tx
          .delete(endedSignIns)
          .where(
            and(
              eq(endedSignIns.accountId, accountId),
              lt(endedSignIns.endedAt, new Date(Date.now() - ENDED_SIGN_IN_MEMORY_MS)),
            ),
          );
        await tx
          .insert(endedSignIns)
          .values({ accountId, authenticatedAt: row.authenticatedAt })
          .onConflictDoNothing();
      }
      return rows;
    });
    this.forgetAccount(accountId);
    return deleted.length > 0;
  }

  /** Whether the sign-in at `authenticatedAt` had its session ended (signed out, or revoked). */
  async wasSignInEnded(accountId: string, authenticatedAt: Date): Promise<boolean> {
    const [row] = await this.#db
      .select({ at: endedSignIns.authenticatedAt })
      .from(endedSignIns)
      .where(and(eq(endedSignIns.accountId, accountId), eq(endedSignIns.authenticatedAt, authenticatedAt)));
    return row !== undefined;
  }

  /**
   * Ends every session of the account (but `except`), and refuses ID tokens from sign-ins before now: "sign out
   * everywhere" and credential changes. Returns how many sessions ended.
   */
  async endAll(accountId: string, options: { except?: string } = {}): Promise<number> {
    const ended = await this.#db.transaction(async (tx) => {
      // Whole seconds, like the ID token's `auth_time`: a sign-in in the same second as this still counts.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      await tx.update(accounts).set({ signInsValidAfter: now }).where(eq(accounts.id, accountId));
      return tx
        .delete(sessions)
        .where(
          and(
            eq(sessions.accountId, accountId),
            options.except ? ne(sessions.id, options.except) : undefined,
          ),
        )
        .returning({ id: sessions.id });
    });
    this.forgetAccount(accountId);
    return ended.length;
  }

  /**
   * Applies a revocation the identity provider made (a password reset, an email change, an administrator):
   * sessions started before `revokedAt` end, and ID tokens from sign-ins before it are refused.
   */
  async endStartedBefore(accountId: string, revokedAt: Date): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ signInsValidAfter: revokedAt })
        .where(
          and(
            eq(accounts.id, accountId),
            or(isNull(accounts.signInsValidAfter), lt(accounts.signInsValidAfter, revokedAt)),
          ),
        );
      await tx
        .delete(sessions)
        .where(and(eq(sessions.accountId, accountId), lt(sessions.authenticatedAt, revokedAt)));
    });
    this.forgetAccount(accountId);
  }

  /** Records a fresh sign-in on the session (re-authentication for sensitive actions). */
  async markAuthenticated(session: Session, authenticatedAt: Date): Promise<void> {
    await this.#db.update(sessions).set({ authenticatedAt }).where(eq(sessions.id, session.id));
    this.forgetAccount(session.accountId);
  }

  /** Refreshes what the session knows of the identity (after the email is verified, say). */
  async updateIdentity(session: Session, identity: { emailVerified: boolean; photoUrl: string | null }) {
    await this.#db.update(sessions).set(identity).where(eq(sessions.id, session.id));
    this.forgetAccount(session.accountId);
  }

  /** Drops the account's cached sessions: the next check reads the database. */
  forgetAccount(accountId: string): void {
    this.#evictions += 1;
    for (const tokenHash of this.#byAccount.get(accountId) ?? []) this.#cache.delete(tokenHash);
    this.#byAccount.delete(accountId);
  }

  /** `#recheck` and the "last seen" write, once for all the session's requests that arrive meanwhile. */
  #recheckOnce(signedIn: SignedIn): Promise<boolean> {
    const { id } = signedIn.session;
    let pending = this.#rechecks.get(id);
    if (!pending) {
      pending = this.#recheck(signedIn)
        .then(async (stillValid) => {
          if (stillValid) await this.#touch(signedIn.session);
          return stillValid;
        })
        .finally(() => this.#rechecks.delete(id));
      this.#rechecks.set(id, pending);
    }
    return pending;
  }

  /** Applies what the identity provider says now; false when that ends this session. */
  async #recheck({ session, account }: SignedIn): Promise<boolean> {
    // Unreachable now: the session stays valid, and the next check asks again.
    const identity = await this.#checkIdentity(account).catch(() => undefined);
    if (!identity) return true;
    if (identity.disabled) {
      await this.endAll(account.id);
      return false;
    }
    if (identity.revokedAt && session.authenticatedAt < identity.revokedAt) {
      await this.endStartedBefore(account.id, identity.revokedAt);
      return false;
    }
    return true;
  }

  async #touch(session: Session): Promise<void> {
    const now = new Date();
    const expiresAt = new Date(
      Math.min(session.createdAt.getTime() + SESSION_MAX_MS, now.getTime() + SESSION_IDLE_MS),
    );
    await this.#db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, session.id));
    this.forgetAccount(session.accountId);
  }

  #remember(tokenHash: string, signedIn: SignedIn, now: number): void {
    if (this.#cache.size >= CACHE_MAX_ENTRIES) {
      // Maps iterate in insertion order: the oldest entry goes.
      const [oldest] = this.#cache;
      if (oldest) {
        const [oldHash, { signedIn: old }] = oldest;
        this.#cache.delete(oldHash);
        const others = this.#byAccount.get(old.account.id);
        others?.delete(oldHash);
        if (others?.size === 0) this.#byAccount.delete(old.account.id);
      }
    }
    this.#cache.set(tokenHash, { signedIn, until: now + CACHE_TTL_MS });
    const accountId = signedIn.account.id;
    const hashes = this.#byAccount.get(accountId) ?? new Set<string>();
    hashes.add(tokenHash);
    this.#byAccount.set(accountId, hashes);
  }

  #clear(): void {
    this.#evictions += 1;
    this.#cache.clear();
    this.#byAccount.clear();
  }
}
