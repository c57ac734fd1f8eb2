import { fileURLToPath } from "node:url";
import { authorizeUrlOf, DISCORD_SANDBOX } from "@chartbot/contracts/discord";
import { z } from "zod";
import { createKeyring, KEY_ID_PATTERN, LEGACY_KEY_ID } from "./crypto/secret-box.js";
import {
  type ConfigProblem,
  noticeEmailProblems,
  productionProblems,
  readServiceAccount,
} from "./production-guard.js";
import { parseTrustProxy } from "./trust-proxy.js";

/** 32 bytes, public: development and tests only (refused in production). */
export const DEV_ENCRYPTION_KEY = "ZGV2ZWxvcG1lbnQtb25seS1rZXktZG8tbm90LXVzZSE=";
/** The sender of notice emails outside production (production needs an EMAIL_FROM of its own). */
export const DEV_EMAIL_FROM = "Chartbot <notices@chartbot.localhost>";
const defaultDataDir = fileURLToPath(new URL("../../../.data/pglite", import.meta.url));

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);
const list = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));
const encryptionKey = z
  .string()
  .refine(
    (value) => z.base64().safeParse(value).success && Buffer.from(value, "base64").length === 32,
    "must be 32 bytes, base64-encoded",
  );
const keyId = z.string().regex(KEY_ID_PATTERN, "a key id is 1-40 of A-Z a-z 0-9 . _ -");
/** `id:base64,id:base64`: keys values may be opened with, never sealed with. */
const readOnlyKeys = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const colon = item.indexOf(":");
        // Without a colon nothing of the entry (a key, perhaps) is kept for the message.
        return colon < 0 ? { id: "", key: "" } : { id: item.slice(0, colon), key: item.slice(colon + 1) };
      }),
  )
  .pipe(z.array(z.object({ id: keyId, key: encryptionKey })));
const trustProxy = z.string().transform((value, context) => {
  const parsed = parseTrustProxy(value);
  if (typeof parsed !== "string") return parsed;
  context.addIssue({ code: "custom", message: parsed });
  return z.NEVER;
});

/** Five cron fields (minute hour day month weekday) of digits, `*`, `/`, `,` and `-`, as pg-boss reads them. */
const cron = z
  .string()
  .trim()
  .regex(/^[\d*/,-]+(\s+[\d*/,-]+){4}$/, "must be five cron fields, e.g. `0 * * * *`");

/**
 * The request pool's size unless `DATABASE_POOL_MAX` says otherwise: node-postgres's own default. More
 * connections than the database server has cores to run them only queue inside PostgreSQL, behind its WAL
 * lock, instead of in the pool (docs/decisions/api-budget-against-bare-select.md, "Pool size").
 */
export const DEFAULT_POOL_MAX = 10;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_DIRECT_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_MAX),
  PGLITE_DATA_DIR: z.string().default(defaultDataDir),
  WEB_ORIGIN: origin.default("http://localhost:3000"),
  DASHBOARD_ORIGIN: origin.default("http://localhost:3001"),
  API_PUBLIC_ORIGIN: origin.optional(),
  REDIRECT_ALLOWLIST: list.optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default("demo-chartbot"),
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,
  DISCORD_CLIENT_ID: optionalString,
  DISCORD_CLIENT_SECRET: optionalString,
  DISCORD_BOT_TOKEN: optionalString,
  DISCORD_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ENCRYPTION_KEY: encryptionKey.optional(),
  ENCRYPTION_KEY_ID: keyId.optional(),
  ENCRYPTION_READ_ONLY_KEYS: readOnlyKeys.optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE_URL: z.url().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SESSION_COOKIE_DOMAIN: optionalString,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  BOT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(6000),
  BOT_AUTH_FAILURE_MAX: z.coerce.number().int().positive().default(20),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: trustProxy.default({ hops: 0 }),
  JOBS_CRON: cron.default("0 * * * *"),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().min(3).default(DEV_EMAIL_FROM),
  NOTICE_EMAILS: z.enum(["on", "off"]).optional(),
});

/** A configuration problem that stops start-up; the message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment once into the API's typed configuration. With `NODE_ENV=production` it also
 * refuses every development default and unsafe setting (see `production-guard.ts`); every problem found
 * is listed in one `ConfigError`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const raw = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
  const parsed = EnvSchema.safeParse(raw);
  const problems: ConfigProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? ""),
        message: `${issue.path.join(".")}: ${issue.message}`,
      }));
  const production = raw.NODE_ENV === "production";
  const serviceAccount = readServiceAccount(raw, production);
  const more = [
    ...serviceAccount.problems,
    ...(parsed.success ? keyringProblems(parsed.data) : []),
    ...(parsed.success && parsed.data.DATABASE_DIRECT_URL && !parsed.data.DATABASE_URL
      ? [
          {
            variable: "DATABASE_DIRECT_URL",
            message:
              "DATABASE_DIRECT_URL: set DATABASE_URL too (the pooled URL requests use); the direct URL only carries the session LISTEN and the migration lock",
          },
        ]
      : []),
    ...noticeEmailProblems(raw),
    ...(production ? productionProblems(raw, DEV_ENCRYPTION_KEY) : []),
  ];
  // A variable the schema refused is named once, with the schema's reason.
  const refused = new Set(problems.map((problem) => problem.variable));
  for (const problem of more) {
    if (!refused.has(problem.variable)) problems.push(problem);
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(
      `Invalid API configuration:\n  ${problems.map((problem) => problem.message).join("\n  ")}`,
    );
  }
  const e = parsed.data;
  const emulatorHost = e.FIREBASE_AUTH_EMULATOR_HOST ?? (production ? undefined : "127.0.0.1:9099");
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? ({
          kind: "postgres",
          url: e.DATABASE_URL,
          directUrl: e.DATABASE_DIRECT_URL,
          poolMax: e.DATABASE_POOL_MAX,
        } as const)
      : ({ kind: "pglite", dataDir: e.PGLITE_DATA_DIR } as const),
    /**
     * The public origins: the marketing site, the dashboard, and the API as the outside world reaches it (the
     * one-click unsubscribe URL of notice emails). `API_PUBLIC_ORIGIN` unset: the dashboard's, whose `/api/*` the
     * dashboard proxies to the API (apps/dashboard/next.config.ts).
     */
    origins: {
      web: e.WEB_ORIGIN,
      dashboard: e.DASHBOARD_ORIGIN,
      api: e.API_PUBLIC_ORIGIN ?? e.DASHBOARD_ORIGIN,
    },
    redirectAllowList: e.REDIRECT_ALLOWLIST ?? [`${e.DASHBOARD_ORIGIN}/account/action`],
    firebase: { projectId: e.FIREBASE_PROJECT_ID, emulatorHost, serviceAccount: serviceAccount.account },
    discord: discordConfig(e),
    /** Seals new values with `ENCRYPTION_KEY` (the development key outside production), opens with any. */
    encryption: createKeyring(
      {
        id: e.ENCRYPTION_KEY_ID ?? LEGACY_KEY_ID,
        key: Buffer.from(e.ENCRYPTION_KEY ?? DEV_ENCRYPTION_KEY, "base64"),
      },
      (e.ENCRYPTION_READ_ONLY_KEYS ?? []).map(({ id, key }) => ({ id, key: Buffer.from(key, "base64") })),
    ),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBaseUrl: e.STRIPE_API_BASE_URL,
    },
    redisUrl: e.REDIS_URL,
    session: { cookieDomain: e.SESSION_COOKIE_DOMAIN },
    rateLimit: {
      perMinute: e.RATE_LIMIT_MAX,
      signInPerMinute: e.AUTH_RATE_LIMIT_MAX,
      accountPerMinute: e.ACCOUNT_RATE_LIMIT_MAX,
      botTokenPerMinute: e.BOT_RATE_LIMIT_MAX,
      botAuthFailuresPerMinute: e.BOT_AUTH_FAILURE_MAX,
    },
    trustProxy: e.TRUST_PROXY,
    /**
     * Shed requests with 503 `overloaded` while the event loop lags more than this (0: never). On by default in
     * production only: elsewhere PGlite runs queries on the event loop, and a long migration is not overload.
     */
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (production ? 1000 : 0),
    /** The bearer token `GET /api/metrics` needs; unset, the route does not exist. */
    metricsToken: e.METRICS_TOKEN,
    /**
     * When the hourly jobs run on PostgreSQL (UTC cron; PGlite's timer ignores it). Hourly; a test sets
     * `* * * * *` to see several slots in minutes. @default `0 * * * *`
     */
    jobsCron: e.JOBS_CRON,
    /**
     * Notice emails: sent over SMTP (`smtp://user:password@host:587`, `smtps://` for TLS from the start) from
     * `EMAIL_FROM`, when `NOTICE_EMAILS` is `on` (its default when `SMTP_URL` is set; `on` without `SMTP_URL` is
     * refused). Undefined: no emails are sent and notices wait with their email pending (they still show in the
     * dashboard and as direct messages); see docs/decisions/notice-emails.md.
     */
    email:
      e.SMTP_URL && (e.NOTICE_EMAILS ?? "on") === "on"
        ? { smtpUrl: e.SMTP_URL, from: e.EMAIL_FROM }
        : undefined,
  };
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * The Discord application. In development (not in tests, never in production) with no Discord credential
 * set, the local sandbox's demo application (`pnpm dev` runs the sandbox), so everything works without a
 * Discord account. `DISCORD_API_BASE_URL` may end in `/v10` or not: the client adds the version.
 */
function discordConfig(e: z.infer<typeof EnvSchema>) {
  const sandbox =
    e.NODE_ENV === "development" && !e.DISCORD_CLIENT_ID && !e.DISCORD_CLIENT_SECRET && !e.DISCORD_BOT_TOKEN;
  // @discordjs/rest adds the version itself.
  const apiBaseUrl = (
    e.DISCORD_API_BASE_URL ?? (sandbox ? DISCORD_SANDBOX.apiBaseUrl : "https://discord.com/api")
  )
    .replace(/\/+$/, "")
    .replace(/\/v\d+$/, "");
  return {
    clientId: sandbox ? DISCORD_SANDBOX.clientId : e.DISCORD_CLIENT_ID,
    clientSecret: sandbox ? DISCORD_SANDBOX.clientSecret : e.DISCORD_CLIENT_SECRET,
    botToken: sandbox ? DISCORD_SANDBOX.botToken : e.DISCORD_BOT_TOKEN,
    apiBaseUrl,
    /** Discord's authorize page beside that API: where satellites' invites send the browser. */
    authorizeUrl: authorizeUrlOf(apiBaseUrl),
    /** Whether these are the sandbox's defaults. */
    sandbox,
  };
}

/** How the encryption variables fit together: one key per id, an id only with a key of its own. */
function keyringProblems(e: z.infer<typeof EnvSchema>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (e.ENCRYPTION_KEY_ID && !e.ENCRYPTION_KEY) {
    problems.push({
      variable: "ENCRYPTION_KEY_ID",
      message: "ENCRYPTION_KEY_ID: set only together with ENCRYPTION_KEY (it names that key)",
    });
  }
  const seen = new Set([e.ENCRYPTION_KEY_ID ?? LEGACY_KEY_ID]);
  for (const { id } of e.ENCRYPTION_READ_ONLY_KEYS ?? []) {
    if (seen.has(id)) {
      problems.push({
        variable: "ENCRYPTION_READ_ONLY_KEYS",
        message: `ENCRYPTION_READ_ONLY_KEYS: the key id "${id}" is used twice (ENCRYPTION_KEY's id is "${e.ENCRYPTION_KEY_ID ?? LEGACY_KEY_ID}")`,
      });
    }
    seen.add(id);
  }
  return problems;
}
