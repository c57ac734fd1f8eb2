import { eq } from "drizzle-orm";
import type { Auth, UserRecord } from "firebase-admin/auth";
import type { Db } from "../../db/open-database.js";
import { accounts } from "../../db/schema.js";
import type { DiscordUser } from "../../discord/discord-oauth.js";
import { AppError } from "../../errors.js";

const isCode = (error: unknown, code: string) => (error as { code?: string }).code === code;

function avatarUrl(user: DiscordUser): string | undefined {
  return user.avatar
    ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png?size=512`
    : undefined;
}

/** The Discord user's email when Discord has verified it, lower-cased; otherwise undefined. */
const verifiedEmailOf = (user: DiscordUser) =>
  user.verified && user.email ? user.email.toLowerCase() : undefined;

/**
 * Finds the Firebase user to sign a Discord user in as, creating one when there is none. A Discord-verified
 * email counts as verified here too, so such a user never has to verify it again.
 */
async function firebaseUidFor(auth: Auth, user: DiscordUser, email: string): Promise<string> {
  const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
    if (isCode(error, "auth/user-not-found")) return undefined;
    throw error;
  });
  if (existing?.emailVerified) return existing.uid;
  if (existing) return claimUnverifiedAccount(auth, existing, user, email);
  return createFirebaseUser(auth, user, email);
}

/**
 * A linked account without a verified email (created before this rule, or its email changed) takes the
 * Discord-verified email when nobody else holds it, so the user is not kept on the verify-email page.
 */
async function adoptVerifiedEmail(auth: Auth, uid: string, email: string | undefined): Promise<void> {
  if (!email) return;
  const record = await auth.getUser(uid);
  if (record.emailVerified || (record.email && record.email.toLowerCase() !== email)) return;
  await auth.updateUser(uid, { email, emailVerified: true }).catch((error: unknown) => {
    if (!isCode(error, "auth/email-already-exists")) throw error;
  });
}

/**
 * Gives an account whose address was never proven to the Discord user, who has proven it (Discord verified it):
 * the password goes, since whoever chose it may not own the address (it could be registered first to take the
 * account over later), its sessions end, and the email is marked verified. Firebase does the same when a trusted
 * provider signs in over an unverified password account. The owner can set a password again by resetting it.
 */
async function claimUnverifiedAccount(
  auth: Auth,
  existing: UserRecord,
  user: DiscordUser,
  email: string,
): Promise<string> {
  if (existing.providerData.some((provider) => provider.providerId === "password")) {
    await auth.updateUser(existing.uid, { providersToUnlink: ["password"] });
  }
  const photoURL = existing.photoURL ?? avatarUrl(user);
  // Set after the unlink, which may take the email with the password.
  await auth.updateUser(existing.uid, {
    email,
    emailVerified: true,
    displayName: existing.displayName ?? user.global_name ?? user.username,
    ...(photoURL && { photoURL }),
  });
  await auth.revokeRefreshTokens(existing.uid);
  return existing.uid;
}

async function createFirebaseUser(auth: Auth, user: DiscordUser, email: string): Promise<string> {
  const uid = `discord-${user.id}`;
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
    if (!isCode(error, "auth/uid-already-exists")) throw error;
  }
  return uid;
}

/**
 * Returns the Firebase uid of the account linked to this Discord user, linking or creating one on the
 * first sign-in. The same Discord user always gets the same account. A first sign-in needs an email that
 * Discord has verified (400 `discord_email_unverified` otherwise): every account has a verified address.
 */
export async function linkDiscordAccount(db: Db, auth: Auth, user: DiscordUser): Promise<string> {
  const email = verifiedEmailOf(user);
  const [linked] = await db.select().from(accounts).where(eq(accounts.discordUserId, user.id));
  if (linked) {
    await adoptVerifiedEmail(auth, linked.firebaseUid, email);
    return linked.firebaseUid;
  }
  if (!email) throw new AppError("discord_email_unverified");

  const uid = await firebaseUidFor(auth, user, email);
  const record = await auth.getUser(uid);
  await db
    .insert(accounts)
    .values({
      firebaseUid: uid,
      email: record.email ?? null,
      displayName: record.displayName ?? null,
      discordUserId: user.id,
      discordUsername: user.username,
    })
    .onConflictDoUpdate({
      target: accounts.firebaseUid,
      set: { discordUserId: user.id, discordUsername: user.username, updatedAt: new Date() },
    })
    .catch(async (error: unknown) => {
      // Two sign-ins of the same Discord user at once: the other request linked it first.
      const [winner] = await db.select().from(accounts).where(eq(accounts.discordUserId, user.id));
      if (!winner) throw error;
    });
  const [row] = await db.select().from(accounts).where(eq(accounts.discordUserId, user.id));
  return row?.firebaseUid ?? uid;
}
