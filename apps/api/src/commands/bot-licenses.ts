import { parseArgs } from "node:util";
import { LICENSED_BOT_STATUSES, type LicensedBotStatus } from "@chartbot/contracts/bot-license";
import { listLicensedBots } from "../data/licensed-bots/list-licensed-bots.js";
import { setLicensedBotStatus } from "../data/licensed-bots/set-licensed-bot-status.js";
import type { Db } from "../db/open-database.js";
import { runDatabaseCommandIfMain, UsageError } from "./database-command.js";

const USAGE = `Licensed bots (Bot License add-on), for staff setting them up:
  bot-licenses list [--status ${LICENSED_BOT_STATUSES.join("|")}]  oldest submission first (never the token)
  bot-licenses set-status COMMUNITY_ID in_review|live          moves a bot forward; admins' edits restart at submitted`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function statusOf(value: string | undefined, what: string): LicensedBotStatus {
  const status = LICENSED_BOT_STATUSES.find((candidate) => candidate === value);
  if (!status) throw new UsageError(`${what} must be one of ${LICENSED_BOT_STATUSES.join(", ")}`);
  return status;
}

/** Runs one command against `db`; what it prints goes to `print`. Exported for the tests. */
export async function runBotLicenses(db: Db, argv: string[], print: (line: string) => void): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: { status: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  switch (command) {
    case "list": {
      const status = values.status === undefined ? undefined : statusOf(values.status, "--status");
      const bots = await listLicensedBots(db, status);
      if (bots.length === 0) print("No licensed bots.");
      for (const bot of bots) {
        print(
          `${bot.communityId}  ${bot.status}  ${bot.name} (application ${bot.applicationId})  community "${bot.communityName}" (server ${bot.guildId})  submitted ${bot.submittedAt.toISOString()}`,
        );
      }
      return;
    }
    case "set-status": {
      const [communityId, target, ...extra] = positionals;
      if (!communityId || !UUID.test(communityId)) {
        throw new UsageError("Give the community id (a UUID, as `list` shows it) first.");
      }
      if (extra.length > 0) throw new UsageError(`Unexpected ${extra.join(" ")}.`);
      const status = statusOf(target, "The status");
      const result = await setLicensedBotStatus(db, communityId.toLowerCase(), status);
      if (result.outcome === "not_found")
        throw new UsageError(`Community ${communityId} has no licensed bot.`);
      if (result.outcome === "not_forward") {
        throw new UsageError(
          `The bot is ${result.current} already: steps only move forward (${LICENSED_BOT_STATUSES.join(" -> ")}).`,
        );
      }
      print(`The licensed bot of community ${communityId} is ${result.bot.status} now.`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}.` : "Say which command.");
  }
}

/**
 * `pnpm --filter @chartbot/api bot-licenses <command>` (`node dist/bot-licenses.js <command>` in a
 * deployment): staff's side of Bot License onboarding, in the configured database.
 */
runDatabaseCommandIfMain(import.meta.url, USAGE, runBotLicenses);
