import type { MaybeStorage } from "@chartbot/browser-storage";
import { botInviteUrl, DISCORD_USER_SCOPES } from "@chartbot/contracts/discord";
import { ACTION_PATH } from "./routes";

/** sessionStorage key of the `state` sent to Discord, checked when the browser comes back. */
export const DISCORD_STATE_KEY = "chartbot:discordOAuthState";

/**
 * Why the browser went to Discord: to sign in, to link Discord to the signed-in account (or reconnect it), or
 * to add the bot to a server. Discord sends every one back to the same /account/action, which tells them
 * apart by the stored state.
 */
export type DiscordPurpose =
  | { purpose: "sign-in" }
  | {
      purpose: "link";
      /** Where to go once linked: My Communities when it started there, else Account Settings. */
      from?: "communities";
    }
  | { purpose: "add-bot"; guildId: string };

/** What is stored under `DISCORD_STATE_KEY`: the state sent and what it was for. */
export type StoredDiscordState = DiscordPurpose & { state: string };

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

export interface AuthorizeRequest {
  /** Discord's authorize page, e.g. `https://discord.com/oauth2/authorize` (or the local sandbox's). */
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** The query string in Discord's documented form (encodeURIComponent writes a scope's space as %20, not "+"). */
function withQuery(base: string, params: ReadonlyArray<readonly [string, string]>): string {
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&");
  return `${base}?${query}`;
}

/** Discord's authorize URL for signing in or linking: a code grant with the user scopes. */
export function buildDiscordAuthorizeUrl({
  authorizeUrl,
  clientId,
  redirectUri,
  state,
}: AuthorizeRequest): string {
  return withQuery(authorizeUrl, [
    ["client_id", clientId],
    ["response_type", "code"],
    ["scope", DISCORD_USER_SCOPES.join(" ")],
    ["redirect_uri", redirectUri],
    ["state", state],
  ]);
}

/**
 * Discord's authorize URL for adding the bot to one server: the bot scopes, the permissions the features
 * need (`BOT_PERMISSIONS`), that server preselected and locked.
 */
export function buildBotAuthorizeUrl({
  guildId,
  ...request
}: AuthorizeRequest & { guildId: string }): string {
  return botInviteUrl({
    authorizeUrl: request.authorizeUrl,
    clientId: request.clientId,
    guildId,
    extra: [
      ["response_type", "code"],
      ["redirect_uri", request.redirectUri],
      ["state", request.state],
    ],
  });
}

/** Creates and stores a new state for `purpose` and returns the authorize URL to send the browser to. */
export function startDiscordAuthorization({
  authorizeUrl,
  clientId,
  origin,
  storage,
  randomBytes,
  ...purpose
}: DiscordPurpose & {
  authorizeUrl: string;
  clientId: string;
  origin: string;
  storage: MaybeStorage;
  randomBytes?: (bytes: Uint8Array) => Uint8Array;
}): string {
  const state = createDiscordState(randomBytes);
  const stored: StoredDiscordState = { state, ...(purpose as DiscordPurpose) };
  try {
    storage?.setItem(DISCORD_STATE_KEY, JSON.stringify(stored));
  } catch {
    // Without storage the state cannot be checked on return, and the return is refused there: say so then.
  }
  const request = { authorizeUrl, clientId, redirectUri: discordRedirectUri(origin), state };
  return purpose.purpose === "add-bot"
    ? buildBotAuthorizeUrl({ ...request, guildId: purpose.guildId })
    : buildDiscordAuthorizeUrl(request);
}

function parseStored(text: string | null): StoredDiscordState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredDiscordState> | null;
    if (typeof value?.state !== "string" || value.state === "") return null;
    if (value.purpose === "sign-in") return { state: value.state, purpose: value.purpose };
    if (value.purpose === "link") {
      return {
        state: value.state,
        purpose: "link",
        ...(value.from === "communities" && { from: "communities" }),
      };
    }
    if (
      value.purpose === "add-bot" &&
      typeof value.guildId === "string" &&
      /^\d{17,20}$/.test(value.guildId)
    ) {
      return { state: value.state, purpose: "add-bot", guildId: value.guildId };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * What the `state` Discord returned was for, when it is the one this tab stored; null otherwise. The stored
 * value is removed either way, so a state works once.
 */
export function consumeDiscordState(storage: MaybeStorage, returned: string | null): DiscordPurpose | null {
  let stored: StoredDiscordState | null = null;
  try {
    stored = parseStored(storage?.getItem(DISCORD_STATE_KEY) ?? null);
    storage?.removeItem(DISCORD_STATE_KEY);
  } catch {
    return null;
  }
  if (!stored || !returned || stored.state !== returned) return null;
  const { state: _state, ...purpose } = stored;
  return purpose;
}
