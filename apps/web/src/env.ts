import { normalizeCookieDomain } from "@chartbot/browser-storage";
import { BOT_PERMISSIONS, DISCORD_BOT_SCOPES } from "@chartbot/contracts/discord";
import { z } from "zod";

/**
 * The marketing site's configuration, parsed once with zod; nothing else reads `process.env`.
 * Every value is read at build time: the pages are static, so a change needs a rebuild.
 * Only server code (layouts, pages, next.config) imports this module; client components get values as props.
 */

/** Unset and blank mean "use the default". */
const blankAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const httpUrl = z.url({ protocol: /^https?$/ });
const origin = httpUrl.transform((value) => new URL(value).origin);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const withDefault = (schema: typeof origin | typeof httpUrl, fallback: string) =>
  z.preprocess(blankAsUnset, schema.default(fallback));

/**
 * A bot invite with a placeholder client id (replace it with the bot's real application id), asking for the
 * permissions and scopes the contracts say the features need.
 */
const PLACEHOLDER_INVITE_URL = `https://discord.com/oauth2/authorize?${new URLSearchParams({
  client_id: "000000000000000000",
  permissions: BOT_PERMISSIONS,
  scope: DISCORD_BOT_SCOPES.join(" "),
})}`;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** This site's public origin: canonical URLs, Open Graph, the sitemap and the Sign in return address. */
  NEXT_PUBLIC_SITE_URL: withDefault(origin, "http://localhost:3000"),
  /** The account dashboard: Sign in, sign up, Control Panel links and subscriptions. */
  NEXT_PUBLIC_DASHBOARD_ORIGIN: withDefault(origin, "http://localhost:3001"),
  /** The API the header asks for the session (`GET /api/session`). */
  NEXT_PUBLIC_API_ORIGIN: withDefault(origin, "http://localhost:4000"),
  /** Where "Add to Discord" leads: the bot's OAuth2 authorize URL. */
  NEXT_PUBLIC_BOT_INVITE_URL: withDefault(httpUrl, PLACEHOLDER_INVITE_URL),
  /** The advertising pixel's id; without one no pixel ever loads. */
  NEXT_PUBLIC_PIXEL_ID: optional(z.string().regex(/^[\w-]{1,64}$/, "letters, digits, _ and - only")),
  NEXT_PUBLIC_CHAT_SERVER_URL: withDefault(httpUrl, "https://discord.gg/chartbot"),
  NEXT_PUBLIC_MICROBLOG_URL: withDefault(httpUrl, "https://x.com/chartbot"),
  NEXT_PUBLIC_SOURCE_CODE_URL: withDefault(httpUrl, "https://github.com/chartbot"),
  NEXT_PUBLIC_SUPPORT_SERVER_URL: withDefault(httpUrl, "https://discord.gg/chartbot-support"),
  NEXT_PUBLIC_TRADING_WIKI_URL: withDefault(httpUrl, "https://github.com/chartbot/chartbot/wiki/Trading"),
  /**
   * The parent domain the site and the dashboard share (e.g. `chartbot.app`): the theme and the cookie choice
   * are kept in cookies on it, so one choice counts for both apps. Unset: host-only cookies (enough on
   * localhost, where cookies ignore the port).
   */
  NEXT_PUBLIC_COOKIE_DOMAIN: optional(
    z
      .string()
      .refine((value) => normalizeCookieDomain(value) !== undefined, "must be a domain, like chartbot.app")
      .transform((value) => normalizeCookieDomain(value) ?? value),
  ),
  /** Where legal and privacy questions go. */
  NEXT_PUBLIC_CONTACT_EMAIL: z.preprocess(blankAsUnset, z.email().default("privacy@chartbot.app")),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses an environment; throws one error that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment for @chartbot/web:\n${problems.join("\n")}`);
}

// Listed one by one: Next.js inlines `process.env.NEXT_PUBLIC_*` only where it is written out in full.
export const env: Env = parseEnv({
  NODE_ENV: process.env.NODE_ENV,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_DASHBOARD_ORIGIN: process.env.NEXT_PUBLIC_DASHBOARD_ORIGIN,
  NEXT_PUBLIC_API_ORIGIN: process.env.NEXT_PUBLIC_API_ORIGIN,
  NEXT_PUBLIC_BOT_INVITE_URL: process.env.NEXT_PUBLIC_BOT_INVITE_URL,
  NEXT_PUBLIC_PIXEL_ID: process.env.NEXT_PUBLIC_PIXEL_ID,
  NEXT_PUBLIC_COOKIE_DOMAIN: process.env.NEXT_PUBLIC_COOKIE_DOMAIN,
  NEXT_PUBLIC_CHAT_SERVER_URL: process.env.NEXT_PUBLIC_CHAT_SERVER_URL,
  NEXT_PUBLIC_MICROBLOG_URL: process.env.NEXT_PUBLIC_MICROBLOG_URL,
  NEXT_PUBLIC_SOURCE_CODE_URL: process.env.NEXT_PUBLIC_SOURCE_CODE_URL,
  NEXT_PUBLIC_SUPPORT_SERVER_URL: process.env.NEXT_PUBLIC_SUPPORT_SERVER_URL,
  NEXT_PUBLIC_TRADING_WIKI_URL: process.env.NEXT_PUBLIC_TRADING_WIKI_URL,
  NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
});
