import { createBotToken } from "../../src/data/bot-tokens/bot-tokens.js";
import type { Db } from "../../src/db/open-database.js";

/** The headers of a bot API request with `token`. */
export const botBearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new usable bot token's value. */
export async function issueBotToken(db: Db, label = "test bot"): Promise<string> {
  return (await createBotToken(db, label)).token;
}
