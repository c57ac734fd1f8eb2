import { env } from "@/env";
import { type DiscordPurpose, startDiscordAuthorization } from "./discord-sign-in";
import { getTabStorage } from "./tab-storage";

/** Whether Discord is configured (a client id, or the local sandbox's default). */
export function discordAvailable(): boolean {
  return Boolean(env.discord.clientId);
}

/** Sends the browser to Discord's authorize page for `purpose`; it comes back to /account/action. */
export function goToDiscord(purpose: DiscordPurpose): void {
  const clientId = env.discord.clientId;
  if (!clientId) return;
  const url = startDiscordAuthorization({
    ...purpose,
    authorizeUrl: env.discord.authorizeUrl,
    clientId,
    origin: window.location.origin,
    storage: getTabStorage(),
  });
  window.location.assign(url);
}
