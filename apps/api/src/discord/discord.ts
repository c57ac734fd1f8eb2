import type { Redis } from "ioredis";
import type { Config } from "../config.js";
import { DiscordBot } from "./discord-bot.js";
import { DiscordOAuth } from "./discord-oauth.js";
import { DiscordRest } from "./discord-rest.js";
import { type GlobalLimit, redisGlobalLimit } from "./global-limit.js";

/** The API's Discord: OAuth2 for users when a client id and secret are set, the bot when its token is. */
export interface Discord {
  readonly oauth: DiscordOAuth | undefined;
  readonly bot: DiscordBot | undefined;
}

/**
 * Builds the Discord clients the configuration allows (`app.discord`). With `redis`, Discord's global limit per
 * token is counted there, shared by every API process; without it, each process counts its own.
 */
export function createDiscord(config: Config["discord"], redis?: Redis): Discord {
  const globalLimit: GlobalLimit | undefined = redis && redisGlobalLimit(redis);
  const rest = new DiscordRest(config.apiBaseUrl, globalLimit);
  return {
    oauth:
      config.clientId && config.clientSecret
        ? new DiscordOAuth(rest, { clientId: config.clientId, clientSecret: config.clientSecret })
        : undefined,
    bot: config.botToken ? new DiscordBot(rest, config.botToken) : undefined,
  };
}
