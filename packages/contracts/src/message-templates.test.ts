import { describe, expect, it } from "vitest";
import { MAX_ALERT_MESSAGE_LENGTH } from "./alerts";
import { SCHEDULED_POST_TEXT_LIMITS } from "./community-options";
import {
  DISCORD_MESSAGE_MAX,
  expandTemplate,
  findUnknownPlaceholders,
  longestExpansion,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_PLACEHOLDERS_BY_KIND,
  templateIssue,
  templateTime,
} from "./message-templates";
import { timeZoneChoices } from "./scheduled-posts";

describe("message templates", () => {
  it("fills each placeholder and leaves the rest of the text as written", () => {
    expect(
      expandTemplate("{role} {ticker} is {condition} at {price} ({change}), {time}", {
        role: "@traders",
        ticker: "BTCUSD",
        condition: "above 65,000",
        price: "65,012.50",
        change: "+2.41%",
        time: "2026-11-30 14:05 UTC",
      }),
    ).toBe("@traders BTCUSD is above 65,000 at 65,012.50 (+2.41%), 2026-11-30 14:05 UTC");
    expect(expandTemplate("Level {level} {level}", { level: "1" })).toBe("Level 1 1");
    expect(expandTemplate("no value: [{name}]", {})).toBe("no value: []");
  });

  it("names the placeholders a kind does not know, once each", () => {
    expect(findUnknownPlaceholders("{tickr} {price} {tickr} {Price}", "alert")).toEqual([
      "{tickr}",
      "{Price}",
    ]);
    expect(findUnknownPlaceholders("{content} at {time}", "relay")).toEqual([]);
    expect(findUnknownPlaceholders("{level}", "relay")).toEqual(["{level}"]);
    expect(findUnknownPlaceholders("{content}", "alert")).toEqual(["{content}"]);
    expect(findUnknownPlaceholders("a { brace } and {} stay text", "alert")).toEqual([]);
  });

  it("refuses an unknown placeholder with the known list", () => {
    expect(templateIssue("{tickr} up", "alert")).toBe(
      "unknown placeholder {tickr}: use {ticker}, {name}, {price}, {level}, {change}, {condition}, {time}, {role}",
    );
    expect(templateIssue("{ticker} up", "alert")).toBeUndefined();
  });

  it("clips each value to its longest, so the longest expansion bounds every expansion", () => {
    const long = "y".repeat(5000);
    for (const [name, { longest }] of Object.entries(TEMPLATE_PLACEHOLDERS)) {
      if (name === "content") continue;
      expect(expandTemplate(`{${name}}`, { [name]: long })).toHaveLength(longest);
    }
  });

  it("keeps {content} within Discord's limit whatever the service sends", () => {
    const text = expandTemplate("{role} {content} ({time})", {
      role: "@traders",
      content: "z".repeat(9000),
      time: "now",
    });
    expect(text).toHaveLength(DISCORD_MESSAGE_MAX);
    expect(text.endsWith(" (now)")).toBe(true);
  });

  it("refuses the longest template of each kind when placeholders at their longest pass 2,000", () => {
    // The message limits allow more placeholders than fit: 33 `{role}` in an alert's 200 characters is 3,333.
    for (const [kind, length] of [
      ["alert", MAX_ALERT_MESSAGE_LENGTH],
      ["post", SCHEDULED_POST_TEXT_LIMITS.message],
    ] as const) {
      const template = "{role}".repeat(Math.floor(length / 6));
      expect(longestExpansion(template).length).toBeGreaterThan(DISCORD_MESSAGE_MAX);
      expect(templateIssue(template, kind)).toMatch(
        /^with every placeholder at its longest the message is [\d,]+ characters, over Discord's 2,000/,
      );
    }
    // Every placeholder of a kind once, with text around, fits.
    for (const kind of Object.keys(
      TEMPLATE_PLACEHOLDERS_BY_KIND,
    ) as (keyof typeof TEMPLATE_PLACEHOLDERS_BY_KIND)[]) {
      const template = TEMPLATE_PLACEHOLDERS_BY_KIND[kind].map((name) => `${name}: {${name}}`).join("\n");
      expect(longestExpansion(template).length).toBeLessThanOrEqual(DISCORD_MESSAGE_MAX);
      expect(templateIssue(template, kind)).toBeUndefined();
    }
  });

  it("refuses a template one character past the limit and accepts one at it", () => {
    const role = "{role}".repeat(19); // 19 × 101 = 1,919 characters
    const fits = `${role}${"a".repeat(DISCORD_MESSAGE_MAX - 1919)}`;
    expect(longestExpansion(fits)).toHaveLength(DISCORD_MESSAGE_MAX);
    expect(templateIssue(fits, "alert")).toBeUndefined();
    expect(templateIssue(`${fits}a`, "alert")).toContain("2,001 characters");
  });

  it("reads {time} in the zone given, and its longest zone fits its bound", () => {
    const at = new Date("2026-11-30T14:05:00Z");
    expect(templateTime(at, "UTC")).toBe("2026-11-30 14:05 UTC");
    expect(templateTime(at, "America/New_York")).toBe("2026-11-30 09:05 America/New_York");
    const longestZone = Math.max(...timeZoneChoices().map((zone) => templateTime(at, zone).length));
    expect(longestZone).toBeLessThanOrEqual(TEMPLATE_PLACEHOLDERS.time.longest);
  });
});
