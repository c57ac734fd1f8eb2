import { describe, expect, it } from "vitest";
import { aScheduledPost } from "@/test/scheduled-posts";
import {
  browserTimeZone,
  formatRunTime,
  periodLabel,
  postChanges,
  postFormValues,
  scheduleLabel,
  timeZoneOptions,
  toPostBody,
  zoneCity,
} from "./post-form-values";

const period = { min: 5, max: 1440 };
const channelId = "123456789012345678";

describe("toPostBody", () => {
  it("builds the body of a valid post, empty optional fields as null", () => {
    const values = {
      ...postFormValues(),
      command: "c",
      arguments: " BTCUSD 4H ",
      channelId,
      periodMinutes: "60",
    };
    expect(toPostBody(values, period)).toEqual({
      ok: true,
      body: {
        command: "c",
        arguments: "BTCUSD 4H",
        channelId,
        periodMinutes: 60,
        timeZone: browserTimeZone(),
        days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
        startTime: null,
        skipWeekends: false,
        marketHoursOnly: false,
        skipHolidays: false,
        message: null,
        roleId: null,
      },
    });
  });

  it("sends the zone, the days in week order and the start time", () => {
    const values = {
      ...postFormValues(),
      command: "c",
      channelId,
      timeZone: "Asia/Tokyo",
      days: ["fri" as const, "mon" as const],
      startTime: "09:30",
      skipHolidays: true,
    };
    expect(toPostBody(values, period)).toMatchObject({
      ok: true,
      body: { timeZone: "Asia/Tokyo", days: ["mon", "fri"], startTime: "09:30", skipHolidays: true },
    });
  });

  it("refuses no days, a start time that is not HH:MM and an unknown zone", () => {
    const values = { ...postFormValues(), command: "c", channelId };
    expect(toPostBody({ ...values, days: [], startTime: "9.30", timeZone: "Mars/Base" }, period)).toEqual({
      ok: false,
      errors: {
        days: "Choose at least one day.",
        startTime: "Enter a time of day as HH:MM, e.g. 09:30.",
        timeZone: "Choose a time zone from the list: type a city, like Berlin or New York.",
      },
    });
    expect(toPostBody({ ...values, startTime: "24:00" }, period)).toMatchObject({ ok: false });
  });

  it("starts a new post in the browser's time zone, every day, with no start time", () => {
    expect(postFormValues()).toMatchObject({
      timeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone,
      days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      startTime: "",
    });
  });

  it("refuses a missing command, a bad channel id, a period outside 5-1440 and a bad role id", () => {
    const result = toPostBody(
      { ...postFormValues(), channelId: "123", periodMinutes: "4", roleId: "abc" },
      period,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.command).toBe("Choose the command to post.");
    expect(result.errors.channelId).toMatch(/17 to 20 digits/);
    expect(result.errors.periodMinutes).toBe("Enter a number from 5 to 1440.");
    expect(result.errors.roleId).toMatch(/17 to 20 digits/);
    expect(toPostBody({ ...postFormValues(), periodMinutes: "1441" }, period)).toMatchObject({
      ok: false,
      errors: { periodMinutes: "Enter a number from 5 to 1440." },
    });
  });

  it("allows newlines in the message but not in the arguments", () => {
    const values = {
      ...postFormValues(),
      command: "p",
      channelId,
      message: "Good\nmorning",
      arguments: "a\tb",
    };
    expect(toPostBody(values, period)).toEqual({
      ok: false,
      errors: { arguments: "Use one line of text, without tabs." },
    });
  });
});

describe("mentioning @everyone", () => {
  const guildId = "900000000000000001";
  const values = { ...postFormValues(), command: "c", channelId, periodMinutes: "60" };

  it("sends the server's @everyone role only with the explicit choice, and says it was chosen", () => {
    const result = toPostBody({ ...values, roleId: "", mentionEveryone: true }, period, guildId);
    expect(result).toMatchObject({ ok: true, body: { roleId: guildId, mentionEveryone: true } });
    const plain = toPostBody({ ...values, roleId: "900000000000000199" }, period, guildId);
    expect(plain.ok && plain.body).toMatchObject({ roleId: "900000000000000199" });
    expect(plain.ok && "mentionEveryone" in plain.body).toBe(false);
  });

  it("needs the server to mention @everyone", () => {
    expect(toPostBody({ ...values, mentionEveryone: true }, period)).toMatchObject({ ok: false });
  });

  it("starts an edited post that mentions @everyone with the choice on, and no role picked", () => {
    const post = aScheduledPost({ id: "p1", channelId, roleId: guildId });
    expect(postFormValues(post, guildId)).toMatchObject({ roleId: "", mentionEveryone: true });
    expect(postFormValues({ ...post, roleId: "900000000000000199" }, guildId)).toMatchObject({
      roleId: "900000000000000199",
      mentionEveryone: false,
    });
  });
});

describe("postChanges", () => {
  const post = aScheduledPost({ id: "p1", arguments: "BTCUSD", channelId, message: "Hello" });

  it("sends only what changed, with a cleared message as null", () => {
    const result = toPostBody({ ...postFormValues(post), periodMinutes: "30", message: "" }, period);
    if (!result.ok) throw new Error("expected valid values");
    expect(postChanges(post, result.body)).toEqual({ periodMinutes: 30, message: null });
  });

  it("shows a post that skips weekends as Monday to Friday, and saves it so", () => {
    const weekdaysOnly = { ...post, skipWeekends: true };
    const values = postFormValues(weekdaysOnly);
    expect(values.days).toEqual(["mon", "tue", "wed", "thu", "fri"]);
    const result = toPostBody(values, period);
    if (!result.ok) throw new Error("expected valid values");
    expect(postChanges(weekdaysOnly, result.body)).toEqual({
      skipWeekends: false,
      days: ["mon", "tue", "wed", "thu", "fri"],
    });
  });
});

describe("the time zone picker", () => {
  it("offers zones by current name, with their city in words to search by, and keeps an old post's zone", () => {
    const options = timeZoneOptions("Europe/Kyiv");
    expect(options).toContain("Europe/Kyiv");
    expect(options).not.toContain("Europe/Kiev");
    expect(timeZoneOptions("Etc/Unknown")).toContain("Etc/Unknown");
    expect(zoneCity("America/New_York")).toBe("New York (America)");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires (America / Argentina)");
    expect(zoneCity("UTC")).toBe("UTC");
  });

  it("edits a post saved under a zone's older name by its current name", () => {
    expect(postFormValues(aScheduledPost({ timeZone: "Asia/Calcutta" })).timeZone).toBe("Asia/Kolkata");
    expect(
      toPostBody({ ...postFormValues(), command: "c", channelId, timeZone: " Asia/Kolkata " }, period),
    ).toMatchObject({
      ok: true,
    });
  });
});

describe("periodLabel", () => {
  it("reads periods as people say them", () => {
    expect(periodLabel(5)).toBe("every 5 minutes");
    expect(periodLabel(60)).toBe("every hour");
    expect(periodLabel(240)).toBe("every 4 hours");
    expect(periodLabel(1440)).toBe("once a day");
  });
});

describe("scheduleLabel and formatRunTime", () => {
  const post = aScheduledPost({ id: "p1", channelId });

  it("says how often, from when, on which days and in which zone", () => {
    expect(scheduleLabel(post)).toBe("every hour, every day (UTC)");
    expect(
      scheduleLabel({
        ...post,
        startTime: "09:30",
        days: ["mon", "tue", "wed", "thu", "fri"],
        timeZone: "Europe/London",
      }),
    ).toBe("every hour from 09:30, weekdays (Europe/London)");
    expect(scheduleLabel({ ...post, periodMinutes: 1440, startTime: "08:00", days: ["mon", "fri"] })).toBe(
      "once a day at 08:00, Mon, Fri (UTC)",
    );
    expect(scheduleLabel({ ...post, skipWeekends: true })).toBe("every hour, weekdays (UTC)");
  });

  it("shows a run on the post's clock with the zone's name", () => {
    expect(formatRunTime("2026-11-27T14:30:00.000Z", "America/New_York")).toBe("Fri, Nov 27, 09:30 EST");
    expect(formatRunTime("2026-07-01T08:00:00.000Z", "Europe/London")).toBe("Wed, Jul 1, 09:00 GMT+1");
  });
});
