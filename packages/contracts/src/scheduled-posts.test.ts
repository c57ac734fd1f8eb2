import { describe, expect, it } from "vitest";
import { currentTimeZoneName, isTimeZone, timeZoneChoices } from "./scheduled-posts";

describe("time zones", () => {
  it("offers each zone once, by its current name, and UTC", () => {
    const choices = timeZoneChoices();
    expect(choices).toContain("Europe/Kyiv");
    expect(choices).toContain("Asia/Kolkata");
    expect(choices).toContain("UTC");
    expect(choices).not.toContain("Europe/Kiev");
    expect(choices).not.toContain("Asia/Calcutta");
    expect(new Set(choices).size).toBe(choices.length);
    expect([...choices].sort()).toEqual(choices);
  });

  it("accepts the current and the listed name of a zone, both of which Intl reads", () => {
    for (const zone of ["Europe/Kyiv", "Europe/Kiev", "Asia/Kolkata", "America/New_York", "UTC"]) {
      expect(isTimeZone(zone)).toBe(true);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: zone })).not.toThrow();
    }
    expect(currentTimeZoneName("Asia/Saigon")).toBe("Asia/Ho_Chi_Minh");
    expect(currentTimeZoneName("Europe/Berlin")).toBe("Europe/Berlin");
  });

  it("refuses other aliases, offsets and made-up names", () => {
    for (const zone of ["US/Eastern", "+05:00", "Mars/Olympus_Mons", ""])
      expect(isTimeZone(zone)).toBe(false);
  });

  it("names only zones Intl knows, so every choice schedules", () => {
    for (const zone of timeZoneChoices()) {
      expect(() => new Intl.DateTimeFormat("en", { timeZone: zone }), zone).not.toThrow();
    }
  });
});
