import { normalizeCookieDomain } from "@chartbot/browser-storage";
import { DISCORD_SANDBOX, productionClientIdProblem } from "@chartbot/contracts/discord";
import { STRIPE_JS_URL } from "@chartbot/contracts/payments";
import { z } from "zod";

// The one place that reads process.env. NEXT_PUBLIC_ variables are written out literally below because Next.js
// inlines only literal `process.env.NEXT_PUBLIC_X` references into the browser bundle.

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

/** An http(s) origin such as `http://localhost:3000`: no path, query or trailing slash. */
const OriginSchema = z.url({ protocol: /^https?$/ }).transform((value, context) => {
  const url = new URL(value);
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    context.addIssue({ code: "custom", message: "must be an origin only, like https://example.com" });
    return z.NEVER;
  }
  return url.origin;
});

/** `host:port` of the Firebase Auth emulator. */
const EmulatorHostSchema = z.string().regex(/^[\w.-]+:\d{1,5}$/, "must be host:port, like 127.0.0.1:9099");

const PublicEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    NEXT_PUBLIC_FIREBASE_API_KEY: z.preprocess(blankToUndefined, z.string().default("demo-key")),
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: z.preprocess(blankToUndefined, z.string().default("demo-chartbot")),
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(blankToUndefined, EmulatorHostSchema.optional()),
    NEXT_PUBLIC_DISCORD_CLIENT_ID: optionalText,
    NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: z.preprocess(
      blankToUndefined,
      z.url({ protocol: /^https?$/ }).optional(),
    ),
    NEXT_PUBLIC_WEB_ORIGIN: z.preprocess(blankToUndefined, OriginSchema.default("http://localhost:3000")),
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.preprocess(
      blankToUndefined,
      z.string().startsWith("pk_", "must be a Stripe publishable key (pk_...)").optional(),
    ),
    NEXT_PUBLIC_STRIPE_JS_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /**
     * "1": check every API answer against the contract in a production build too (the test builds do; in
     * development it is always checked).
     */
    NEXT_PUBLIC_CHECK_API_ANSWERS: z.preprocess(blankToUndefined, z.enum(["0", "1"]).default("0")),
    /** The parent domain shared with the marketing site, for the product-wide theme and cookie choice. */
    NEXT_PUBLIC_COOKIE_DOMAIN: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((value) => normalizeCookieDomain(value) !== undefined, "must be a domain, like chartbot.app")
        .optional(),
    ),
  })
  .superRefine((raw, context) => {
    // Another Stripe.js (the local payments sandbox's stand-in) is for development only: a production build
    // with a real project must load Stripe's own.
    const demo = raw.NEXT_PUBLIC_FIREBASE_PROJECT_ID.startsWith("demo-");
    if (raw.NODE_ENV !== "production" || demo) return;
    if (raw.NEXT_PUBLIC_STRIPE_JS_URL) {
      context.addIssue({
        code: "custom",
        path: ["NEXT_PUBLIC_STRIPE_JS_URL"],
        message: "must not be set in production (Stripe.js is loaded from js.stripe.com)",
      });
    }
    // A production build for a real project must send "Add to Discord" and the Discord sign-in to a real
    // Discord application: a missing, placeholder or sandbox id fails the build (docs/decisions/discord-client-id-guard.md).
    const clientId = productionClientIdProblem(raw.NEXT_PUBLIC_DISCORD_CLIENT_ID);
    if (clientId)
      context.addIssue({ code: "custom", path: ["NEXT_PUBLIC_DISCORD_CLIENT_ID"], message: clientId });
    const authorize = raw.NEXT_PUBLIC_DISCORD_AUTHORIZE_URL;
    if (authorize && new URL(authorize).protocol !== "https:") {
      context.addIssue({
        code: "custom",
        path: ["NEXT_PUBLIC_DISCORD_AUTHORIZE_URL"],
        message: "must be Discord's https authorize page in production, not a local sandbox",
      });
    }
  })
  .transform((raw) => {
    // Outside production, and for `demo-` projects, with no Discord application configured: the local Discord
    // sandbox (`pnpm dev` / `pnpm start` run it with its demo world), so Discord works with no accounts.
    const sandbox =
      !raw.NEXT_PUBLIC_DISCORD_CLIENT_ID &&
      (raw.NODE_ENV !== "production" || raw.NEXT_PUBLIC_FIREBASE_PROJECT_ID.startsWith("demo-"));
    return {
      production: raw.NODE_ENV === "production",
      /** Whether API answers are checked against the contract (development, tests and test builds). */
      checkApiAnswers: raw.NODE_ENV !== "production" || raw.NEXT_PUBLIC_CHECK_API_ANSWERS === "1",
      firebase: {
        apiKey: raw.NEXT_PUBLIC_FIREBASE_API_KEY,
        projectId: raw.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
        // Outside production, and for `demo-` projects (which only ever run against emulators), default to the
        // local emulator so `next build && next start` works with no configuration too.
        authEmulatorHost:
          raw.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ??
          (raw.NODE_ENV !== "production" || raw.NEXT_PUBLIC_FIREBASE_PROJECT_ID.startsWith("demo-")
            ? "127.0.0.1:9099"
            : undefined),
      },
      discord: {
        clientId: raw.NEXT_PUBLIC_DISCORD_CLIENT_ID ?? (sandbox ? DISCORD_SANDBOX.clientId : undefined),
        authorizeUrl:
          raw.NEXT_PUBLIC_DISCORD_AUTHORIZE_URL ??
          (sandbox ? DISCORD_SANDBOX.authorizeUrl : "https://discord.com/oauth2/authorize"),
      },
      webOrigin: raw.NEXT_PUBLIC_WEB_ORIGIN,
      /** Where the theme and cookie-choice cookies are shared with the marketing site; host-only when unset. */
      cookieDomain: normalizeCookieDomain(raw.NEXT_PUBLIC_COOKIE_DOMAIN),
      stripePublishableKey: raw.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
      /** Where Stripe.js is loaded from (payment screens only): Stripe's, or the local payments sandbox's stand-in. */
      stripeJsUrl: raw.NEXT_PUBLIC_STRIPE_JS_URL ?? STRIPE_JS_URL,
    };
  });

const BuildEnvSchema = z.object({
  API_ORIGIN: z.preprocess(blankToUndefined, OriginSchema.default("http://127.0.0.1:4000")),
  DASHBOARD_DIST_DIR: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\.next[\w-]*$/, "must be a folder name starting with .next")
      .default(".next"),
  ),
});

/** Thrown when a variable is invalid; the message names every bad variable. */
export class EnvError extends Error {
  override name = "EnvError";
}

function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  values: Record<string, unknown>,
): z.output<Schema> {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment for @chartbot/dashboard:\n${problems.join("\n")}`);
}

/** Settings the browser needs (inlined at build time). */
export type PublicEnv = z.output<typeof PublicEnvSchema>;

/** Parses the public settings from the given values (tests pass their own). */
export function parsePublicEnv(values: Record<string, unknown>): PublicEnv {
  return parseEnv(PublicEnvSchema, values);
}

/** The dashboard's public settings. */
export const env: PublicEnv = parsePublicEnv({
  NODE_ENV: process.env.NODE_ENV,
  NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  NEXT_PUBLIC_DISCORD_CLIENT_ID: process.env.NEXT_PUBLIC_DISCORD_CLIENT_ID,
  NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: process.env.NEXT_PUBLIC_DISCORD_AUTHORIZE_URL,
  NEXT_PUBLIC_WEB_ORIGIN: process.env.NEXT_PUBLIC_WEB_ORIGIN,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_STRIPE_JS_URL: process.env.NEXT_PUBLIC_STRIPE_JS_URL,
  NEXT_PUBLIC_COOKIE_DOMAIN: process.env.NEXT_PUBLIC_COOKIE_DOMAIN,
  NEXT_PUBLIC_CHECK_API_ANSWERS: process.env.NEXT_PUBLIC_CHECK_API_ANSWERS,
});

/** Settings only `next.config.ts` reads, at build and start: where the API is, and the output folder. */
export type BuildEnv = z.output<typeof BuildEnvSchema>;

/** Parses the build settings; call it from next.config.ts only (never in browser code). */
export function loadBuildEnv(values: Record<string, unknown> = process.env): BuildEnv {
  return parseEnv(BuildEnvSchema, values);
}
