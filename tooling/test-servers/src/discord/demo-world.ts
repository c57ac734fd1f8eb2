import { BOT_PERMISSIONS, DISCORD_PERMISSIONS, DISCORD_SANDBOX } from "@chartbot/contracts/discord";
import type { FakeDiscordOptions } from "./server";
import { DEFAULT_EVERYONE_PERMISSIONS, type World } from "./world";

/**
 * The demo world's ids and secrets: what `pnpm dev`/`pnpm start` and the browser tests sign in with. The
 * application's client id, secret and bot token are `DISCORD_SANDBOX` of the contracts, the API's and the
 * dashboard's development defaults.
 */
export const DEMO_DISCORD = {
  applicationId: DISCORD_SANDBOX.clientId,
  clientId: DISCORD_SANDBOX.clientId,
  clientSecret: DISCORD_SANDBOX.clientSecret,
  botToken: DISCORD_SANDBOX.botToken,
  botUsername: "Chartbot",
  user: {
    id: "900000000000000900",
    username: "demo_trader",
    global_name: "Demo Trader",
    email: "demo.discord@chartbot.local",
    verified: true,
    avatar: null,
  },
  otherUser: {
    id: "900000000000000901",
    username: "other_trader",
    global_name: "Other Trader",
    email: "other.discord@chartbot.local",
    verified: true,
    avatar: null,
  },
  guilds: {
    /** The demo user owns it; the bot is in it. */
    tradingFloor: { id: "900000000000000001", name: "Satoshi's Trading Floor" },
    /** The demo user has Manage Server; the bot is in it, without Manage Webhooks in #options nor Change Nickname. */
    wallStreet: { id: "900000000000000002", name: "Wall Street Bets Lounge" },
    /** The demo user has Administrator; the bot is not in it ("can be added"). */
    forexFriends: { id: "900000000000000003", name: "Forex Friends" },
    /** The demo user is a plain member: not in the picker. */
    cryptoCafe: { id: "900000000000000004", name: "Crypto Café" },
  },
  channels: {
    markets: "900000000000000100",
    charts: "900000000000000101",
    heatmaps: "900000000000000102",
    announcements: "900000000000000103",
    voice: "900000000000000104",
    stocks: "900000000000000201",
    options: "900000000000000202",
    forex: "900000000000000301",
    general: "900000000000000302",
  },
  roles: {
    traders: "900000000000000199",
    whales: "900000000000000198",
    members: "900000000000000299",
    pips: "900000000000000399",
    /** The bot's managed role "Chartbot" in each server it is in. */
    chartbotTradingFloor: "900000000000000177",
    chartbotWallStreet: "900000000000000277",
  },
  /** Where the dashboard sends Discord's answers (`pnpm dev`/`pnpm start`). */
  redirectUris: ["http://localhost:3001/account/action", "http://127.0.0.1:3001/account/action"],
} as const;

const { CHANGE_NICKNAME, MANAGE_GUILD, ADMINISTRATOR, MANAGE_WEBHOOKS } = DISCORD_PERMISSIONS;

/** Fills `world` with the demo user, the other user and their four servers (see `DEMO_DISCORD`). */
export function seedDemoWorld(world: World): void {
  const { user, otherUser, guilds, channels, roles } = DEMO_DISCORD;
  world.addUser({ ...user });
  world.addUser({ ...otherUser });
  world.defaultUserId = user.id;

  const floor = guilds.tradingFloor.id;
  world.addGuild({ ...guilds.tradingFloor, ownerId: user.id, memberIds: [otherUser.id] });
  world.addRole(floor, { id: roles.traders, name: "Traders", color: 0x3498db, mentionable: true });
  world.addRole(floor, { id: roles.whales, name: "Whales", color: 0xf1c40f, mentionable: true });
  world.setMember(floor, otherUser.id, { roles: [roles.traders] });
  world.addChannel(floor, { id: channels.markets, name: "Markets", type: 4, position: 0 });
  world.addChannel(floor, { id: channels.charts, name: "charts", parent_id: channels.markets, position: 1 });
  world.addChannel(floor, {
    id: channels.heatmaps,
    name: "heatmaps",
    parent_id: channels.markets,
    position: 2,
  });
  world.addChannel(floor, { id: channels.announcements, name: "announcements", type: 5, position: 3 });
  world.addChannel(floor, { id: channels.voice, name: "Trading Voice", type: 2, position: 4 });
  world.addBot(floor, BOT_PERMISSIONS, roles.chartbotTradingFloor);

  const lounge = guilds.wallStreet.id;
  world.addGuild({
    ...guilds.wallStreet,
    ownerId: otherUser.id,
    everyonePermissions: BigInt(DEFAULT_EVERYONE_PERMISSIONS) & ~CHANGE_NICKNAME,
  });
  world.addRole(lounge, { id: roles.members, name: "Members", color: 0x2ecc71, mentionable: true });
  world.setMember(lounge, user.id, { roles: [roles.members], permissions: MANAGE_GUILD });
  world.addBot(lounge, BigInt(BOT_PERMISSIONS) & ~CHANGE_NICKNAME, roles.chartbotWallStreet);
  world.addChannel(lounge, { id: channels.stocks, name: "stocks", position: 0 });
  world.addChannel(lounge, {
    id: channels.options,
    name: "options",
    position: 1,
    permission_overwrites: [
      { id: roles.chartbotWallStreet, type: 0, allow: "0", deny: MANAGE_WEBHOOKS.toString() },
    ],
  });

  const forex = guilds.forexFriends.id;
  world.addGuild({ ...guilds.forexFriends, ownerId: otherUser.id });
  world.addRole(forex, { id: roles.pips, name: "Pips", color: 0xe67e22, mentionable: true });
  world.setMember(forex, user.id, { permissions: ADMINISTRATOR, roles: [roles.pips] });
  world.addChannel(forex, { id: channels.forex, name: "forex", position: 0 });
  world.addChannel(forex, { id: channels.general, name: "general", position: 1 });

  world.addGuild({ ...guilds.cryptoCafe, ownerId: otherUser.id, memberIds: [user.id] });
}

/**
 * The demo world's options: `new FakeDiscord(demoWorld())`, or with other redirects
 * `new FakeDiscord(demoWorld({ redirectUris: [...] }))`.
 */
export function demoWorld(overrides: Partial<FakeDiscordOptions> = {}): FakeDiscordOptions {
  return {
    id: DEMO_DISCORD.clientId,
    secret: DEMO_DISCORD.clientSecret,
    botToken: DEMO_DISCORD.botToken,
    botId: DEMO_DISCORD.applicationId,
    botUsername: DEMO_DISCORD.botUsername,
    redirectUris: DEMO_DISCORD.redirectUris,
    seed: seedDemoWorld,
    ...overrides,
  };
}
