import type { DiscordServer } from "@chartbot/contracts/discord";
import type { ApiClientErrorCode } from "@/client/api-error";

/** What the picker offers for a server: open its community, set it up (bot there, no community), add the bot. */
export type ServerAction = "manage" | "set-up" | "add";

export interface PickedServer {
  server: DiscordServer;
  action: ServerAction;
}

/** The picker's two groups: servers where Chartbot is, and servers it can be added to; each by name. */
export interface ServerGroups {
  withBot: PickedServer[];
  canAdd: PickedServer[];
}

function actionFor(server: DiscordServer): ServerAction {
  if (!server.botPresent) return "add";
  return server.communityId ? "manage" : "set-up";
}

const byName = (a: PickedServer, b: PickedServer) =>
  a.server.name.localeCompare(b.server.name, undefined, { sensitivity: "base" });

/** Splits the manageable servers into the picker's groups. */
export function groupServers(servers: readonly DiscordServer[]): ServerGroups {
  const picked = servers.map((server) => ({ server, action: actionFor(server) }));
  return {
    withBot: picked.filter((entry) => entry.action !== "add").sort(byName),
    canAdd: picked.filter((entry) => entry.action === "add").sort(byName),
  };
}

/** Why the server list could not be shown, as the picker answers it: a way forward rather than "Retry". */
export type ServerListProblem = "not-linked" | "reconnect" | "rate-limited" | "not-configured" | "other";

export function serverListProblem(code: ApiClientErrorCode): ServerListProblem {
  switch (code) {
    case "discord_not_linked":
      return "not-linked";
    case "discord_reconnect_required":
      return "reconnect";
    case "discord_rate_limited":
    case "rate_limited":
      return "rate-limited";
    case "discord_not_configured":
      return "not-configured";
    default:
      return "other";
  }
}
