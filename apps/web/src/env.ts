import { botInviteUrl, DISCORD_SANDBOX, productionClientIdProblem } from "@chartbot/contracts/discord";
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

/** Whether a site URL is this machine: a local build (`pnpm build && pnpm start`, the browser tests), not a deploy. */
function isLocalSite(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host.startsWith("127.") || host === "::1";
}

const RawEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** This site's public origin: canonical URLs, Open Graph, the sitemap and the Sign in return address. */
  NEXT_PUBLIC_SITE_URL: withDefault(origin, "http://localhost:3000"),
  /** The account dashboard: Sign in, sign up, Control Panel links and subscriptions. */
  NEXT_PUBLIC_DASHBOARD_ORIGIN: withDefault(origin, "http://localhost:3001"),
  /** The API the header asks for the session (`GET /api/session`). */
  NEXT_PUBLIC_API_ORIGIN: withDefault(origin, "http://localhost:4000"),
  /** The Discord application's client id, for "Add to Discord" (the same as the API's and the dashboard's). */
  NEXT_PUBLIC_DISCORD_CLIENT_ID: optional(z.string().trim()),
  /** Discord's authorize page; the local Discord sandbox's outside production. */
  NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: optional(httpUrl),
  /** The advertising pixel's id; without one no pixel ever loads. */
  NEXT_PUBLIC_PIXEL_ID: optional(z.string().regex(/^[\w-]{1,64}$/, "letters, digits, _ and - only")),
  NEXT_PUBLIC_CHAT_SERVER_URL: withDefault(httpUrl, "https://discord.gg/chartbot"),
  NEXT_PUBLIC_MICROBLOG_URL: withDefault(httpUrl, "https://x.com/chartbot"),
  NEXT_PUBLIC_SOURCE_CODE_URL: withDefault(httpUrl, "https://github.com/chartbot"),
  NEXT_PUBLIC_SUPPORT_SERVER_URL: withDefault(httpUrl, "https://discord.gg/chartbot-support"),
  NEXT_PUBLIC_TRADING_WIKI_URL: withDefault(httpUrl, "https://github.com/chartbot/chartbot/wiki/Trading"),
  /** Where legal and privacy questions go. */
  NEXT_PUBLIC_CONTACT_EMAIL: z.preprocess(blankAsUnset, z.email().default("privacy@chartbot.app")),
});

/**
 * A production build for a public site must send "Add to Discord" to a real Discord application: a missing,
 * placeholder or sandbox client id, or a local authorize page, fails the build. A local build (`localhost` site)
 * and development use the local Discord sandbox's demo application unless one is set
 * (docs/decisions/discord-client-id-guard.md).
 */
export const EnvSchema = RawEnvSchema.superRefine((raw, context) => {
  if (raw.NODE_ENV !== "production" || isLocalSite(raw.NEXT_PUBLIC_SITE_URL)) return;
  const clientId = productionClientIdProblem(raw.NEXT_PUBLIC_DISCORD_CLIENT_ID);
  if (clientId)
    context.addIssue({ code: "custom", path: ["NEXT_PUBLIC_DISCORD_CLIENT_ID"], message: clientId });
  const authorize = raw.NEXT_PUBLIC_DISCORD_AUTHORIZE_URL;
  if (authorize && (new URL(authorize).protocol !== "https:" || isLocalSite(authorize))) {
    context.addIssue({
      code: "custom",
      path: ["NEXT_PUBLIC_DISCORD_AUTHORIZE_URL"],
      message: "must be Discord's https authorize page in production, not a local sandbox",
    });
  }
}).transform(
  ({ NEXT_PUBLIC_DISCORD_CLIENT_ID: clientId, NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: authorizeUrl, ...env }) => {
    const sandbox = !clientId;
    return {
      ...env,
      /** Where every "Add to Discord" leads: the bot's authorize URL, with the features' permissions. */
      BOT_INVITE_URL: botInviteUrl({
        clientId: clientId || DISCORD_SANDBOX.clientId,
        authorizeUrl:
          authorizeUrl ?? (sandbox ? DISCORD_SANDBOX.authorizeUrl : "https://discord.com/oauth2/authorize"),
      }),
    };
  },
);

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
  NEXT_PUBLIC_DISCORD_CLIENT_ID: process.env.NEXT_PUBLIC_DISCORD_CLIENT_ID,
  NEXT_PUBLIC_DISCORD_AUTHORIZE_URL: process.env.NEXT_PUBLIC_DISCORD_AUTHORIZE_URL,
  NEXT_PUBLIC_PIXEL_ID: process.env.NEXT_PUBLIC_PIXEL_ID,
  NEXT_PUBLIC_CHAT_SERVER_URL: process.env.NEXT_PUBLIC_CHAT_SERVER_URL,
  NEXT_PUBLIC_MICROBLOG_URL: process.env.NEXT_PUBLIC_MICROBLOG_URL,
  NEXT_PUBLIC_SOURCE_CODE_URL: process.env.NEXT_PUBLIC_SOURCE_CODE_URL,
  NEXT_PUBLIC_SUPPORT_SERVER_URL: process.env.NEXT_PUBLIC_SUPPORT_SERVER_URL,
  NEXT_PUBLIC_TRADING_WIKI_URL: process.env.NEXT_PUBLIC_TRADING_WIKI_URL,
  NEXT_PUBLIC_CONTACT_EMAIL: process.env.NEXT_PUBLIC_CONTACT_EMAIL,
});
