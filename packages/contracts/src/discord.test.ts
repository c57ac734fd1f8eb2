import { describe, expect, it } from "vitest";
import {
  BOT_PERMISSION_NAMES,
  BOT_PERMISSIONS,
  DISCORD_PERMISSIONS,
  FEATURE_PERMISSIONS,
  permissionBits,
} from "./discord";

describe("Discord permissions", () => {
  it("are Discord's documented bit values", () => {
    // From Discord's permissions table (decimal values of single bits).
    expect(DISCORD_PERMISSIONS.ADMINISTRATOR).toBe(8n);
    expect(DISCORD_PERMISSIONS.MANAGE_GUILD).toBe(32n);
    expect(DISCORD_PERMISSIONS.VIEW_CHANNEL).toBe(1024n);
    expect(DISCORD_PERMISSIONS.SEND_MESSAGES).toBe(2048n);
    expect(DISCORD_PERMISSIONS.EMBED_LINKS).toBe(16384n);
    expect(DISCORD_PERMISSIONS.MENTION_EVERYONE).toBe(131072n);
    expect(DISCORD_PERMISSIONS.CHANGE_NICKNAME).toBe(67108864n);
    expect(DISCORD_PERMISSIONS.MANAGE_WEBHOOKS).toBe(536870912n);
    expect(DISCORD_PERMISSIONS.SEND_MESSAGES_IN_THREADS).toBe(274877906944n);
  });

  it("ask, when adding the bot, for exactly what the features need, each once", () => {
    const needed = new Set(Object.values(FEATURE_PERMISSIONS).flat());
    expect(new Set(BOT_PERMISSION_NAMES)).toEqual(needed);
    expect(BOT_PERMISSION_NAMES).toHaveLength(needed.size);
    expect(BOT_PERMISSIONS).toBe(permissionBits([...needed]).toString());
    expect(BigInt(BOT_PERMISSIONS) & DISCORD_PERMISSIONS.ADMINISTRATOR).toBe(0n);
    expect(BigInt(BOT_PERMISSIONS) & DISCORD_PERMISSIONS.MANAGE_WEBHOOKS).not.toBe(0n);
  });
});
