import { type Auth, AuthErrorCode, type UserRecord } from "firebase-admin/auth";
import type { DiscordUser } from "../discord/discord-oauth.js";
import { isAuthError, undefinedWhenUserNotFound } from "./firebase-errors.js";

/** The Firebase side of signing in with Discord: the Firebase user of a Discord sign-in, and its email. */

function avatarUrl(user: DiscordUser): string | undefined {
  return user.avatar
    ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png?size=512`
    : undefined;
}

/** The Discord user's email when Discord has verified it, lower-cased; otherwise undefined. */
export const verifiedEmailOf = (user: DiscordUser) =>
  user.verified && user.email ? user.email.toLowerCase() : undefined;

/** The Firebase uid of the account a Discord user's first sign-in creates; it stays that account's for good. */
export const discordUid = (user: DiscordUser) => `discord-${user.id}`;

/**
 * A linked account without a verified email (created before this rule, or its email changed) takes the
 * Discord-verified email when nobody else holds it, so the user is not kept on the verify-email page.
 */
export async function adoptVerifiedEmail(auth: Auth, uid: string, email: string | undefined): Promise<void> {
  if (!email) return;
  const record = await auth.getUser(uid);
  if (record.emailVerified || (record.email && record.email.toLowerCase() !== email)) return;
  await auth.updateUser(uid, { email, emailVerified: true }).catch((error: unknown) => {
    if (!isAuthError(error, AuthErrorCode.EMAIL_ALREADY_EXISTS)) throw error;
  });
}

export type DiscordFirebaseUserResult =
  | { outcome: "ready"; user: UserRecord }
  /** Another Firebase user holds the email. */
  | { outcome: "email_in_use" };

/**
 * The Firebase user of a first Discord sign-in: a new one, with the Discord-verified email (so it never has
 * to be verified again), or the one an earlier attempt created. An existing Firebase user holding that email
 * (a password account, or any other) is never signed into (`email_in_use`): whoever controls the Discord
 * account has not proven they own that account. Its owner signs in with their password and links Discord
 * from Account Settings.
 */
export async function createDiscordFirebaseUser(
  auth: Auth,
  user: DiscordUser,
  email: string,
): Promise<DiscordFirebaseUserResult> {
  const existing = await auth.getUserByEmail(email).catch(undefinedWhenUserNotFound);
  const uid = discordUid(user);
  if (existing && existing.uid !== uid) return { outcome: "email_in_use" };
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
    if (isAuthError(error, AuthErrorCode.EMAIL_ALREADY_EXISTS)) return { outcome: "email_in_use" };
    if (!isAuthError(error, AuthErrorCode.UID_ALREADY_EXISTS)) throw error;
  }
  return { outcome: "ready", user: await auth.getUser(uid) };
}
