import type { Auth } from "firebase-admin/auth";
import type { Keyring } from "../../crypto/secret-box.js";
import type { Account } from "../../data/accounts/ensure-account.js";
import {
  findAccountByDiscordUser,
  findDiscordUserOfAccount,
  openDiscordAccount,
  recordDiscordSignIn,
} from "../../data/accounts/link-discord-account.js";
import type { Db } from "../../db/open-database.js";
import type { DiscordTokens, DiscordUser } from "../../discord/discord-oauth.js";
import { AppError } from "../../errors.js";
import {
  adoptVerifiedEmail,
  createDiscordFirebaseUser,
  discordUid,
  verifiedEmailOf,
} from "../../identity/discord-firebase-user.js";

/**
 * Signs a Discord user in: returns the account linked to them, creating a new account (and its Firebase user)
 * on the first sign-in, and stores the grant Discord gave. Only the account linked to the Discord user right
 * now is ever opened (see `createDiscordFirebaseUser`: an email another Firebase user holds is 409
 * `discord_email_in_use`). The account a Discord user first created keeps its uid `discord-<id>` after its
 * owner unlinked that Discord user or linked another one: signing in as the old Discord user then is 409
 * `discord_unlinked`, and the account's current link stays as it is. A first sign-in needs an email that
 * Discord has verified (400 `discord_email_unverified` otherwise): every account has a verified address.
 */
export async function signInWithDiscord(
  db: Db,
  auth: Auth,
  keyring: Keyring,
  { user, tokens }: { user: DiscordUser; tokens: DiscordTokens },
): Promise<Account> {
  const email = verifiedEmailOf(user);
  const linked = await findAccountByDiscordUser(db, user.id);
  if (linked) {
    await adoptVerifiedEmail(auth, linked.firebaseUid, email);
    return recordDiscordSignIn(db, keyring, linked, { user, tokens });
  }
  const firstAccount = await findDiscordUserOfAccount(db, discordUid(user));
  if (firstAccount && firstAccount.discordUserId !== user.id) throw new AppError("discord_unlinked");
  if (!email) throw new AppError("discord_email_unverified");

  const created = await createDiscordFirebaseUser(auth, user, email);
  if (created.outcome === "email_in_use") throw new AppError("discord_email_in_use");
  const holder = {
    firebaseUid: created.user.uid,
    email: created.user.email ?? null,
    displayName: created.user.displayName ?? null,
  };
  const opened = await openDiscordAccount(db, keyring, holder, { user, tokens });
  if (opened.outcome === "unlinked") throw new AppError("discord_unlinked");
  return opened.account;
}
