import type { MaybeStorage } from "@chartbot/browser-storage";
import { ACTION_PATH } from "./routes";

/** Discord's OAuth2 authorization page. */
export const DISCORD_AUTHORIZE_URL = "https://discord.com/oauth2/authorize";
/** What we ask Discord for: the user's id and name, and their email to match or create the account. */
export const DISCORD_SCOPES = ["identify", "email"] as const;
/** sessionStorage key of the `state` sent to Discord, checked when the browser comes back. */
export const DISCORD_STATE_KEY = "chartbot:discordOAuthState";

/** Where Discord sends the browser back: this app's /account/action. Also the `redirect` sent to the API. */
export function discordRedirectUri(origin: string): string {
  return `${origin}${ACTION_PATH}`;
}

/** An unguessable `state`: 32 random bytes, base64url-encoded (43 characters). */
export function createDiscordState(
  randomBytes: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = randomBytes(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Discord's authorize URL for a code grant with our scopes, redirect URI and state. */
export function buildDiscordAuthorizeUrl({
  clientId,
  redirectUri,
  state,
}: {
  clientId: string;
  redirectUri: string;
  state: string;
}): string {
  const query = [
    ["client_id", clientId],
    ["response_type", "code"],
    ["scope", DISCORD_SCOPES.join(" ")],
    ["redirect_uri", redirectUri],
    ["state", state],
  ]
    // encodeURIComponent writes the scope's space as %20, as Discord documents it (not "+").
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join("&");
  return `${DISCORD_AUTHORIZE_URL}?${query}`;
}

/** Creates and stores a new state and returns the authorize URL to send the browser to. */
export function startDiscordSignIn({
  clientId,
  origin,
  storage,
  randomBytes,
}: {
  clientId: string;
  origin: string;
  storage: MaybeStorage;
  randomBytes?: (bytes: Uint8Array) => Uint8Array;
}): string {
  const state = createDiscordState(randomBytes);
  try {
    storage?.setItem(DISCORD_STATE_KEY, state);
  } catch {
    // Without storage the state cannot be checked on return, and the sign-in is refused there: say so then.
  }
  return buildDiscordAuthorizeUrl({ clientId, redirectUri: discordRedirectUri(origin), state });
}

/**
 * Whether the `state` Discord returned is the one this tab stored. The stored value is removed either way,
 * so a state works once.
 */
export function consumeDiscordState(storage: MaybeStorage, returned: string | null): boolean {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(DISCORD_STATE_KEY) ?? null;
    storage?.removeItem(DISCORD_STATE_KEY);
  } catch {
    return false;
  }
  return Boolean(stored) && Boolean(returned) && stored === returned;
}
