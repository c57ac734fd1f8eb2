import { ConfigError, loadConfig } from "../config.js";
import { purgeDisconnectedCommunities } from "../data/communities/purge-disconnected-communities.js";
import { openDatabase } from "../db/open-database.js";

/**
 * `pnpm --filter @chartbot/api purge:communities` (`node dist/purge-communities.js` in a deployment): deletes
 * the communities disconnected more than 30 days ago, as the API does hourly, then exits.
 */
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig().database);
  try {
    const purged = await purgeDisconnectedCommunities(database.db, new Date());
    console.log(`Deleted ${purged.length} disconnected communities (database: ${database.kind}).`);
    for (const community of purged) console.log(`  ${community.id} (server ${community.guildId})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
