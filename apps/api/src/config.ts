import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseTrustProxy } from "./trust-proxy.js";

const DEV_ENCRYPTION_KEY = "ZGV2ZWxvcG1lbnQtb25seS1rZXktZG8tbm90LXVzZSE="; // 32 bytes, public: dev and tests only
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
const trustProxy = z.string().transform((value, context) => {
  const parsed = parseTrustProxy(value);
  if (typeof parsed !== "string") return parsed;
  context.addIssue({ code: "custom", message: parsed });
  return z.NEVER;
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DATA_DIR: z.string().default(defaultDataDir),
  WEB_ORIGIN: origin.default("http://localhost:3000"),
  DASHBOARD_ORIGIN: origin.default("http://localhost:3001"),
  REDIRECT_ALLOWLIST: list.optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default("demo-chartbot"),
  FIREBASE_AUTH_EMULATOR_HOST: optionalString,
  DISCORD_CLIENT_ID: optionalString,
  DISCORD_CLIENT_SECRET: optionalString,
  DISCORD_API_BASE_URL: z.url().default("https://discord.com/api/v10"),
  ENCRYPTION_KEY: z
    .base64()
    .refine((value) => Buffer.from(value, "base64").length === 32, "must be 32 bytes, base64-encoded")
    .optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE_URL: z.url().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SESSION_COOKIE_DOMAIN: optionalString,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  TRUST_PROXY: trustProxy.default({ hops: 0 }),
});

/** A configuration problem that stops start-up; the message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once into the API's typed configuration. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most tools.
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid API configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && !e.ENCRYPTION_KEY) {
    throw new ConfigError("Invalid API configuration:\n  ENCRYPTION_KEY: required in production");
  }
  const emulatorHost = e.FIREBASE_AUTH_EMULATOR_HOST ?? (production ? undefined : "127.0.0.1:9099");
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? ({ kind: "postgres", url: e.DATABASE_URL } as const)
      : ({ kind: "pglite", dataDir: e.PGLITE_DATA_DIR } as const),
    origins: { web: e.WEB_ORIGIN, dashboard: e.DASHBOARD_ORIGIN },
    redirectAllowList: e.REDIRECT_ALLOWLIST ?? [`${e.DASHBOARD_ORIGIN}/account/action`],
    firebase: { projectId: e.FIREBASE_PROJECT_ID, emulatorHost },
    discord: {
      clientId: e.DISCORD_CLIENT_ID,
      clientSecret: e.DISCORD_CLIENT_SECRET,
      apiBaseUrl: e.DISCORD_API_BASE_URL.replace(/\/+$/, ""),
    },
    encryptionKey: Buffer.from(e.ENCRYPTION_KEY ?? DEV_ENCRYPTION_KEY, "base64"),
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
    },
    trustProxy: e.TRUST_PROXY,
  };
}

export type Config = ReturnType<typeof loadConfig>;
