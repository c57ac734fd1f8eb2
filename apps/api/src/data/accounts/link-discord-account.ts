import { and, eq, ne } from "drizzle-orm";
import { type Auth, AuthErrorCode } from "firebase-admin/auth";
import type { Keyring } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { accounts, communityAdmins, discordGrants } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import type { DiscordTokens, DiscordUser } from "../../discord/discord-oauth.js";
import { AppError } from "../../errors.js";
import { isAuthError, undefinedWhenUserNotFound } from "../../identity/firebase-errors.js";
import { refreshAlertHolds } from "../alerts/alert-holds.js";
import { saveDiscordGrant } from "../discord/user-grant.js";
import type { Account } from "./ensure-account.js";

function avatarUrl(user: DiscordUser): string | undefined {
  return user.avatar
    ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png?size=512`
    : undefined;
}

/** The Discord user's email when Discord has verified it, lower-cased; otherwise undefined. */
const verifiedEmailOf = (user: DiscordUser) =>
  user.verified && user.email ? user.email.toLowerCase() : undefined;

/**
 * A linked account without a verified email (created before this rule, or its email changed) takes the
 * Discord-verified email when nobody else holds it, so the user is not kept on the verify-email page.
 */
async function adoptVerifiedEmail(auth: Auth, uid: string, email: string | undefined): Promise<void> {
  if (!email) return;
  const record = await auth.getUser(uid);
  if (record.emailVerified || (record.email && record.email.toLowerCase() !== email)) return;
  await auth.updateUser(uid, { email, emailVerified: true }).catch((error: unknown) => {
    if (!isAuthError(error, AuthErrorCode.EMAIL_ALREADY_EXISTS)) throw error;
  });
}

/** The Firebase uid of the account a Discord user's first sign-in creates; it stays that account's for good. */
const discordUid = (user: DiscordUser) => `discord-${user.id}`;

/**
 * The Firebase user of a first Discord sign-in: a new one, with the Discord-verified email (so it never has
 * to be verified again). An existing Firebase user holding that email (a password account, or any other) is
 * never signed into: whoever controls the Discord account has not proven they own that account. Its owner
 * signs in with their password and links Discord from Account Settings (409 `discord_email_in_use`).
 */
async function createFirebaseUser(auth: Auth, user: DiscordUser, email: string): Promise<string> {
  const existing = await auth.getUserByEmail(email).catch(undefinedWhenUserNotFound);
  const uid = discordUid(user);
  if (existing && existing.uid !== uid) throw new AppError("discord_email_in_use");
  const photoURL = avatarUrl(user);
  try {
    await auth.createUser({
      uid,
      displayName: user.global_name ?? user.username,
      email,
      emailVerified: true,
      ...(photoURL && { photoURL }),
    });
  } catch (error) {
    if (isAuthError(error, AuthErrorCode.EMAIL_ALREADY_EXISTS)) throw new AppError("discord_email_in_use");
    if (!isAuthError(error, AuthErrorCode.UID_ALREADY_EXISTS)) throw error;
  }
  return uid;
}

export interface DiscordSignIn {
  user: DiscordUser;
  tokens: DiscordTokens;
}

/**
 * Signs a Discord user in: returns the account linked to them, creating a new account on
 * the first sign-in, and stores the grant Discord gave. Only the account linked to the Discord user right now
 * is ever opened (see `createFirebaseUser`). The account a Discord user first created keeps its uid
 * `discord-<id>` after its owner unlinked that Discord user or linked another one: signing in as the old
 * Discord user then is 409 `discord_unlinked`, and the account's current link stays as it is. A first sign-in
 * needs an email that Discord has verified (400 `discord_email_unverified` otherwise): every account has a
 * verified address.
 */
export async function signInWithDiscord(
  db: Db,
  auth: Auth,
  keyring: Keyring,
  { user, tokens }: DiscordSignIn,
): Promise<Account> {
  const email = verifiedEmailOf(user);
  const [linked] = await db.select().from(accounts).where(eq(accounts.discordUserId, user.id));
  if (linked) {
    await adoptVerifiedEmail(auth, linked.firebaseUid, email);
    const [updated] = await db
      .update(accounts)
      .set({ discordUsername: user.username, updatedAt: new Date() })
      .where(eq(accounts.id, linked.id))
      .returning();
    await saveDiscordGrant(db, keyring, { accountId: linked.id, discordUserId: user.id, tokens });
    return updated ?? linked;
  }
  const [firstAccount] = await db
    .select({ discordUserId: accounts.discordUserId })
    .from(accounts)
    .where(eq(accounts.firebaseUid, discordUid(user)));
  if (firstAccount && firstAccount.discordUserId !== user.id) throw new AppError("discord_unlinked");
  if (!email) throw new AppError("discord_email_unverified");

  const uid = await createFirebaseUser(auth, user, email);
  const record = await auth.getUser(uid);
  // Never updates a row that exists: a conflict is another sign-in of this Discord user that ran meanwhile, or a
  // link or unlink in between (then the row linked to the Discord user, if any, is the one to open).
  await db
    .insert(accounts)
    .values({
      firebaseUid: uid,
      email: record.email ?? null,
      displayName: record.displayName ?? null,
      discordUserId: user.id,
      discordUsername: user.username,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(accounts).where(eq(accounts.discordUserId, user.id));
  if (!row) throw new AppError("discord_unlinked");
  await saveDiscordGrant(db, keyring, { accountId: row.id, discordUserId: user.id, tokens });
  return row;
}

/**
 * Links the Discord user to the signed-in account (Account Settings), or reconnects it: the same Discord user
 * again only replaces the grant (a revoked one works again). A Discord user linked to another account is 409
 * `discord_already_linked`. Linking a different Discord user than before drops the account's community access,
 * which came from the other Discord user's permissions.
 */
export async function linkDiscord(
  db: Db,
  keyring: Keyring,
  account: Account,
  { user, tokens }: DiscordSignIn,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [other] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.discordUserId, user.id), ne(accounts.id, account.id)));
    if (other) throw new AppError("discord_already_linked");
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
        // Linked to another account by a request that ran meanwhile.
        if (isUniqueViolation(error)) throw new AppError("discord_already_linked");
        throw error;
      });
    await refreshAlertHolds(tx, { accountId: account.id });
  });
  await saveDiscordGrant(db, keyring, { accountId: account.id, discordUserId: user.id, tokens });
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
