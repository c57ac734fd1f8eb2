import { z } from "zod";
import { AppError } from "../errors.js";

const TokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string() });
const DiscordUserSchema = z.object({
  id: z.string().regex(/^\d{1,25}$/),
  username: z.string(),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().nullish(),
  avatar: z.string().nullish(),
});

/** The Discord user behind an OAuth2 code. */
export type DiscordUser = z.infer<typeof DiscordUserSchema>;

export interface DiscordOptions {
  readonly apiBaseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(8_000) });
  } catch (error) {
    throw new AppError("discord_unreachable", undefined, { cause: error });
  }
}

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new AppError("discord_unreachable", undefined, { cause: error });
  }
}

/**
 * Exchanges an OAuth2 authorization code for the Discord user it belongs to. A refused or expired code
 * is `discord_code_invalid` (400); Discord down or answering nonsense is `discord_unreachable` (502).
 */
export async function exchangeDiscordCode(
  options: DiscordOptions,
  code: string,
  redirectUri: string,
): Promise<DiscordUser> {
  const tokenResponse = await call(`${options.apiBaseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: options.clientId,
      client_secret: options.clientSecret,
    }),
  });
  if (tokenResponse.status === 400 || tokenResponse.status === 401) {
    throw new AppError("discord_code_invalid");
  }
  const token = TokenSchema.safeParse(tokenResponse.ok ? await json(tokenResponse) : undefined);
  if (!token.success) throw new AppError("discord_unreachable", undefined, { cause: tokenResponse.status });

  const userResponse = await call(`${options.apiBaseUrl}/users/@me`, {
    headers: { authorization: `Bearer ${token.data.access_token}`, accept: "application/json" },
  });
  const user = DiscordUserSchema.safeParse(userResponse.ok ? await json(userResponse) : undefined);
  if (!user.success) throw new AppError("discord_unreachable", undefined, { cause: userResponse.status });
  return user.data;
}
