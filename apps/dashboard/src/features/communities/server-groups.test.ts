import type { DiscordServer } from "@chartbot/contracts/discord";
import { describe, expect, it } from "vitest";
import { groupServers, serverListProblem } from "./server-groups";

const server = (name: string, botPresent: boolean, communityId: string | null = null): DiscordServer => ({
  guildId: `9000000000000000${name.length}${name.charCodeAt(0)}`,
  name,
  iconUrl: null,
  owner: false,
  botPresent,
  communityId,
});

describe("groupServers", () => {
  it("puts servers with the bot first (manage or set up) and the others under add, each by name", () => {
    const community = "5f0e8d7c-1111-4222-8333-944455556666";
    const groups = groupServers([
      server("forex Friends", false),
      server("Wall Street", true),
      server("Satoshi", true, community),
      server("Alpha", false),
    ]);
    expect(groups.withBot.map(({ server: { name }, action }) => [name, action])).toEqual([
      ["Satoshi", "manage"],
      ["Wall Street", "set-up"],
    ]);
    expect(groups.canAdd.map(({ server: { name }, action }) => [name, action])).toEqual([
      ["Alpha", "add"],
      ["forex Friends", "add"],
    ]);
  });

  it("offers to add the bot again to a server whose community lost it", () => {
    const groups = groupServers([server("Gone", false, "5f0e8d7c-1111-4222-8333-944455556666")]);
    expect(groups.withBot).toEqual([]);
    expect(groups.canAdd[0]?.action).toBe("add");
  });

  it("is empty for no servers", () => {
    expect(groupServers([])).toEqual({ withBot: [], canAdd: [] });
  });
});

describe("serverListProblem", () => {
  it("turns the Discord errors into ways forward", () => {
    expect(serverListProblem("discord_not_linked")).toBe("not-linked");
    expect(serverListProblem("discord_reconnect_required")).toBe("reconnect");
    expect(serverListProblem("discord_rate_limited")).toBe("rate-limited");
    expect(serverListProblem("discord_not_configured")).toBe("not-configured");
    expect(serverListProblem("discord_unreachable")).toBe("other");
    expect(serverListProblem("network_error")).toBe("other");
  });
});
