import { Routes } from "discord-api-types/v10";
import { z } from "zod";
import { AppError } from "../errors.js";
import { DiscordRefusedError, type DiscordRest } from "./discord-rest.js";

const TokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1),
  scope: z.string(),
});
/** Discord's answer to a token exchange or refresh (`expires_in` in seconds). */
export type DiscordTokens = z.infer<typeof TokenSchema>;

const DiscordUserSchema = z.object({
  id: z.string().regex(/^\d{1,25}$/),
  username: z.string(),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().nullish(),
  avatar: z.string().nullish(),
});
/** The Discord user behind an access token (`email` and `verified` with the `email` scope). */
export type DiscordUser = z.infer<typeof DiscordUserSchema>;

const UserGuildSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullish(),
  owner: z.boolean().optional(),
  /** The user's permissions in the server: a bitfield as a decimal string. */
  permissions: z.string(),
});
/** A server the user is in, as `GET /users/@me/guilds` lists it (`RESTAPIPartialCurrentUserGuild`). */
export type DiscordUserGuild = z.infer<typeof UserGuildSchema>;

/** Discord's largest page of `GET /users/@me/guilds`. */
const GUILDS_PAGE = 200;

export interface DiscordOAuthOptions {
  clientId: string;
  clientSecret: string;
}

/** The OAuth2 refused a refresh token or code: expired, already used, or the grant was revoked. */
export class DiscordGrantRefusedError extends Error {
  override name = "DiscordGrantRefusedError";
}

/** A 400 or 401 from the token endpoint (`invalid_grant`, `invalid_client`) is a refusal, not an outage. */
function refusal(error: unknown): unknown {
  if (error instanceof DiscordRefusedError && (error.status === 400 || error.status === 401)) {
    return new DiscordGrantRefusedError(`Discord refused the grant (${error.code})`, { cause: error });
  }
  return error;
}

/**
 * Any other refusal of a call that cannot be refused when Discord works (a 403 or 404 from the token endpoint, a
 * token it has just issued refused) is Discord failing, like a 5xx: 502 `discord_unreachable`, not a 500.
 */
function outage(error: unknown): unknown {
  return error instanceof DiscordRefusedError
    ? new AppError("discord_unreachable", undefined, { cause: error })
    : error;
}

/**
 * Discord's OAuth2 for users: exchanging a sign-in's code for tokens, refreshing and revoking them, and
 * reading the user and their servers with an access token. Errors as `mapDiscordError` says; a refused
 * code or refresh token is `DiscordGrantRefusedError`.
 */
export class DiscordOAuth {
  constructor(
    private readonly rest: DiscordRest,
    private readonly options: DiscordOAuthOptions,
  ) {}

  private token(form: Record<string, string>): Promise<DiscordTokens> {
    const body = new URLSearchParams({
      ...form,
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
    });
    return this.rest
      .request({ method: "POST", route: Routes.oauth2TokenExchange(), auth: "none", form: body }, TokenSchema)
      .catch((error: unknown) => {
        throw refusal(error);
      });
  }

  /**
   * Exchanges an authorization code; a refused or used code (400 or 401) is 400 `discord_code_invalid`, any
   * other failure 502 `discord_unreachable` (429: `discord_rate_limited`).
   */
  async exchangeCode(code: string, redirectUri: string): Promise<DiscordTokens> {
    try {
      return await this.token({ grant_type: "authorization_code", code, redirect_uri: redirectUri });
    } catch (error) {
      if (error instanceof DiscordGrantRefusedError) {
        throw new AppError("discord_code_invalid", undefined, { cause: error });
      }
      throw outage(error);
    }
  }

  /** New tokens for a refresh token (Discord rotates both); `DiscordGrantRefusedError` when refused. */
  refresh(refreshToken: string): Promise<DiscordTokens> {
    return this.token({ grant_type: "refresh_token", refresh_token: refreshToken });
  }

  /** Revokes a token and with it the grant (Discord answers 200 for an already dead token too). */
  async revoke(token: string): Promise<void> {
    const body = new URLSearchParams({
      token,
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret,
    });
    await this.rest.request(
      { method: "POST", route: Routes.oauth2TokenRevocation(), auth: "none", form: body },
      z.unknown(),
    );
  }

  /**
   * The user a just-issued access token belongs to: any refusal, a 401 too, is 502 `discord_unreachable`
   * (429: `discord_rate_limited`).
   */
  currentUser(accessToken: string): Promise<DiscordUser> {
    return this.rest
      .request({ method: "GET", route: Routes.user(), auth: { bearer: accessToken } }, DiscordUserSchema)
      .catch((error: unknown) => {
        throw outage(error);
      });
  }

  /** The servers the user is in, with their permissions there (needs the `guilds` scope); every page. */
  async userGuilds(accessToken: string): Promise<DiscordUserGuild[]> {
    const guilds: DiscordUserGuild[] = [];
    for (;;) {
      const query = new URLSearchParams({ limit: String(GUILDS_PAGE) });
      const last = guilds.at(-1);
      if (last) query.set("after", last.id);
      const page = await this.rest.request(
        { method: "GET", route: Routes.userGuilds(), auth: { bearer: accessToken }, query },
        z.array(UserGuildSchema),
      );
      guilds.push(...page);
      if (page.length < GUILDS_PAGE) return guilds;
    }
  }
}
