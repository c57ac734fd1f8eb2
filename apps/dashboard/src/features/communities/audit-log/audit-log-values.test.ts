import type { AuditLogEntry } from "@chartbot/contracts/audit-log";
import { AuditedScheduledPostSchema } from "@chartbot/contracts/audit-log";
import { describe, expect, it } from "vitest";
import { communitySettings } from "@/test/community-settings";
import { aScheduledPost } from "@/test/scheduled-posts";
import { actorWords, auditSettingLabel, auditValueWords, revertedIds } from "./audit-log-values";

const settings = communitySettings({
  tickerMode: "traditional",
  tickerModes: [
    { value: "traditional", label: "Traditional", help: "" },
    { value: "crypto", label: "Crypto", help: "" },
  ],
});
const base = {
  id: "00000000-0000-4000-8000-000000000001",
  at: "2026-11-25T10:00:00.000Z",
  actor: { accountId: "00000000-0000-4000-8000-0000000000aa", name: "Ada", apiToken: null },
  revertOf: null,
  channelId: null,
  subjectId: null,
};
const channel = (id: string) => `#chan-${id.slice(-3)}`;
const words = (entry: AuditLogEntry) =>
  `${auditValueWords(settings, entry, "before", channel)} → ${auditValueWords(settings, entry, "after", channel)}`;
const resource = { ...base, subjectId: "00000000-0000-4000-8000-0000000000bb" };

describe("audit log entries in words", () => {
  it("says each setting's values as the settings screen does", () => {
    expect(words({ ...base, setting: "tickerMode", before: "traditional", after: "crypto" })).toBe(
      "Traditional → Crypto",
    );
    expect(words({ ...base, setting: "autoDeleteMinutes", before: null, after: 5 })).toBe(
      "Off → After 5 minutes",
    );
    expect(words({ ...base, setting: "chartTheme", before: "dark", after: "light" })).toBe("Dark → Light");
    expect(words({ ...base, setting: "chartIndicators", before: [], after: ["RSI", "EMA"] })).toBe(
      "None → RSI, EMA",
    );
    expect(
      words({
        ...base,
        setting: "channelOverride",
        channelId: "900000000000000101",
        before: null,
        after: { tickerMode: "crypto", autoDeleteMinutes: 0 },
      }),
    ).toBe("No override → Crypto mode, Never deletes messages");
  });

  it("says each resource's values, and None when it did not exist", () => {
    // The post's values as the log carries them: the contract's schema keeps only those.
    const post = AuditedScheduledPostSchema.parse({
      ...aScheduledPost({ arguments: "BTCUSD 4H", startTime: null, message: null, roleId: null }),
      paused: true,
    });
    expect(words({ ...resource, setting: "scheduledPost", before: post, after: null })).toBe(
      "`c BTCUSD 4H` in #chan-101, every 60 minutes (paused) → None",
    );
    expect(
      words({ ...resource, setting: "satellite", before: null, after: { symbolId: "1", ticker: "BTCUSD" } }),
    ).toBe("None → BTCUSD");
    const layout = {
      label: "BTC daily",
      url: "https://www.tradingview.com/chart/A/",
      theme: "dark" as const,
      wide: true,
    };
    expect(words({ ...resource, setting: "layout", before: layout, after: { ...layout, wide: false } })).toBe(
      '"BTC daily", Dark, wide → "BTC daily", Dark',
    );
    const slots = { addon: "Price Satellite Bots" };
    expect(
      words({
        ...resource,
        setting: "slotAssignment",
        before: { ...slots, slots: 0 },
        after: { ...slots, slots: 1 },
      }),
    ).toBe("0 Price Satellite Bots slots → 1 Price Satellite Bots slot");
    const bot = {
      name: "Moon Bot",
      avatarUrl: null,
      applicationId: "900000000000000555",
      tokenEnding: "abcd",
    };
    expect(words({ ...resource, setting: "botLicense", before: null, after: bot })).toBe(
      "No bot → Moon Bot (token ending abcd)",
    );
    expect(
      words({
        ...resource,
        setting: "channelAlert",
        before: {
          ticker: "AAPL",
          placement: "above",
          level: 250,
          percent: null,
          window: null,
          message: null,
          roleId: null,
          cooldownMinutes: null,
          channelId: "900000000000000101",
          paused: true,
        },
        after: null,
      }),
    ).toBe("AAPL above 250 in #chan-101 (paused) → None");
  });

  it("labels the setting, naming an override's channel", () => {
    const override: AuditLogEntry = {
      ...base,
      setting: "channelOverride",
      channelId: "900000000000000101",
      before: null,
      after: null,
    };
    expect(auditSettingLabel(override, (id) => `#chan-${id.slice(-3)}`)).toBe("Override of #chan-101");
    expect(
      auditSettingLabel({ ...base, setting: "chartType", before: "line", after: "candles" }, String),
    ).toBe("Chart type");
  });

  it("names who made the change and the API token it came through, or a deleted account", () => {
    expect(actorWords(base.actor)).toBe("Ada");
    expect(actorWords({ accountId: null, name: null, apiToken: null })).toBe("A deleted account");
    expect(actorWords({ ...base.actor, apiToken: { label: "My script" } })).toBe(
      "Ada with API token “My script”",
    );
  });

  it("finds the entries a loaded entry reverted", () => {
    const reverting = { ...base, id: "00000000-0000-4000-8000-000000000002", revertOf: base.id };
    const entries: AuditLogEntry[] = [
      { ...reverting, setting: "tickerMode", before: "crypto", after: "traditional" },
      { ...base, setting: "tickerMode", before: "traditional", after: "crypto" },
    ];
    expect([...revertedIds(entries)]).toEqual([base.id]);
  });
});
