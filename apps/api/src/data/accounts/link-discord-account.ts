import { eq } from "drizzle-orm";
import type { Auth } from "firebase-admin/auth";
import type { Db } from "../../db/open-database.js";
import { accounts } from "../../db/schema.js";
import type { DiscordUser } from "../../discord/discord-client.js";

const isCode = (error: unknown, code: string) => (error as { code?: string }).code === code;

function avatarUrl(user: DiscordUser): string | undefined {
  return user.avatar
    ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png?size=512`
    : undefined;
}

/** Finds the Firebase user to sign a Discord user in as, creating one when there is none. */
async function firebaseUidFor(auth: Auth, user: DiscordUser): Promise<string> {
  const email = user.verified && user.email ? user.email.toLowerCase() : undefined;
  if (email) {
    // Link to an existing account only when its owner has proven the address; otherwise someone who
    // registered the address first could take over the Discord user's account.
    const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
      if (isCode(error, "auth/user-not-found")) return undefined;
      throw error;
    });
    if (existing?.emailVerified) return existing.uid;
    if (existing) return createFirebaseUser(auth, user, undefined);
  }
  return createFirebaseUser(auth, user, email);
}

async function createFirebaseUser(auth: Auth, user: DiscordUser, email: string | undefined): Promise<string> {
  const uid = `discord-${user.id}`;
  const photoURL = avatarUrl(user);
  try {
    await auth.createUser({
      uid,
      displayName: user.global_name ?? user.username,
      ...(email && { email, emailVerified: true }),
      ...(photoURL && { photoURL }),
    });
  } catch (error) {
    if (!isCode(error, "auth/uid-already-exists")) throw error;
  }
  return uid;
}

/**
 * Returns the Firebase uid of the account linked to this Discord user, linking or creating one on the
 * first sign-in. The same Discord user always gets the same account.
 */
export async function linkDiscordAccount(db: Db, auth: Auth, user: DiscordUser): Promise<string> {
  const [linked] = await db.select().from(accounts).where(eq(accounts.discordUserId, user.id));
  if (linked) return linked.firebaseUid;

  const uid = await firebaseUidFor(auth, user);
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
