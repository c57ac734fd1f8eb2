import type { PendingCode, World } from "./world";

/** The OAuth2 client the token exchange must name, as the API under test is configured. */
export interface FakeDiscordClient {
  /** The client secret every exchange must carry. */
  secret: string;
  /** When set, the exchange's `client_id` must be this (and the authorize page's). */
  id?: string;
  /** When set, redirects must end with this path (e.g. "/account/action"), on any origin. */
  redirectPath?: string;
  /** When set, the redirects the authorize page accepts, exactly (checked before `redirectPath`). */
  redirectUris?: readonly string[];
}

/** A request the sandbox received (the Discord routes, not the control API). */
export interface FakeDiscordRequest {
  method: string;
  /** The Discord route, without `/api/v10`: `/oauth2/token`, `/users/@me/guilds`. */
  path: string;
  /** The path as requested. */
  url: string;
  form?: URLSearchParams;
}

/** What the routes share: the world, the application's client and bot, and the request log. */
export interface SandboxApplication {
  readonly world: World;
  readonly client: FakeDiscordClient;
  readonly botToken: string;
  readonly requests: FakeDiscordRequest[];
  /** The pending code a self-describing code (`discordCodeFor`) stands for, if it is one. */
  codeCarryingUser(code: string): PendingCode | undefined;
}
