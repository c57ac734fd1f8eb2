import type { Account } from "../../src/data/accounts/ensure-account.js";
import { ensureAccount } from "../../src/data/accounts/ensure-account.js";
import { createTestUser, type TestUser } from "./firebase-users.js";
import type { TestApp } from "./test-app.js";

/** A verified test user with their account row, as `requireAccount` creates it on the first request. */
export async function createTestAccount(
  t: Pick<TestApp, "app" | "database">,
  options: { displayName?: string } = {},
): Promise<TestUser & { accountId: string; account: Account }> {
  const user = await createTestUser(t.app.identity.auth, options);
  const account = await ensureAccount(t.database.db, {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    displayName: options.displayName,
    photoURL: undefined,
  });
  return { ...user, accountId: account.id, account };
}
