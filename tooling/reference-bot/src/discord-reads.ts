import { getSymbol } from "@chartbot/symbol-catalogue";

/** Where the (local) Discord's API answers and the bot's token there. */
export interface DiscordAccess {
  apiUrl: string;
  botToken: string;
}

/** `GET <apiUrl><path>` with the bot's token: the JSON answer, or undefined when Discord does not answer 2xx. */
export async function discordGet(discord: DiscordAccess, path: string): Promise<unknown> {
  try {
    const response = await fetch(`${discord.apiUrl.replace(/\/$/, "")}${path}`, {
      headers: { authorization: `Bot ${discord.botToken}` },
      signal: AbortSignal.timeout(3000),
    });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST <apiUrl><path>` with the bot's token and a JSON body: Discord's JSON answer, or why it failed (`Discord
 * answered 403: Cannot send messages to this user`, `Discord did not answer: ...`), as the bot reports it.
 */
export async function discordPost(
  discord: DiscordAccess,
  path: string,
  body: unknown,
): Promise<{ ok: true; answer: unknown } | { ok: false; reason: string }> {
  try {
    const response = await fetch(`${discord.apiUrl.replace(/\/$/, "")}${path}`, {
      method: "POST",
      headers: { authorization: `Bot ${discord.botToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (response.ok) return { ok: true, answer };
    const why = typeof answer.message === "string" ? answer.message : "no reason";
    return { ok: false, reason: `Discord answered ${response.status}: ${why}` };
  } catch (error) {
    return {
      ok: false,
      reason: `Discord did not answer: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The servers the bot is in (`/users/@me/guilds`), or undefined when Discord does not say. */
export async function botGuildIds(discord: DiscordAccess): Promise<string[] | undefined> {
  const guilds = await discordGet(discord, "/users/@me/guilds?limit=200");
  if (!Array.isArray(guilds)) return undefined;
  return guilds.flatMap((guild: { id?: unknown }) => (typeof guild.id === "string" ? [guild.id] : []));
}

/**
 * The satellite bots among a server's members (`/guilds/:id/members`): bot users whose id is a satellite
 * application's, i.e. a catalogue symbol's. Undefined when Discord does not say.
 */
export async function satelliteMemberIds(
  discord: DiscordAccess,
  guildId: string,
): Promise<string[] | undefined> {
  const members = await discordGet(discord, `/guilds/${guildId}/members?limit=1000`);
  if (!Array.isArray(members)) return undefined;
  return members.flatMap((member: { user?: { id?: unknown; bot?: unknown } }) => {
    const id = member.user?.id;
    return typeof id === "string" && member.user?.bot === true && getSymbol(id) ? [id] : [];
  });
}
