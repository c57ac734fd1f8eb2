import { describe, expect, it } from "vitest";
import { createUsageCounter } from "../src/usage-counter";

describe("the usage counter", () => {
  it("holds each hour's whole count until the hour has ended and been reported", () => {
    let now = Date.parse("2026-11-30T10:59:30Z");
    const usage = createUsageCounter(() => now);
    usage.count("1", "commands_answered", "c");
    usage.count("1", "commands_answered", "c");
    now = Date.parse("2026-11-30T11:00:10Z");
    usage.count("1", "commands_answered", "c");
    usage.count("1", "relay_messages_posted");
    expect(usage.pending()).toEqual([
      {
        guildId: "1",
        buckets: [
          { hour: "2026-11-30T10:00:00.000Z", metric: "commands_answered", kind: "c", count: 2 },
          { hour: "2026-11-30T11:00:00.000Z", metric: "commands_answered", kind: "c", count: 1 },
          { hour: "2026-11-30T11:00:00.000Z", metric: "relay_messages_posted", kind: "", count: 1 },
        ],
      },
    ]);
    usage.reported("1");
    // The current hour stays, and grows: the next report sends its new whole count.
    usage.count("1", "commands_answered", "c");
    expect(usage.pending()[0]?.buckets).toEqual([
      { hour: "2026-11-30T11:00:00.000Z", metric: "commands_answered", kind: "c", count: 2 },
      { hour: "2026-11-30T11:00:00.000Z", metric: "relay_messages_posted", kind: "", count: 1 },
    ]);
    now = Date.parse("2026-11-30T12:00:00Z");
    usage.reported("1");
    expect(usage.pending()).toEqual([]);
  });
});
