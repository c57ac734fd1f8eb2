import { z } from "zod";

/**
 * `GET /api/services`: which optional services this deployment has, so the apps can disable a button (with
 * the reason) before the click rather than answer 503 after it. Public, unauthenticated, no user data.
 */
export const ServicesSchema = z.object({
  /** Signing in with Discord and linking a Discord account (the Discord OAuth client); else 503 `discord_not_configured`. */
  discordSignIn: z.boolean(),
  /** The bot's Discord calls: listing a server's channels and roles (the bot token); else 503 `discord_not_configured`. */
  discordBot: z.boolean(),
  /** Checkout, the billing portal and subscription changes (both Stripe keys); else 503 `payments_not_configured`. */
  payments: z.boolean(),
});
export type Services = z.infer<typeof ServicesSchema>;

/** How long a browser or a CDN may reuse the answer: a configuration change shows within this long. */
export const SERVICES_MAX_AGE_SECONDS = 60;
