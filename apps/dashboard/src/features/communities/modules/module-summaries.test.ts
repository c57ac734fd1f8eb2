import type { AuditLogEntry } from "@chartbot/contracts/audit-log";
import type { LicensedBot } from "@chartbot/contracts/bot-license";
import type { CommunityChannelOverride } from "@chartbot/contracts/channel-overrides";
import type { Satellite, SatelliteList } from "@chartbot/contracts/satellites";
import { describe, expect, it } from "vitest";
import { formatDate } from "@/features/format/format";
import { activeAddon, communitySettings } from "@/test/community-settings";
import { aScheduledPost } from "@/test/scheduled-posts";
import {
  auditLogSummary,
  botLicenseSummary,
  channelOverridesSummary,
  layoutsSummary,
  relaysSummary,
  satellitesSummary,
  scheduledPostsSummary,
  settingsSummary,
  statusLabel,
} from "./module-summaries";

const free = communitySettings({
  tickerModes: [{ value: "crypto", label: "Crypto", help: "" }],
  autoDeleteMinutes: 60,
});
const withAddons = communitySettings({
  addons: [
    activeAddon("scheduled-posting", "Scheduled Posting"),
    activeAddon("tradingview-layouts", "TradingView Layouts"),
    activeAddon("bot-license", "Bot License"),
  ],
  counts: { satellites: 0, scheduledPosts: 0, layouts: 2 },
});

const satellite = (changes: Partial<Satellite> = {}): Satellite => ({
  id: crypto.randomUUID(),
  symbolId: "1",
  ticker: "SOLUSDT",
  name: "SOLUSDT price",
  provider: "ccxt",
  exchange: "binance",
  free: false,
  active: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  lastPrice: 150,
  lastHeartbeatAt: "2026-11-01T10:00:00.000Z",
  applicationId: "1",
  state: "running",
  inviteUrl: "https://discord.com/oauth2/authorize?client_id=1",
  joinedAt: "2026-11-01T09:00:00.000Z",
  leftAt: null,
  ...changes,
});

const bot = (status: LicensedBot["status"]): LicensedBot => ({
  name: "Alpha Charts",
  avatarUrl: null,
  applicationId: "123456789012345678",
  tokenEnding: "4hJ!",
  status,
  submittedAt: "2025-03-03T10:00:00.000Z",
  inReviewAt: status === "submitted" ? null : "2025-03-04T10:00:00.000Z",
  liveAt: status === "live" ? "2025-03-05T10:00:00.000Z" : null,
  createdAt: "2025-03-03T10:00:00.000Z",
  updatedAt: "2025-03-05T10:00:00.000Z",
});

describe("the overview's state of each module", () => {
  it("names a status on its badge: on, off, or the add-on it needs", () => {
    expect(statusLabel({ kind: "on" })).toBe("On");
    expect(statusLabel({ kind: "off" })).toBe("Off");
    expect(statusLabel({ kind: "addon-needed", addon: "scheduled-posting" })).toBe("Needs Scheduled Posting");
  });

  it("settings: the mode and auto-delete; missing permissions and a removed bot are problems", () => {
    expect(settingsSummary(free)).toEqual({
      status: { kind: "on" },
      counts: "Crypto mode · auto-delete after 60 minutes",
      problems: [],
    });
    const warning = {
      permission: "ManageNicknames",
      feature: "satellites",
      message: "Cannot rename",
    } as const;
    const lacking = communitySettings({
      connection: { status: "connected", disconnectedAt: null, deletesAt: null, warnings: [warning] },
    });
    expect(settingsSummary(lacking).problems).toEqual(["Chartbot lacks 1 permission here"]);
    const removed = communitySettings({
      connection: { status: "disconnected", disconnectedAt: null, deletesAt: null, warnings: [] },
    });
    expect(settingsSummary(removed).problems).toEqual([
      "Read-only until Chartbot is added to the server again",
    ]);
  });

  it("channel overrides: off while every channel follows the settings, on with a count once one differs", () => {
    expect(channelOverridesSummary(free, { overrides: [], limit: 50 })).toMatchObject({
      status: { kind: "off" },
      counts: "No channel overrides: every channel follows the settings",
    });
    const override = { channelId: "1", tickerMode: "traditional" } as unknown as CommunityChannelOverride;
    expect(channelOverridesSummary(free, { overrides: [override, override], limit: 50 })).toMatchObject({
      status: { kind: "on" },
      counts: "2 channel overrides",
    });
  });

  it("scheduled posts: '3 scheduled posts, 1 paused', a paused post and failing runs as problems", () => {
    const posts = [
      aScheduledPost(),
      aScheduledPost({ pausedAt: "2026-11-02T10:00:00.000Z", pauseReason: "Paused after 3 failed runs" }),
      aScheduledPost({ consecutiveFailures: 1, lastOutcome: "failed" }),
    ];
    expect(scheduledPostsSummary(withAddons, { scheduledPosts: posts, limit: 100 })).toEqual({
      status: { kind: "on" },
      counts: "3 scheduled posts, 1 paused",
      problems: ["1 post is paused", "1 post failed the last run"],
    });
    expect(scheduledPostsSummary(withAddons, { scheduledPosts: [], limit: 100 })).toEqual({
      status: { kind: "off" },
      counts: "No scheduled posts",
      problems: [],
    });
  });

  it("scheduled posts and layouts need their add-on, whatever is saved", () => {
    expect(scheduledPostsSummary(free, { scheduledPosts: [aScheduledPost()], limit: 0 }).status).toEqual({
      kind: "addon-needed",
      addon: "scheduled-posting",
    });
    const lapsed = communitySettings({ counts: { satellites: 0, scheduledPosts: 0, layouts: 2 } });
    expect(layoutsSummary(lapsed)).toEqual({
      status: { kind: "addon-needed", addon: "tradingview-layouts" },
      counts: "2 layouts",
      problems: [],
    });
    expect(layoutsSummary(withAddons)).toMatchObject({
      status: { kind: "on" },
      counts: `2 layouts of at most ${withAddons.entitlements.layouts}`,
    });
  });

  it("satellites: the count and paid slots used; any not running, by its state, is a problem", () => {
    const list: SatelliteList = {
      satellites: [
        satellite({ free: true, ticker: "BTCUSD" }),
        satellite({ free: true, ticker: "ETHUSD", state: "waiting_for_invite", joinedAt: null }),
        satellite({ state: "stale" }),
        satellite({ state: "removed", joinedAt: null }),
        satellite({ active: false, state: "no_slot" }),
      ],
      paid: { used: 3, slots: 1, limit: 10 },
    };
    expect(satellitesSummary(free, list)).toEqual({
      status: { kind: "on" },
      counts: "5 satellites, 3 paid of 1 slot",
      problems: [
        "1 satellite waiting for an invite",
        "1 satellite removed from the server",
        "1 satellite not updating",
        "1 satellite not running: no slot",
      ],
    });
    expect(satellitesSummary(free, { satellites: [], paid: { used: 0, slots: 0, limit: 10 } })).toEqual({
      status: { kind: "off" },
      counts: "No satellites",
      problems: [],
    });
  });

  it("Bot License: needs its add-on; then no bot yet, on its way, or on once live", () => {
    expect(botLicenseSummary(free, undefined)).toEqual({
      status: { kind: "addon-needed", addon: "bot-license" },
      counts: "Chartbot runs under its own name",
      problems: [],
    });
    expect(botLicenseSummary(withAddons, null)).toMatchObject({
      status: { kind: "off" },
      counts: "No bot submitted yet",
    });
    expect(botLicenseSummary(withAddons, bot("in_review"))).toMatchObject({
      status: { kind: "off" },
      counts: "Alpha Charts: In review",
    });
    expect(botLicenseSummary(withAddons, bot("live"))).toMatchObject({
      status: { kind: "on" },
      counts: "Alpha Charts: Live",
    });
  });

  it("audit log: when the last change was made and by whom, or none in the kept days", () => {
    const entry = {
      id: crypto.randomUUID(),
      at: "2026-11-03T10:00:00.000Z",
      actor: { accountId: crypto.randomUUID(), name: "Ada", apiToken: null },
      revertOf: null,
      setting: "tickerMode",
      channelId: null,
      subjectId: null,
      before: "crypto",
      after: "traditional",
    } satisfies AuditLogEntry;
    expect(auditLogSummary({ items: [entry], nextCursor: null })).toEqual({
      status: { kind: "on" },
      counts: `Last change ${formatDate(entry.at)} by Ada`,
      problems: [],
    });
    expect(auditLogSummary({ items: [], nextCursor: null }).counts).toBe("No changes in the last 90 days");
  });
});

describe("relaysSummary", () => {
  const relay = (status: "queued" | "delivered" | "failed" | null) => ({
    id: crypto.randomUUID(),
    number: 1,
    channelId: "1",
    roleId: null,
    template: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    lastUsedAt: null,
    rotatedAt: null,
    previousSecretExpiresAt: null,
    recentMessages:
      status === null
        ? []
        : [
            {
              id: crypto.randomUUID(),
              receivedAt: "2026-11-01T10:00:00.000Z",
              content: "x",
              ticker: null,
              chart: null,
              role: null,
              status,
              failureReason: status === "failed" ? "Missing Access" : null,
              acknowledgedAt: null,
            },
          ],
  });

  it("is off without relays: they are free, no add-on is needed", () => {
    expect(relaysSummary({ relays: [], limit: 25 })).toEqual({
      status: { kind: "off" },
      counts: "No relays",
      problems: [],
    });
  });

  it("counts the relays and names those whose last message the bot could not post", () => {
    expect(relaysSummary({ relays: [relay("failed"), relay("delivered"), relay(null)], limit: 25 })).toEqual({
      status: { kind: "on" },
      counts: "3 relays",
      problems: ["1 relay could not post the last message"],
    });
  });
});
