import { DiscordServerListQuerySchema, DiscordServerListSchema } from "../discord.ts";
import { endpoint } from "../endpoint.ts";
import { ErrorResponses } from "../errors.ts";

export const discordEndpoints = {
  servers: endpoint({
    method: "GET",
    path: "/discord/servers",
    api: "dashboard",
    auth: "session",
    tag: "communities",
    summary: "The Discord servers the user owns or has Manage Server or Administrator in",
    description:
      "Read with the user's Discord grant and cached for 5 minutes (refresh=true reads again, and re-checks the user's access to every community). discord_not_linked / discord_reconnect_required (409) without a usable grant; discord_rate_limited (429, Retry-After) when Discord asks to slow down.",
    query: DiscordServerListQuerySchema,
    responses: { 200: DiscordServerListSchema, ...ErrorResponses },
  }),
};
