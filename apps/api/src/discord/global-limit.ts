import type { Redis } from "ioredis";

/** Discord's global limit: requests a second per token, whatever the route, across every process using it. */
export const DISCORD_REQUESTS_PER_SECOND = 50;

/** Where the counts live in Redis: one key per token (its hash) and second, gone two seconds later. */
const KEY_PREFIX = "chartbot-api-discord-global:";

/**
 * Counts a request in the token's current second, by Redis's clock (the same for every API process), and
 * answers 0 when it is within the limit, else how many ms are left of that second. A count a second old
 * expires on its own.
 */
const TAKE_SCRIPT = `
local now = redis.call('TIME')
local key = KEYS[1] .. ':' .. now[1]
local count = redis.call('INCR', key)
if count == 1 then redis.call('PEXPIRE', key, 2000) end
if count <= tonumber(ARGV[1]) then return 0 end
return 1000 - math.floor(tonumber(now[2]) / 1000)`;

/**
 * Discord's global limit for a token, shared by every API process: a count per token and second in Redis.
 * Without Redis each process keeps only its own count (`@discordjs/rest`'s), so N processes may together send
 * up to N times the limit on one token (docs/deployment.md says so).
 */
export interface GlobalLimit {
  /**
   * Counts one request for `token` (a hash of it, never the token): resolves 0 when it may go now, else the ms
   * until the next second, when it may be asked again. While Redis does not answer, requests go uncounted
   * (0), as the API's rate limits do: Redis is optional to availability.
   */
  take(token: string): Promise<number>;
}

/** The global limit counted in `redis`. */
export function redisGlobalLimit(redis: Redis, perSecond = DISCORD_REQUESTS_PER_SECOND): GlobalLimit {
  return {
    async take(token) {
      try {
        const wait = await redis.eval(TAKE_SCRIPT, 1, `${KEY_PREFIX}${token}`, perSecond);
        return typeof wait === "number" && wait > 0 ? wait : 0;
      } catch {
        return 0;
      }
    },
  };
}
