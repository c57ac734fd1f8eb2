import { parseArgs } from "node:util";
import { BOT_TOKEN_ROTATION_OVERLAP_HOURS } from "@chartbot/contracts/bot";
import {
  type BotTokenInfo,
  createBotToken,
  isBotTokenUsable,
  listBotTokens,
  revokeBotToken,
  rotateBotToken,
} from "../data/bot-tokens/bot-tokens.js";
import type { Db } from "../db/open-database.js";
import { runDatabaseCommandIfMain, UsageError } from "./database-command.js";

const USAGE = `Bot service tokens (the bot API's credentials):
  bot-tokens create --label LABEL              prints the new token once: store it in the bot's deployment
  bot-tokens list                              every token: id, label, state, last used
  bot-tokens rotate --id ID [--overlap-hours H] a new token; the old one keeps working H hours (default ${BOT_TOKEN_ROTATION_OVERLAP_HOURS})
  bot-tokens revoke --id ID                    refuses the token from now on`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function stateOf(token: BotTokenInfo, now: Date): string {
  if (token.revokedAt) return `revoked ${token.revokedAt.toISOString()}`;
  if (!isBotTokenUsable(token, now)) return `expired ${token.expiresAt?.toISOString()}`;
  if (token.expiresAt) return `expires ${token.expiresAt.toISOString()}`;
  return "active";
}

function idOf(value: string | undefined): string {
  if (!value || !UUID.test(value))
    throw new UsageError("--id must be a token id (a UUID, as `list` shows it)");
  return value.toLowerCase();
}

/** Runs one command against `db`; what it prints goes to `print`. Exported for the tests. */
export async function runBotTokens(db: Db, argv: string[], print: (line: string) => void): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      label: { type: "string" },
      id: { type: "string" },
      "overlap-hours": { type: "string" },
    },
    strict: true,
  });
  const now = new Date();
  switch (command) {
    case "create": {
      const label = values.label?.trim();
      if (!label || label.length > 100) throw new UsageError("--label is required (1 to 100 characters)");
      const { token, info } = await createBotToken(db, label);
      print(`Created bot token ${info.id} (${info.label}). It is shown this once:`);
      print(token);
      return;
    }
    case "list": {
      const tokens = await listBotTokens(db);
      if (tokens.length === 0) print("No bot tokens.");
      for (const token of tokens) {
        const used = token.lastUsedAt ? `last used ${token.lastUsedAt.toISOString()}` : "never used";
        print(`${token.id}  ${token.label}  ${stateOf(token, now)}  ${used}`);
      }
      return;
    }
    case "rotate": {
      const id = idOf(values.id);
      const hoursText = values["overlap-hours"] ?? String(BOT_TOKEN_ROTATION_OVERLAP_HOURS);
      const hours = Number(hoursText);
      if (!/^\d+(\.\d+)?$/.test(hoursText) || hours > 24 * 30) {
        throw new UsageError("--overlap-hours must be a number of hours from 0 to 720");
      }
      const rotated = await rotateBotToken(db, id, hours, now);
      if (!rotated) throw new UsageError(`No usable bot token ${id} (unknown, revoked or expired).`);
      print(
        `Created bot token ${rotated.issued.info.id} (${rotated.issued.info.label}). It is shown this once:`,
      );
      print(rotated.issued.token);
      print(`The old token ${id} keeps working until ${rotated.oldExpiresAt.toISOString()}.`);
      return;
    }
    case "revoke": {
      const id = idOf(values.id);
      if (!(await revokeBotToken(db, id, now))) throw new UsageError(`No bot token ${id}.`);
      print(`Revoked bot token ${id}: it is refused from now on.`);
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}.` : "Say which command.");
  }
}

/**
 * `pnpm --filter @chartbot/api bot-tokens <command>` (`node dist/bot-tokens.js <command>` in a deployment):
 * manages the bot's service tokens in the configured database.
 */
runDatabaseCommandIfMain(import.meta.url, USAGE, runBotTokens);
