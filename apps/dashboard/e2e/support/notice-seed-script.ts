// Run by the API's tsx in apps/api (as the demo seed is) against the database the end-to-end API will open,
// before it opens it: makes the account rows of the users named in argv[2] (JSON `[{ uid, email }]`), raises
// their notices with the API's own `raiseNotice`, and signs an unsubscribe token for each with the API's own
// `unsubscribeToken` under the key the API runs with. Prints `[{ accountId, unsubscribeToken }]` as its last line.
// The API's modules are loaded from the working directory at run time: this file is the dashboard's test
// support and imports nothing of the API's by path.
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const apiModule = (path: string) => import(pathToFileURL(join(process.cwd(), path)).href);

const { loadConfig } = await apiModule("src/config.ts");
const { openDatabase } = await apiModule("src/db/open-database.ts");
const { communities } = await apiModule("src/db/schema.ts");
const { ensureAccount } = await apiModule("src/data/accounts/ensure-account.ts");
const { raiseNotice } = await apiModule("src/data/notices/notices.ts");
const { unsubscribeToken } = await apiModule("src/crypto/unsubscribe-token.ts");

const users = JSON.parse(process.argv[2] ?? "[]") as { uid: string; email: string }[];
const config = loadConfig();
const database = await openDatabase(config.database);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

try {
  const { db } = database;
  // A seeded community, so a notice names one (the notice is this user's; the community is the demo account's).
  const rows = (await db.select().from(communities)) as { id: string; name: string }[];
  const community = rows.find((row) => row.name === "Satoshi's Trading Floor");
  if (!community) throw new Error("The demo seed's community is missing: run the demo seed first");
  const seeded = [];
  for (const user of users) {
    const account = await ensureAccount(db, { uid: user.uid, email: user.email, displayName: undefined });
    const raise = (cause: Record<string, unknown>) => raiseNotice(db, [account.id], cause);
    await raise({
      kind: "payment_failed",
      cause: `payment_failed:e2e-${account.id}`,
      communityId: null,
      title: "A payment failed",
      message: "The card was declined. Price Alerts stays on until the grace period ends.",
      fixPath: "/subscriptions",
      fixLabel: "Update your card",
      occurredAt: minutesAgo(26 * 60),
    });
    await raise({
      kind: "post_paused",
      cause: `post_paused:e2e-${account.id}`,
      communityId: community.id,
      title: "A scheduled post paused",
      message: "“Morning BTC” failed 3 times in a row and was paused.",
      fixPath: `/communities/${community.id}/scheduled-posts`,
      fixLabel: "Resume the post",
      occurredAt: minutesAgo(90),
    });
    const alertNoticeAt = minutesAgo(5);
    await raise({
      kind: "alert_undelivered",
      cause: `alert_undelivered:e2e-${account.id}`,
      communityId: null,
      title: "An alert could not be delivered",
      message: "Discord refused the direct message of “BTC above 150,000”.",
      fixPath: "/account/alerts",
      fixLabel: "Check your alerts",
      occurredAt: alertNoticeAt,
    });
    seeded.push({
      accountId: account.id,
      alertNoticeAt: alertNoticeAt.toISOString(),
      unsubscribeToken: unsubscribeToken(config.encryption, {
        accountId: account.id,
        kind: "payment_failed",
      }),
    });
  }
  console.log(JSON.stringify(seeded));
} finally {
  await database.close();
}
