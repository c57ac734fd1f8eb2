import type { DiscordChannel, DiscordRole } from "@chartbot/contracts/discord";
import { describe, expect, it } from "vitest";
import {
  channelName,
  channelOptions,
  channelWarnings,
  filterChannelOptions,
  NO_ROLE,
  roleName,
  roleOptions,
} from "./discord-options";

const channel = (id: string, name: string, extra: Partial<DiscordChannel> = {}): DiscordChannel => ({
  id,
  name,
  type: "text",
  category: null,
  position: Number(id),
  botCanPost: true,
  warnings: [],
  ...extra,
});

const role = (id: string, name: string, extra: Partial<DiscordRole> = {}): DiscordRole => ({
  id,
  name,
  color: null,
  position: Number(id),
  managed: false,
  everyone: false,
  ...extra,
});

describe("channelOptions", () => {
  const webhooks = {
    permission: "MANAGE_WEBHOOKS",
    feature: "scheduledPosts",
    message: "Chartbot needs Manage Webhooks in #options to post there.",
  };
  const channels = [
    channel("4", "heatmaps", { category: "Markets" }),
    channel("3", "charts", { category: "Markets" }),
    channel("1", "welcome"),
    channel("2", "voice", { type: "voice" }),
    channel("5", "news", { type: "announcement", category: "News" }),
    channel("6", "staff", { category: "News", botCanPost: false }),
    channel("7", "options", { category: "Markets", warnings: [webhooks] }),
  ];

  it("lists text and announcement channels, grouped by category in Discord's order", () => {
    expect(channelOptions(channels)).toEqual([
      { value: "1", label: "#welcome", group: "No category", disabled: false },
      { value: "3", label: "#charts", group: "Markets", disabled: false },
      { value: "4", label: "#heatmaps", group: "Markets", disabled: false },
      { value: "7", label: "#options", group: "Markets", disabled: false },
      { value: "5", label: "#news (announcement)", group: "News", disabled: false },
      { value: "6", label: "#staff — Chartbot cannot post here", group: "News", disabled: true },
    ]);
  });

  it("keeps the saved channel choosable when it is missing or the bot cannot post there", () => {
    expect(channelOptions(channels, "900000000000000999")[0]).toEqual({
      value: "900000000000000999",
      label: "Unknown channel (900000000000000999)",
    });
    expect(channelOptions(channels, "6").find((option) => option.value === "6")?.disabled).toBe(false);
  });

  it("gives the chosen channel's warnings", () => {
    expect(channelWarnings(channels, "7")).toEqual([webhooks]);
    expect(channelWarnings(channels, "3")).toEqual([]);
    expect(channelWarnings(channels, "missing")).toEqual([]);
  });
});

describe("roleOptions", () => {
  const roles = [
    role("1", "@everyone", { everyone: true, position: 0 }),
    role("2", "Traders", { color: "#3498db" }),
    role("5", "Whales", { color: "#f1c40f" }),
    role("4", "Chartbot", { managed: true }),
    role("3", "Plain"),
  ];

  it("offers nobody, then the roles from the highest with their colours; never @everyone or bot roles", () => {
    expect(roleOptions(roles)).toEqual([
      { value: NO_ROLE, label: "Nobody" },
      { value: "5", label: "@Whales", swatch: "#f1c40f" },
      { value: "3", label: "@Plain" },
      { value: "2", label: "@Traders", swatch: "#3498db" },
    ]);
  });

  it("keeps a saved role that is no longer listed", () => {
    expect(roleOptions(roles, "900000000000000998")[1]).toEqual({
      value: "900000000000000998",
      label: "Unknown role (900000000000000998)",
    });
    expect(roleOptions(roles, "2")).toHaveLength(4);
    expect(roleOptions(roles, NO_ROLE)).toHaveLength(4);
  });
});

describe("channel and role names in sentences", () => {
  const general = channel("900000000000000101", "general");
  const traders = role("900000000000000199", "Traders");
  const everyone = role("900000000000000001", "@everyone", { everyone: true });

  it("names a listed channel, marks a deleted one, and falls back to the id while the channels are unknown", () => {
    expect(channelName([general], general.id)).toEqual({ name: "#general", missing: false });
    expect(channelName([general], "900000000000000999")).toEqual({
      name: "Deleted channel (900000000000000999)",
      missing: true,
    });
    expect(channelName(undefined, general.id)).toEqual({ name: `Channel ${general.id}`, missing: false });
  });

  it("names a role, @everyone, a deleted role, and the id while the roles are unknown", () => {
    expect(roleName([traders, everyone], traders.id)).toEqual({ name: "@Traders", missing: false });
    expect(roleName([traders, everyone], everyone.id)).toEqual({ name: "@everyone", missing: false });
    expect(roleName([traders], "900000000000000998")).toMatchObject({
      name: "Deleted role (900000000000000998)",
      missing: true,
    });
    expect(roleName(undefined, traders.id)).toEqual({ name: `Role ${traders.id}`, missing: false });
  });
});

describe("filterChannelOptions", () => {
  const options = channelOptions([
    channel("101", "charts", { category: "Markets" }),
    channel("102", "heatmaps", { category: "Markets" }),
    channel("103", "general"),
    channel("104", "crypto-talk", { category: "Community" }),
  ]);

  it("keeps the channels whose name or category contains the text, in any case, with or without #", () => {
    expect(filterChannelOptions(options, "HEAT").map((option) => option.value)).toEqual(["102"]);
    expect(filterChannelOptions(options, "#gen").map((option) => option.value)).toEqual(["103"]);
    expect(filterChannelOptions(options, "markets").map((option) => option.value)).toEqual(["101", "102"]);
    expect(filterChannelOptions(options, "  ")).toEqual(options);
  });

  it("keeps the chosen channel so the picker still shows it", () => {
    expect(filterChannelOptions(options, "heat", "104").map((option) => option.value)).toEqual([
      "102",
      "104",
    ]);
  });
});
