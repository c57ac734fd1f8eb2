import { BOT_PERMISSIONS, DISCORD_PERMISSIONS } from "@chartbot/contracts/discord";
import { describe, expect, it } from "vitest";
import { missingChannelPermissions } from "../../src/diagnosis/channel-permissions.js";
import { type DiagnosisFacts, diagnoseChannel } from "../../src/diagnosis/diagnose-channel.js";
import { readCommand } from "../../src/diagnosis/read-command.js";
import type { GuildView } from "../../src/discord/guild-view.js";

const GUILD = "100000000000000001";
const BOT_ROLE = "100000000000000002";
const CATEGORY = "100000000000000003";
const CHANNEL = "100000000000000004";
const SEND = DISCORD_PERMISSIONS.SEND_MESSAGES.toString();
const EVERYONE = (DISCORD_PERMISSIONS.VIEW_CHANNEL | DISCORD_PERMISSIONS.USE_APPLICATION_COMMANDS).toString();

function view(
  channelOverwrites: { id: string; type: number; allow: string; deny: string }[],
  categoryOverwrites = channelOverwrites,
): GuildView {
  return {
    guildId: GUILD,
    roles: [
      { id: GUILD, name: "@everyone", position: 0, permissions: EVERYONE, color: 0, managed: false },
      { id: BOT_ROLE, name: "Chartbot", position: 1, permissions: BOT_PERMISSIONS, color: 0, managed: true },
    ],
    channels: [
      {
        id: CATEGORY,
        type: 4,
        name: "Trading",
        position: 0,
        parent_id: null,
        permission_overwrites: categoryOverwrites,
      },
      {
        id: CHANNEL,
        type: 0,
        name: "signals",
        position: 0,
        parent_id: CATEGORY,
        permission_overwrites: channelOverwrites,
      },
    ],
    bot: { id: "100000000000000005", roles: [BOT_ROLE] },
  } as GuildView;
}

const deny = (id: string) => [{ id, type: 0, allow: "0", deny: SEND }];

describe("missingChannelPermissions", () => {
  it("names the category when the channel carries its category's overwrites", () => {
    expect(missingChannelPermissions(view(deny(GUILD)), CHANNEL, ["SEND_MESSAGES"])).toEqual([
      { permission: "SEND_MESSAGES", deniedBy: "category" },
    ]);
  });

  it("names the channel when its own overwrite takes the permission away", () => {
    expect(missingChannelPermissions(view(deny(BOT_ROLE), []), CHANNEL, ["SEND_MESSAGES"])).toEqual([
      { permission: "SEND_MESSAGES", deniedBy: "channel" },
    ]);
  });

  it("names only View Channel when the bot cannot see the channel", () => {
    const hidden = [{ id: GUILD, type: 0, allow: "0", deny: DISCORD_PERMISSIONS.VIEW_CHANNEL.toString() }];
    expect(missingChannelPermissions(view(hidden, []), CHANNEL, ["VIEW_CHANNEL", "SEND_MESSAGES"])).toEqual([
      { permission: "VIEW_CHANNEL", deniedBy: "channel" },
    ]);
  });

  it("lets a role's allow win over @everyone's deny, as Discord does", () => {
    const overwrites = [...deny(GUILD), { id: BOT_ROLE, type: 0, allow: SEND, deny: "0" }];
    expect(missingChannelPermissions(view(overwrites, []), CHANNEL, ["SEND_MESSAGES"])).toEqual([]);
  });
});

describe("readCommand", () => {
  it.each([
    ["c btc 4h", "btc", undefined],
    ["/c btc 2h", "btc", "advanced-charting"],
    ["!chart eth renko", "eth", "advanced-charting"],
    ["layout weekly aapl", "aapl", "tradingview-layouts"],
    ["p aapl msft", "aapl", undefined],
  ])("reads %s: ticker %s, add-on %s", (typed, ticker, addon) => {
    const read = readCommand(typed);
    expect(read.ticker).toBe(ticker);
    expect(read.addon?.slug).toBe(addon);
  });

  it("knows no command for a word that is none", () => {
    expect(readCommand("hello there").command).toBeUndefined();
  });
});

describe("diagnoseChannel", () => {
  const facts: DiagnosisFacts = {
    channelId: CHANNEL,
    discord: { state: "read", view: view([]) },
    tickerMode: "traditional",
    autoDeleteMinutes: null,
    command: null,
    activeAddons: [],
    lapsedAddons: [],
    posts: [],
    lastFailure: null,
    staleSatellites: [],
    grantRevoked: false,
    links: {
      reauthorize: (permissions) => `https://discord.test/authorize?${permissions.join(",")}`,
      discordChannel: "https://discord.test/channel",
      channelOverrides: "https://dash.test/overrides",
      scheduledPosts: "https://dash.test/posts",
      alertHistory: "https://dash.test/alerts/history",
      satellites: "https://dash.test/satellites",
      subscribe: (slug) => `https://dash.test/subscriptions?addon=${slug}`,
      reconnectDiscord: "https://dash.test/account/settings",
    },
  };

  it("finds nothing in a channel where everything is right", () => {
    expect(diagnoseChannel(facts)).toEqual([]);
  });

  it("names an unknown command and a channel that is not a text channel", () => {
    const codes = diagnoseChannel({ ...facts, channelId: CATEGORY, command: "hello" }).map((c) => c.code);
    expect(codes).toEqual(["channel_not_found", "unknown_command"]);
  });

  it("says the auto-delete in minutes, with the overrides as its fix", () => {
    expect(diagnoseChannel({ ...facts, autoDeleteMinutes: 5 })).toEqual([
      expect.objectContaining({
        code: "auto_delete",
        severity: "info",
        message: expect.stringContaining("after 5 minutes"),
        fix: { kind: "link", label: "Change the auto-delete", href: "https://dash.test/overrides" },
      }),
    ]);
  });
});
