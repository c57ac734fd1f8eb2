import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { DiscordRest } from "../../src/discord/discord-rest.js";
import { redisGlobalLimit } from "../../src/discord/global-limit.js";
import { AppError } from "../../src/errors.js";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/** A small limit, so that a burst of 30 calls meets it within a test's second. */
const PER_SECOND = 5;
const CALLS = 30;

const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
const reachable = await redis.connect().then(
  () => true,
  () => false,
);

/** A stand-in for Discord's API that answers every call and counts them. */
let discord: Server;
let discordUrl: string;
let received = 0;

beforeAll(async () => {
  discord = createServer((_request, response) => {
    received += 1;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ id: "1" }));
  });
  discord.listen(0, "127.0.0.1");
  await once(discord, "listening");
  discordUrl = `http://127.0.0.1:${(discord.address() as AddressInfo).port}`;
});
afterAll(async () => {
  discord?.close();
  redis.disconnect();
});

/** Redis's clock, in whole seconds: the limit counts calls per second of it. */
async function redisSecond(): Promise<number> {
  const [seconds] = await redis.time();
  return Number(seconds);
}

/** `CALLS` calls at once with one bot token, alternating between `replicas`; what each call ended with. */
async function burst(replicas: DiscordRest[]): Promise<{ answered: number; limited: number }> {
  const bot = `bot-token-${randomUUID()}`;
  received = 0;
  const outcomes = await Promise.all(
    Array.from({ length: CALLS }, (_, i) =>
      (replicas[i % replicas.length] as DiscordRest)
        .request({ method: "GET", route: "/users/@me", auth: { bot } }, z.object({ id: z.string() }))
        .then(
          () => "answered" as const,
          (error: unknown) => {
            if (error instanceof AppError && error.code === "discord_rate_limited") return "limited" as const;
            throw error;
          },
        ),
    ),
  );
  return {
    answered: outcomes.filter((outcome) => outcome === "answered").length,
    limited: outcomes.filter((outcome) => outcome === "limited").length,
  };
}

describe.skipIf(!reachable && !process.env.CI)("Discord's global limit shared in Redis", () => {
  it("holds two API processes on one token to the limit together: a call waits up to a second, then is refused", async () => {
    const limit = redisGlobalLimit(redis, PER_SECOND);
    const first = await redisSecond();
    const { answered, limited } = await burst([
      new DiscordRest(discordUrl, limit),
      new DiscordRest(discordUrl, limit),
    ]);
    // Each of Redis's seconds the burst reached lets PER_SECOND calls through, across both processes: two
    // seconds when the calls all start together (the first second's share at once, the next second's after a
    // wait), three when a busy host starts some of them in the next second. The rest are refused, never sent.
    const seconds = (await redisSecond()) - first + 1;
    expect(seconds * PER_SECOND, "the burst took too long for the limit to hold any call back").toBeLessThan(
      CALLS,
    );
    expect(answered).toBeGreaterThanOrEqual(PER_SECOND);
    expect(answered).toBeLessThanOrEqual(seconds * PER_SECOND);
    expect(limited).toBe(CALLS - answered);
    expect(received).toBe(answered);
  });

  it("without it, each process counts only its own calls (Discord's 50 a second each): the whole burst goes", async () => {
    const { answered } = await burst([new DiscordRest(discordUrl), new DiscordRest(discordUrl)]);
    expect(answered).toBe(CALLS);
    expect(received).toBe(CALLS);
  });

  it("lets calls through uncounted while Redis does not answer", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
    });
    down.on("error", () => {});
    try {
      const limit = redisGlobalLimit(down, PER_SECOND);
      const { answered } = await burst([
        new DiscordRest(discordUrl, limit),
        new DiscordRest(discordUrl, limit),
      ]);
      expect(answered).toBe(CALLS);
    } finally {
      down.disconnect();
    }
  });
});
