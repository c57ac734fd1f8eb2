import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBotToken, parseBotToken } from "../src/data/bot-tokens/bot-tokens.js";
import type { Database } from "../src/db/open-database.js";
import { type ApiProcess, startApiProcess } from "./support/api-process.js";
import { madeUpAddress, newClientAddress, requestFrom } from "./support/client-address.js";
import { formatTally, recordFigures, tally } from "./support/figures.js";
import { type ForwardingProxy, startForwardingProxy } from "./support/forwarding-proxy.js";
import { createDatabase, openForChecks } from "./support/postgres.js";
import { expectRateLimitedAnswers, limitedAfter, rateLimitSummary } from "./support/rate-limited.js";
import { REDIS_URL, redisAnswers } from "./support/redis.js";

/** Refused bot authentications a minute per client address (BOT_AUTH_FAILURE_MAX). */
const GUESSES = 10;
/** Requests a minute per bot token (BOT_RATE_LIMIT_MAX). */
const TOKEN_LIMIT = 30;
/** The guesses of issue 30's report, all of which were answered 401. */
const REPORTED_GUESSES = 340;

let database: { url: string; drop(): Promise<void> };
let checks: Database;
/** Two API processes sharing Redis, called directly, trusting no proxy (the default). */
let processes: ApiProcess[] = [];
/** One more, with TRUST_PROXY=1, called through `proxy` only. */
let proxied: ApiProcess | undefined;
let proxy: ForwardingProxy;
let token: string;
/** The right token id with a wrong secret: what a guesser who saw the id sends. */
let guess: string;

interface Sent {
  /** The client's own address (the TCP peer the first hop sees). */
  from: string;
  /** An X-Forwarded-For the client makes up. */
  spoof?: string;
}

/** `GET /api/bot/v1/changes` with `credential` as the bot token. */
async function read(baseUrl: string, credential: string, { from, spoof }: Sent) {
  const answer = await requestFrom(from, `${baseUrl}/api/bot/v1/changes`, {
    headers: { authorization: `Bearer ${credential}`, ...(spoof && { "x-forwarded-for": spoof }) },
  });
  return rateLimitSummary(answer);
}

/** The `n`-th process of the two direct ones, in turn. */
const direct = (n: number) => (processes[n % 2] as ApiProcess).url;

describe.skipIf(!(await redisAnswers()) && !process.env.CI)("Bot-token guesses", () => {
  beforeAll(async () => {
    database = await createDatabase();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      BOT_AUTH_FAILURE_MAX: String(GUESSES),
      BOT_RATE_LIMIT_MAX: String(TOKEN_LIMIT),
    };
    // Started together on purpose: they migrate the fresh database at once, as a deployment would.
    const started = await Promise.allSettled([
      startApiProcess(env),
      startApiProcess(env),
      startApiProcess({ ...env, TRUST_PROXY: "1" }),
    ]);
    const [first, second, third] = started.map((result) =>
      result.status === "fulfilled" ? result.value : undefined,
    );
    processes = [first, second].filter((api) => api !== undefined);
    proxied = third;
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    proxy = await startForwardingProxy((proxied as ApiProcess).url);
    checks = await openForChecks(database.url);
    token = (await createBotToken(checks.db, "guessed")).token;
    guess = `cbb_${parseBotToken(token)?.id.replaceAll("-", "")}_${"A".repeat(43)}`;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...processes, proxied].filter((api) => api !== undefined).map((api) => api.stop()));
    await proxy?.close();
    await checks?.close();
    await database?.drop();
  });

  it(`answers ${REPORTED_GUESSES} guesses from one address, on two processes and each with a made-up X-Forwarded-For: ${GUESSES} refused, then 429`, async (context) => {
    const from = newClientAddress();
    const answers = [];
    for (let i = 0; i < REPORTED_GUESSES; i++) {
      answers.push(await read(direct(i), guess, { from, spoof: madeUpAddress() }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(limitedAfter(GUESSES, REPORTED_GUESSES, 401));
    expectRateLimitedAnswers(answers);
    // The right token from that address is refused too: a right guess is not told apart.
    expect((await read(direct(0), token, { from })).status).toBe(429);
    // Another address is not affected.
    expect((await read(direct(1), guess, { from: newClientAddress() })).status).toBe(401);
    recordFigures(context, "Bot-token guesses", {
      limit: GUESSES,
      [`${REPORTED_GUESSES} guesses, 2 processes`]: formatTally(tally(answers.map((a) => a.status))),
      "Retry-After": answers.at(-1)?.retryAfter ?? "",
    });
  });

  it(`refuses exactly ${GUESSES} of 60 guesses sent at once to both processes, then only 429`, async (context) => {
    const from = newClientAddress();
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => read(direct(i), guess, { from })));
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(GUESSES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - GUESSES);
    expectRateLimitedAnswers(burst);
    expect((await read(direct(0), guess, { from })).status).toBe(429);
    recordFigures(context, "Bot-token guesses", { "60 at once": formatTally(tally(statuses)) });
  });

  it(`keeps a bot at another address working while an address guesses, up to its own ${TOKEN_LIMIT} a minute`, async (context) => {
    const guesser = newClientAddress();
    const bot = newClientAddress();
    const { token: own } = await createBotToken(checks.db, "working");
    const guesses = [];
    const calls = [];
    // Interleaved: the guesser is refused, then limited, while the bot's requests go through.
    for (let i = 0; i < TOKEN_LIMIT; i++) {
      guesses.push(await read(direct(i), guess, { from: guesser }));
      calls.push(await read(direct(i + 1), own, { from: bot }));
    }
    expect(guesses.map((answer) => answer.status)).toEqual(limitedAfter(GUESSES, TOKEN_LIMIT, 401));
    expect(calls.map((answer) => answer.status)).toEqual(Array(TOKEN_LIMIT).fill(200));
    // Past its own limit the bot's token is limited, by that limit alone.
    const over = await read(direct(0), own, { from: bot });
    expect(over.status).toBe(429);
    expectRateLimitedAnswers([over]);
    recordFigures(context, "Bot-token guesses", {
      "guesser, interleaved": formatTally(tally(guesses.map((a) => a.status))),
      "valid bot, another address": formatTally(tally([...calls, over].map((a) => a.status))),
    });
  });

  it("behind a proxy with TRUST_PROXY=1: a made-up X-Forwarded-For does not reset the count; another client behind the proxy counts alone", async (context) => {
    const from = newClientAddress();
    const answers = [];
    for (let i = 0; i < GUESSES + 10; i++) {
      answers.push(await read(proxy.url, guess, { from, spoof: madeUpAddress() }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(limitedAfter(GUESSES, GUESSES + 10, 401));
    expectRateLimitedAnswers(answers);
    const neighbour = await read(proxy.url, guess, { from: newClientAddress(), spoof: madeUpAddress() });
    expect(neighbour.status).toBe(401);
    const { token: proxiedBot } = await createBotToken(checks.db, "behind the proxy");
    const bot = await read(proxy.url, proxiedBot, { from: newClientAddress() });
    expect(bot.status).toBe(200);
    recordFigures(context, "Bot-token guesses", {
      "via proxy, made-up addresses": formatTally(tally(answers.map((a) => a.status))),
      "via proxy, another client": neighbour.status,
    });
  });
});
