// The local Discord ("sandbox"): `@chartbot/test-servers/fake-discord`. The parts live in ./discord/.
export type { FakeDiscordClient, FakeDiscordRequest } from "./discord/application";
export { USER_COOKIE } from "./discord/authorize-page";
export { DEMO_DISCORD, demoWorld, seedDemoWorld } from "./discord/demo-world";
export { DISCORD_ERRORS } from "./discord/http";
export { ALL_PERMISSIONS } from "./discord/permissions";
export {
  discordCodeFor,
  FakeDiscord,
  type FakeDiscordAnswer,
  type FakeDiscordOptions,
} from "./discord/server";
export {
  type AddChannelInput,
  type AddGuildInput,
  type AddRoleInput,
  ChannelType,
  DEFAULT_EVERYONE_PERMISSIONS,
  type FakeDiscordUser,
  type SandboxChannel,
  type SandboxGuild,
  type SandboxMember,
  type SandboxOverwrite,
  type SandboxRole,
  type SetMemberInput,
  World,
} from "./discord/world";
