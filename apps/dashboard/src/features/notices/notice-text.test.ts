import { describe, expect, it } from "vitest";
import { noticesLabel, unreadBadge } from "./bell-text";
import { relativeTime, unsubscribeName, unsubscribeSubject } from "./notice-text";

describe("noticesLabel and unreadBadge", () => {
  it("names the bell with the unread count, and plainly at 0", () => {
    expect(noticesLabel(0)).toBe("Notices");
    expect(noticesLabel(1)).toBe("Notices, 1 unread");
    expect(noticesLabel(3)).toBe("Notices, 3 unread");
  });

  it("shows no badge at 0 and caps it at 99+", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe("7");
    expect(unreadBadge(99)).toBe("99");
    expect(unreadBadge(100)).toBe("99+");
  });
});

describe("relativeTime", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [0, "just now"],
    [44_000, "just now"],
    [-60_000, "just now"],
    [60_000, "1 minute ago"],
    [5 * 60_000, "5 minutes ago"],
    [44 * 60_000, "44 minutes ago"],
    [50 * 60_000, "1 hour ago"],
    [3 * 3_600_000, "3 hours ago"],
    [23 * 3_600_000, "yesterday"],
    [4 * 86_400_000, "4 days ago"],
  ])("%i ms ago reads %j", (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });

  it("gives the date from a week on, and nothing for a malformed time", () => {
    expect(relativeTime("2026-03-01T12:00:00Z", now)).toBe("Mar 1, 2026");
    expect(relativeTime("not a date", now)).toBe("");
  });
});

describe("unsubscribeSubject", () => {
  const account = "0b5f9d62-8d4c-4a0f-9b0a-1f2e3d4c5b6a";

  it("reads the kind, or every email, from a token's shape", () => {
    expect(unsubscribeSubject(`v1.k1.${account}.post_paused.c2lnbmF0dXJl`)).toBe("post_paused");
    expect(unsubscribeSubject(`v1.k1.${account}.all.c2lnbmF0dXJl`)).toBeNull();
  });

  it.each([
    "",
    "garbage",
    `v2.k1.${account}.post_paused.sig`,
    `v1.k1.${account}.no_such_kind.sig`,
    "v1.a.b.c",
  ])("knows nothing of %j", (token) => {
    expect(unsubscribeSubject(token)).toBeUndefined();
  });

  it("names the emails with the settings' label", () => {
    expect(unsubscribeName("payment_failed")).toBe("“A payment failed”");
    expect(unsubscribeName(null)).toBe("all notice");
    expect(unsubscribeName(undefined)).toBe("these");
  });
});
