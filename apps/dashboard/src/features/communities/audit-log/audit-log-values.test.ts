import type { AuditLogEntry } from "@chartbot/contracts/audit-log";
import { describe, expect, it } from "vitest";
import { communitySettings } from "@/test/community-settings";
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
  actor: { accountId: "00000000-0000-4000-8000-0000000000aa", name: "Ada" },
  revertOf: null,
  channelId: null,
};
const words = (entry: AuditLogEntry) =>
  `${auditValueWords(settings, entry, "before")} → ${auditValueWords(settings, entry, "after")}`;

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

  it("names who made the change, or a deleted account", () => {
    expect(actorWords(base.actor)).toBe("Ada");
    expect(actorWords({ accountId: null, name: null })).toBe("A deleted account");
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
