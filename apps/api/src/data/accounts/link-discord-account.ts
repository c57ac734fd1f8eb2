import { and, eq, ne } from "drizzle-orm";
import type { Keyring } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { accounts, communityAdmins, discordGrants } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { refreshAlertHolds } from "../alerts/alert-holds.js";
import type { DiscordGrantTokens } from "../discord/discord-grant.js";
import { saveDiscordGrant } from "../discord/user-grant.js";
import { refusableTransaction } from "../refusable-transaction.js";
import type { Account } from "./ensure-account.js";

/** A Discord sign-in or link: the Discord user (its id and name) and the grant Discord gave. */
export interface DiscordSignIn {
  user: { id: string; username: string };
  tokens: DiscordGrantTokens;
}

/** The account linked to the Discord user right now, if any. */
export async function findAccountByDiscordUser(db: Db, discordUserId: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.discordUserId, discordUserId));
  return account;
}

/**
 * The Discord user linked now to the account of the Firebase uid (null: none); undefined when no account has
 * that uid.
 */
export async function findDiscordUserOfAccount(
  db: Db,
  firebaseUid: string,
): Promise<{ discordUserId: string | null } | undefined> {
  const [account] = await db
    .select({ discordUserId: accounts.discordUserId })
    .from(accounts)
    .where(eq(accounts.firebaseUid, firebaseUid));
  return account;
}

/**
 * A sign-in of the account linked to the Discord user: its Discord username is brought up to date and the
 * grant Discord gave is stored. Returns the account as it is now.
 */
export async function recordDiscordSignIn(
  db: Db,
  keyring: Keyring,
  account: Account,
  { user, tokens }: DiscordSignIn,
): Promise<Account> {
  const [updated] = await db
    .update(accounts)
    .set({ discordUsername: user.username, updatedAt: new Date() })
    .where(eq(accounts.id, account.id))
    .returning();
  await saveDiscordGrant(db, keyring, { accountId: account.id, discordUserId: user.id, tokens });
  return updated ?? account;
}

export type OpenDiscordAccountResult =
  | { outcome: "opened"; account: Account }
  /** No account is linked to the Discord user after all (another request unlinked it meanwhile). */
  | { outcome: "unlinked" };

/**
 * The account of a first Discord sign-in, for the Firebase user `holder` made for it: a new row linked to the
 * Discord user, with the grant Discord gave. Never updates a row that exists: a conflict is another sign-in
 * of this Discord user that ran meanwhile, or a link or unlink in between (then the row linked to the
 * Discord user, if any, is the one opened).
 */
export async function openDiscordAccount(
  db: Db,
  keyring: Keyring,
  holder: { firebaseUid: string; email: string | null; displayName: string | null },
  { user, tokens }: DiscordSignIn,
): Promise<OpenDiscordAccountResult> {
  await db
    .insert(accounts)
    .values({ ...holder, discordUserId: user.id, discordUsername: user.username })
    .onConflictDoNothing();
  const row = await findAccountByDiscordUser(db, user.id);
  if (!row) return { outcome: "unlinked" };
  await saveDiscordGrant(db, keyring, { accountId: row.id, discordUserId: user.id, tokens });
  return { outcome: "opened", account: row };
}

export type LinkDiscordResult = { outcome: "linked" } | { outcome: "already_linked" };

/**
 * Links the Discord user to the signed-in account (Account Settings), or reconnects it: the same Discord user
 * again only replaces the grant (a revoked one works again). A Discord user linked to another account is
 * `already_linked` (nothing changes). Linking a different Discord user than before drops the account's
 * community access, which came from the other Discord user's permissions.
 */
export async function linkDiscord(
  db: Db,
  keyring: Keyring,
  account: Account,
  { user, tokens }: DiscordSignIn,
): Promise<LinkDiscordResult> {
  const result = await refusableTransaction<LinkDiscordResult>(db, async (tx, refuse) => {
    const [other] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.discordUserId, user.id), ne(accounts.id, account.id)));
    if (other) return refuse({ outcome: "already_linked" });
    const [current] = await tx
      .select({ discordUserId: accounts.discordUserId })
      .from(accounts)
      .where(eq(accounts.id, account.id));
    if (current?.discordUserId && current.discordUserId !== user.id) {
      await tx.delete(communityAdmins).where(eq(communityAdmins.accountId, account.id));
    }
    await tx
      .update(accounts)
      .set({ discordUserId: user.id, discordUsername: user.username, updatedAt: new Date() })
      .where(eq(accounts.id, account.id))
      .catch((error: unknown) => {
        // Linked to another account by a request that ran meanwhile: the access dropped above comes back.
        if (isUniqueViolation(error)) refuse({ outcome: "already_linked" });
        throw error;
      });
    await refreshAlertHolds(tx, { accountId: account.id });
    return { outcome: "linked" };
  });
  if (result.outcome === "linked") {
    await saveDiscordGrant(db, keyring, { accountId: account.id, discordUserId: user.id, tokens });
  }
  return result;
}

/**
 * Unlinks Discord from the account: the link, the grant and the account's community access (which came from
 * Discord) go in one transaction, which holds its channel alerts. Returns the removed grant's sealed refresh
 * token (to revoke it at Discord), if there was one.
 */
export async function unlinkDiscord(db: Db, accountId: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .delete(discordGrants)
      .where(eq(discordGrants.accountId, accountId))
      .returning({ refreshToken: discordGrants.refreshTokenCiphertext });
    await tx.delete(communityAdmins).where(eq(communityAdmins.accountId, accountId));
    await tx
      .update(accounts)
      .set({ discordUserId: null, discordUsername: null, updatedAt: new Date() })
      .where(eq(accounts.id, accountId));
    await refreshAlertHolds(tx, { accountId });
    return grant?.refreshToken;
  });
}
