import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Keyring, openSecret, sealSecret } from "../../crypto/secret-box.js";
import type { Db } from "../../db/open-database.js";
import { discordGrants } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { discordOAuth } from "../../discord/discord.js";
import { DiscordGrantRefusedError, type DiscordTokens } from "../../discord/discord-oauth.js";
import { DiscordUnauthorizedError } from "../../discord/discord-rest.js";
import { AppError } from "../../errors.js";
import { type DiscordGrantRow, grantSealContext } from "./discord-grant.js";

/** An access token this close to its expiry is refreshed before use. */
export const REFRESH_MARGIN_MS = 60_000;

/**
 * Stores the grant Discord just gave for `discordUserId` (a sign-in or a link), sealed, replacing the
 * account's previous one: a reconnected grant is no longer revoked, and its cached server list goes.
 */
export async function saveDiscordGrant(
  db: Db,
  keyring: Keyring,
  grant: { accountId: string; discordUserId: string; tokens: DiscordTokens },
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

/** Marks the account's grant refused by Discord: the user must reconnect Discord. */
async function markRevoked(db: Db, accountId: string, now = new Date()): Promise<void> {
  await db
    .update(discordGrants)
    .set({ revokedAt: now, updatedAt: now })
    .where(eq(discordGrants.accountId, accountId));
}

const reconnectRequired = (cause?: unknown) =>
  new AppError("discord_reconnect_required", undefined, { cause });

/** The grant's usable state, or the error that says why there is none. */
function usable(grant: DiscordGrantRow | undefined): DiscordGrantRow {
  if (!grant) throw new AppError("discord_not_linked");
  if (grant.revokedAt) throw reconnectRequired();
  return grant;
}

/**
 * A fresh access token for the account, refreshed with its refresh token unless another request has done
 * so since `staleAccessToken` was read. The row is locked meanwhile, so two requests never spend the same
 * refresh token (Discord rotates it: the second would be refused and the grant wrongly look revoked).
 * A refused refresh marks the grant revoked (`discord_reconnect_required`).
 */
async function refreshedToken(
  app: Pick<FastifyInstance, "database" | "config" | "discord">,
  accountId: string,
  staleAccessToken: string,
): Promise<string> {
  const oauth = discordOAuth(app);
  const keyring = app.config.encryption;
  const outcome = await app.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(discordGrants)
      .where(eq(discordGrants.accountId, accountId))
      .for("update");
    const grant = usable(row);
    const current = openSecret(keyring, grant.accessTokenCiphertext, grantSealContext(accountId, "access"));
    if (current !== staleAccessToken && grant.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS) {
      return { token: current };
    }
    const refreshToken = openSecret(
      keyring,
      grant.refreshTokenCiphertext,
      grantSealContext(accountId, "refresh"),
    );
    let tokens: DiscordTokens;
    try {
      tokens = await oauth.refresh(refreshToken);
    } catch (error) {
      if (error instanceof DiscordGrantRefusedError) return { refused: error };
      throw error;
    }
    const now = new Date();
    await tx
      .update(discordGrants)
      .set({
        accessTokenCiphertext: sealSecret(
          keyring,
          tokens.access_token,
          grantSealContext(accountId, "access"),
        ),
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
    return { token: tokens.access_token };
  });
  if ("refused" in outcome) {
    await markRevoked(app.database.db, accountId);
    throw reconnectRequired(outcome.refused);
  }
  return outcome.token;
}

/**
 * Runs `fn` with a valid Discord access token of the account's grant: refreshed first when it expires
 * within `REFRESH_MARGIN_MS` (the rotated tokens are saved), and refreshed and tried once more when
 * Discord answers 401 anyway. No grant is `discord_not_linked`; a grant Discord refuses (revoked, or the
 * refresh token refused) is marked revoked and is `discord_reconnect_required` until the user links again.
 * Discord's other errors (429, outages) pass through unchanged.
 */
export async function withUserToken<T>(
  app: Pick<FastifyInstance, "database" | "config" | "discord">,
  accountId: string,
  fn: (accessToken: string) => Promise<T>,
): Promise<T> {
  const keyring = app.config.encryption;
  const grant = usable(await findDiscordGrant(app.database.db, accountId));
  let token = openSecret(keyring, grant.accessTokenCiphertext, grantSealContext(accountId, "access"));
  if (grant.expiresAt.getTime() - Date.now() <= REFRESH_MARGIN_MS) {
    token = await refreshedToken(app, accountId, token);
  }
  try {
    return await fn(token);
  } catch (error) {
    if (!(error instanceof DiscordUnauthorizedError)) throw error;
  }
  token = await refreshedToken(app, accountId, token);
  try {
    return await fn(token);
  } catch (error) {
    if (!(error instanceof DiscordUnauthorizedError)) throw error;
    await markRevoked(app.database.db, accountId);
    throw reconnectRequired(error);
  }
}
