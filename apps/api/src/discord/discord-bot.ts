import { Routes } from "discord-api-types/v10";
import { z } from "zod";
import type { DiscordRest } from "./discord-rest.js";

// Only the fields the API reads are checked; Discord's others pass through (`APIGuild`, `APIChannel`,
// `APIRole` and `APIGuildMember` of discord-api-types describe them all).
const GuildSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullish(),
  owner_id: z.string().optional(),
});
export type DiscordGuild = z.infer<typeof GuildSchema>;

const OverwriteSchema = z.looseObject({
  id: z.string(),
  /** 0 a role, 1 a member. */
  type: z.number(),
  allow: z.string(),
  deny: z.string(),
});
const ChannelSchema = z.looseObject({
  id: z.string(),
  /** Discord's `ChannelType`: 0 text, 2 voice, 4 category, 5 announcement, 13 stage, 15 forum, ... */
  type: z.number(),
  name: z.string().nullish(),
  position: z.number().optional(),
  parent_id: z.string().nullish(),
  permission_overwrites: z.array(OverwriteSchema).optional(),
});
export type DiscordGuildChannel = z.infer<typeof ChannelSchema>;

const RoleSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  color: z.number(),
  position: z.number(),
  /** A bitfield as a decimal string. */
  permissions: z.string(),
  managed: z.boolean(),
  mentionable: z.boolean().optional(),
});
export type DiscordGuildRole = z.infer<typeof RoleSchema>;

const MemberSchema = z.looseObject({
  user: z.looseObject({ id: z.string() }).optional(),
  roles: z.array(z.string()),
  nick: z.string().nullish(),
});
export type DiscordGuildMember = z.infer<typeof MemberSchema>;

/**
 * Discord as the bot sees it, with the bot's token. A server the bot is not in answers
 * `DiscordMissingAccessError` (403, Missing Access) or `DiscordNotFoundError` (404, Unknown Guild).
 */
export class DiscordBot {
  private botUser?: Promise<string>;

  constructor(
    private readonly rest: DiscordRest,
    private readonly token: string,
  ) {}

  /** The bot's own user id (`GET /users/@me` with its token, asked once). */
  botUserId(): Promise<string> {
    this.botUser ??= this.get(Routes.user(), z.looseObject({ id: z.string() })).then(
      (user) => user.id,
      (error: unknown) => {
        this.botUser = undefined;
        throw error;
      },
    );
    return this.botUser;
  }

  private get<S extends z.ZodType>(route: `/${string}`, schema: S): Promise<z.infer<S>> {
    return this.rest.request({ method: "GET", route, auth: { bot: this.token } }, schema);
  }

  guild(guildId: string): Promise<DiscordGuild> {
    return this.get(Routes.guild(guildId), GuildSchema);
  }

  channels(guildId: string): Promise<DiscordGuildChannel[]> {
    return this.get(Routes.guildChannels(guildId), z.array(ChannelSchema));
  }

  roles(guildId: string): Promise<DiscordGuildRole[]> {
    return this.get(Routes.guildRoles(guildId), z.array(RoleSchema));
  }

  member(guildId: string, userId: string): Promise<DiscordGuildMember> {
    return this.get(Routes.guildMember(guildId, userId), MemberSchema);
  }
}
