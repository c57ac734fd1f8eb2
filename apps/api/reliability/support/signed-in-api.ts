import { sql } from "drizzle-orm";
import { createBotToken } from "../../src/data/bot-tokens/bot-tokens.js";
import type { Database } from "../../src/db/open-database.js";
import { botTokens } from "../../src/db/schema.js";
import { createIdentity } from "../../src/identity/identity.js";
import { accountIdOf } from "../../test/support/communities.js";
import { createTestUser, type TestUser } from "../../test/support/firebase-users.js";
import { startApiProcess } from "./api-process.js";
import { createDatabase, openForChecks } from "./postgres.js";
import { type JsonAnswer, sendJson } from "./send-json.js";
import { DASHBOARD_ORIGIN, sessionCookie } from "./session-cookie.js";

/** An API process on a fresh database, a verified user signed in as the dashboard is, and a bot token. */
export interface SignedInApi {
  /** The database, opened by the test for its own checks and set-up. */
  checks: Database;
  user: TestUser;
  accountId: string;
  /** Sends `body` as JSON text to the API with the given headers. */
  send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<JsonAnswer>;
  /** The dashboard's credentials: the session cookie and its `Origin`. */
  dashboard(): Record<string, string>;
  /** The bot's credential: its token. */
  bot(): Record<string, string>;
  /** Stops the API, drops the database. */
  stop(): Promise<void>;
}

/**
 * Starts an API process (rate limits out of the way) on a fresh database, signs a new verified user in as the
 * dashboard does and lets it create its account row, and makes a bot token whose last use is recorded as
 * "tomorrow" (it is written at most once a minute), so no refused request writes a row.
 */
export async function startSignedInApi(
  label: string,
  options: { displayName?: string } = {},
): Promise<SignedInApi> {
  const database = await createDatabase();
  const api = await startApiProcess({
    DATABASE_URL: database.url,
    RATE_LIMIT_MAX: "100000",
    ACCOUNT_RATE_LIMIT_MAX: "100000",
  });
  const checks = await openForChecks(database.url);
  const identity = createIdentity({ projectId: "demo-chartbot", emulatorHost: "127.0.0.1:9099" });
  const user = await createTestUser(identity.auth, options);
  const cookie = await sessionCookie(api.url, user.idToken);
  const send: SignedInApi["send"] = (method, path, headers, body) =>
    sendJson(api.url, method, path, headers, body);
  const dashboard = () => ({ cookie, origin: DASHBOARD_ORIGIN });
  const account = await send("GET", "/api/account", dashboard());
  if (account.status !== 200) throw new Error(`GET /api/account: ${account.status} ${account.text}`);
  const botToken = (await createBotToken(checks.db, label)).token;
  await checks.db.update(botTokens).set({ lastUsedAt: sql`now() + interval '1 day'` });
  return {
    checks,
    user,
    accountId: await accountIdOf(checks.db, user),
    send,
    dashboard,
    bot: () => ({ authorization: `Bearer ${botToken}` }),
    stop: async () => {
      await api.stop();
      await checks.close();
      await database.drop();
      await identity.close();
    },
  };
}
