import { DISCORD_PERMISSIONS as P } from "@chartbot/contracts/discord";
import { describe, expect, it } from "vitest";
import {
  basePermissions,
  channelPermissions,
  hasAll,
  missingPermissionWarnings,
} from "../../src/discord/bot-permissions.js";

const GUILD = "100000000000000000";
const BOT = "200000000000000000";
const ROLE_A = "300000000000000001";
const ROLE_B = "300000000000000002";
const bits = (...names: (keyof typeof P)[]) => names.reduce((all, name) => all | P[name], 0n);
const s = (value: bigint) => value.toString();

const roles = [
  { id: GUILD, permissions: s(bits("VIEW_CHANNEL", "SEND_MESSAGES")) },
  { id: ROLE_A, permissions: s(bits("EMBED_LINKS", "MANAGE_WEBHOOKS")) },
  { id: ROLE_B, permissions: s(bits("ADMINISTRATOR")) },
];

describe("base permissions", () => {
  it("are @everyone's and the member's roles' together", () => {
    expect(basePermissions(GUILD, roles, [ROLE_A])).toBe(
      bits("VIEW_CHANNEL", "SEND_MESSAGES", "EMBED_LINKS", "MANAGE_WEBHOOKS"),
    );
    expect(basePermissions(GUILD, roles, [])).toBe(bits("VIEW_CHANNEL", "SEND_MESSAGES"));
  });

  it("are everything with Administrator or as the owner; roles the member lacks count for nothing", () => {
    const all = basePermissions(GUILD, roles, [ROLE_B]);
    expect(hasAll(all, ["MANAGE_WEBHOOKS", "MENTION_EVERYONE"])).toBe(true);
    expect(hasAll(basePermissions(GUILD, roles, [], true), ["MANAGE_GUILD"])).toBe(true);
    expect(basePermissions(GUILD, roles, ["999999999999999999"])).toBe(bits("VIEW_CHANNEL", "SEND_MESSAGES"));
  });
});

describe("channel permissions", () => {
  const base = basePermissions(GUILD, roles, [ROLE_A]);

  it("apply the @everyone overwrite, then the roles' together, then the member's own", () => {
    const everyoneDeniesSend = { id: GUILD, type: 0, allow: "0", deny: s(bits("SEND_MESSAGES")) };
    expect(
      hasAll(channelPermissions(base, GUILD, BOT, [ROLE_A], [everyoneDeniesSend]), ["SEND_MESSAGES"]),
    ).toBe(false);
    // A role's allow beats the @everyone deny.
    const roleAllowsSend = { id: ROLE_A, type: 0, allow: s(bits("SEND_MESSAGES")), deny: "0" };
    expect(
      hasAll(channelPermissions(base, GUILD, BOT, [ROLE_A], [everyoneDeniesSend, roleAllowsSend]), [
        "SEND_MESSAGES",
      ]),
    ).toBe(true);
    // The member's own deny beats a role's allow.
    const memberDeniesSend = { id: BOT, type: 1, allow: "0", deny: s(bits("SEND_MESSAGES")) };
    expect(
      hasAll(
        channelPermissions(
          base,
          GUILD,
          BOT,
          [ROLE_A],
          [everyoneDeniesSend, roleAllowsSend, memberDeniesSend],
        ),
        ["SEND_MESSAGES"],
      ),
    ).toBe(false);
    // Overwrites of roles the member does not have change nothing.
    const otherRole = { id: ROLE_B, type: 0, allow: "0", deny: s(bits("EMBED_LINKS")) };
    expect(channelPermissions(base, GUILD, BOT, [ROLE_A], [otherRole])).toBe(base);
  });

  it("a role deny and an allow in the same channel: the allow wins", () => {
    const denies = { id: ROLE_A, type: 0, allow: "0", deny: s(bits("MANAGE_WEBHOOKS")) };
    const allows = { id: ROLE_B, type: 0, allow: s(bits("MANAGE_WEBHOOKS")), deny: "0" };
    const base2 = basePermissions(GUILD, roles.slice(0, 2), [ROLE_A]);
    expect(
      hasAll(channelPermissions(base2, GUILD, BOT, [ROLE_A, ROLE_B], [denies, allows]), ["MANAGE_WEBHOOKS"]),
    ).toBe(true);
  });

  it("without View Channel nothing else applies; Administrator ignores overwrites", () => {
    const hidden = { id: GUILD, type: 0, allow: "0", deny: s(bits("VIEW_CHANNEL")) };
    expect(channelPermissions(base, GUILD, BOT, [ROLE_A], [hidden])).toBe(0n);
    const admin = basePermissions(GUILD, roles, [ROLE_B]);
    expect(hasAll(channelPermissions(admin, GUILD, BOT, [ROLE_B], [hidden]), ["VIEW_CHANNEL"])).toBe(true);
  });
});

describe("warnings", () => {
  it("name each permission a feature lacks, and what it breaks", () => {
    const warnings = missingPermissionWarnings(
      bits("VIEW_CHANNEL", "SEND_MESSAGES"),
      "scheduledPosts",
      "in #x",
    );
    expect(warnings.map((w) => w.permission)).toEqual(["EMBED_LINKS", "ATTACH_FILES", "MANAGE_WEBHOOKS"]);
    expect(warnings[2]).toMatchObject({ feature: "scheduledPosts" });
    expect(warnings[2]?.message).toContain("Manage Webhooks in #x");
    expect(missingPermissionWarnings(bits("MENTION_EVERYONE"), "roleMentions", "in this server")).toEqual([]);
  });
});
