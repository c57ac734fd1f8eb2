import { and, eq, ne } from "drizzle-orm";
import { type Keyring, sealSecret } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { discordGrants } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { type DiscordGrantRow, type DiscordGrantTokens, grantSealContext } from "./discord-grant.js";

/**
 * Stores the grant Discord just gave for `discordUserId` (a sign-in or a link), sealed, replacing the
 * account's previous one: a reconnected grant is no longer revoked, and its cached server list goes.
 */
export async function saveDiscordGrant(
  db: Db,
  keyring: Keyring,
  grant: { accountId: string; discordUserId: string; tokens: DiscordGrantTokens },
  now = new Date(),
): Promise<void> {
  const { accountId, discordUserId, tokens } = grant;
  const values = {
    discordUserId,
    accessTokenCiphertext: sealSecret(keyring, tokens.access_token, grantSealContext(accountId, "access")),
    refreshTokenCiphertext: sealSecret(keyring, tokens.refresh_token, grantSealContext(accountId, "refresh")),
    scopes: tokens.scope,
    expiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
    revokedAt: null,
    servers: null,
    serversFetchedAt: null,
    updatedAt: now,
  };
  const save = () =>
    db.transaction(async (tx) => {
      // A grant of this Discord user left on another account (its link is gone) would block the unique index.
      await tx
        .delete(discordGrants)
        .where(and(eq(discordGrants.discordUserId, discordUserId), ne(discordGrants.accountId, accountId)));
      await tx
        .insert(discordGrants)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: discordGrants.accountId, set: values });
    });
  await save().catch((error: unknown) => {
    // Concurrent sign-ins of one Discord user: another one inserted this account's grant while this insert ran.
    // PostgreSQL settles ON CONFLICT only on the account's index; the Discord user's unique index refused the
    // second row instead (a 500 before). The grant is there now, so the same write runs again as an update.
    if (isUniqueViolation(error)) return save();
    throw error;
  });
}

/** The account's grant, or undefined. */
export async function findDiscordGrant(db: Db, accountId: string): Promise<DiscordGrantRow | undefined> {
  const [grant] = await db.select().from(discordGrants).where(eq(discordGrants.accountId, accountId));
  return grant;
}

/** The account's grant, locked until the transaction `tx` ends: one refresh of its tokens at a time. */
export async function lockDiscordGrant(tx: Db, accountId: string): Promise<DiscordGrantRow | undefined> {
  const [grant] = await tx
    .select()
    .from(discordGrants)
    .where(eq(discordGrants.accountId, accountId))
    .for("update");
  return grant;
}

/** Stores the tokens a refresh gave (Discord rotates the refresh token too), sealed. */
export async function saveRefreshedTokens(
  db: Db,
  keyring: Keyring,
  accountId: string,
  tokens: DiscordGrantTokens,
  now = new Date(),
): Promise<void> {
  await db
    .update(discordGrants)
    .set({
      accessTokenCiphertext: sealSecret(keyring, tokens.access_token, grantSealContext(accountId, "access")),
      refreshTokenCiphertext: sealSecret(
        keyring,
        tokens.refresh_token,
        grantSealContext(accountId, "refresh"),
      ),
      scopes: tokens.scope,
      expiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
      updatedAt: now,
    })
    .where(eq(discordGrants.accountId, accountId));
}

/** Marks the account's grant refused by Discord: the user must reconnect Discord. */
export async function markGrantRevoked(db: Db, accountId: string, now = new Date()): Promise<void> {
  await db
    .update(discordGrants)
    .set({ revokedAt: now, updatedAt: now })
    .where(eq(discordGrants.accountId, accountId));
}
