import type { Alert } from "@chartbot/contracts/alerts";
import { describe, expect, it } from "vitest";
import {
  type AlertFormValues,
  alertFormTemplateValues,
  alertToFormValues,
  EMPTY_ALERT_FORM,
  toCreateAlertBody,
  toUpdateAlertBody,
  validateAlertForm,
} from "./alert-validation";

const valid: AlertFormValues = {
  ...EMPTY_ALERT_FORM,
  ticker: " btc ",
  mode: "crypto",
  placement: "above",
  level: "65000",
  message: "",
};

/** A stored alert as the API answers it, to fill the form with. */
const storedAlert: Alert = {
  id: "00000000-0000-4000-8000-000000000001",
  ticker: "btc",
  symbolId: "BTCUSD",
  symbol: null,
  placement: "above",
  level: 65_000,
  percent: null,
  window: null,
  message: null,
  delivery: "direct-message",
  communityId: null,
  channelId: null,
  roleId: null,
  webhookUrl: null,
  status: "active",
  heldReason: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  triggeredAt: null,
  expiresAt: null,
  cooldownMinutes: null,
  lastTrigger: null,
  test: null,
};

/** The form's problem with a level typed as `text`, or its value in the body when there is none. */
function parseLevel(text: string) {
  const error = validateAlertForm({ ...valid, level: text }).level;
  return error
    ? { ok: false, error }
    : { ok: true, value: toCreateAlertBody({ ...valid, level: text })?.level };
}

function parsePercent(text: string) {
  const move = { ...valid, placement: "percent_move" as const, percent: text };
  const error = validateAlertForm(move).percent;
  return error ? { ok: false, error } : { ok: true, value: toCreateAlertBody(move)?.percent };
}

describe("reading a level", () => {
  it.each([
    ["65000", 65000],
    ["0.25", 0.25],
    [".5", 0.5],
    ["65,000", 65000],
    ["1,234,567.89", 1234567.89],
    [" 42 ", 42],
    ["1000000000000", 1e12],
  ])("reads %j as %d", (text, value) => {
    expect(parseLevel(text)).toEqual({ ok: true, value });
  });

  it("asks for a level when empty", () => {
    expect(parseLevel("  ")).toEqual({ ok: false, error: "Enter the price level." });
  });

  it.each(["-5", "-0.25", "-65,000", " - 5"])("says a negative level %j must be above zero", (text) => {
    expect(parseLevel(text)).toEqual({ ok: false, error: "The level must be above zero." });
  });

  it("says a negative percent move must be above zero, as the move counts up or down", () => {
    expect(parsePercent("-5")).toEqual({
      ok: false,
      error: "The move must be above zero: it counts up or down.",
    });
    expect(parsePercent("0")).toEqual({
      ok: false,
      error: "The move must be above zero: it counts up or down.",
    });
  });

  it.each(["abc", "1e5", "--5", "12.3.4", "Infinity", "0x10"])("refuses %j as not a number", (text) => {
    expect(parseLevel(text)).toEqual({ ok: false, error: "Enter a number, like 65000 or 0.25." });
  });

  it("explains that a decimal comma is not accepted", () => {
    expect(parseLevel("0,5")).toMatchObject({ ok: false, error: expect.stringContaining("Use a dot") });
  });

  it("refuses 0 and levels above 1e12, as the API does", () => {
    expect(parseLevel("0")).toEqual({ ok: false, error: "The level must be above zero." });
    expect(parseLevel("0.000")).toEqual({ ok: false, error: "The level must be above zero." });
    expect(parseLevel("1000000000001")).toMatchObject({
      ok: false,
      error: expect.stringContaining("at most"),
    });
  });
});

describe("validateAlertForm", () => {
  it("accepts a ticker and a positive level", () => {
    expect(validateAlertForm(valid)).toEqual({});
  });

  it("names every problem by field", () => {
    expect(validateAlertForm({ ...valid, ticker: "", level: "-1", message: "x".repeat(201) })).toEqual({
      ticker: "Enter a ticker, such as BTC or AAPL.",
      level: "The level must be above zero.",
      message: "Use at most 200 characters.",
    });
  });

  it("refuses a ticker longer than the parser reads and control characters in the message", () => {
    const errors = validateAlertForm({ ...valid, ticker: "A".repeat(65), message: "tab\there" });
    expect(errors.ticker).toBe("Use at most 64 characters.");
    expect(errors.message).toBe("Remove tabs and other invisible characters.");
  });
});

describe("toCreateAlertBody", () => {
  it("trims the ticker, reads the level and leaves out an empty message", () => {
    expect(toCreateAlertBody(valid)).toEqual({
      ticker: "btc",
      placement: "above",
      level: 65000,
      mode: "crypto",
    });
  });

  it("keeps a message", () => {
    expect(toCreateAlertBody({ ...valid, placement: "below", message: " Take profit " })).toEqual({
      ticker: "btc",
      placement: "below",
      level: 65000,
      mode: "crypto",
      message: "Take profit",
    });
  });

  it("gives nothing for invalid values", () => {
    expect(toCreateAlertBody({ ...valid, level: "0" })).toBeUndefined();
  });
});

describe("conditions, expiry, repetition and delivery", () => {
  const now = new Date("2026-01-01T12:00:00Z");

  it("asks a percent move for its percent, not a level, and sends the window", () => {
    const move = {
      ...valid,
      placement: "percent_move" as const,
      level: "",
      percent: "",
      window: "24h" as const,
    };
    expect(validateAlertForm(move, now)).toEqual({ percent: "Enter the move in percent, like 5." });
    expect(validateAlertForm({ ...move, percent: "150" }, now).percent).toMatch(/at most 100/);
    expect(toCreateAlertBody({ ...move, percent: "5" })).toEqual({
      ticker: "btc",
      mode: "crypto",
      placement: "percent_move",
      percent: 5,
      window: "24h",
    });
  });

  it("reads a scheduled update's period in hours into its cooldown, with no level and no repeat choice", () => {
    const every = { ...valid, placement: "every" as const, level: "65000", periodHours: "4", repeat: false };
    expect(validateAlertForm(every, now)).toEqual({});
    expect(toCreateAlertBody(every)).toEqual({
      ticker: "btc",
      mode: "crypto",
      placement: "every",
      cooldownMinutes: 240,
    });
    for (const hours of ["", "1.5", "0", "200", "four"]) {
      expect(validateAlertForm({ ...every, periodHours: hours }, now), hours).toEqual({
        periodHours: "Enter whole hours from 1 to 168 (a week).",
      });
    }
    // An edit shows the stored period in hours, and sends it back in minutes.
    const stored = alertToFormValues({
      ...storedAlert,
      placement: "every",
      level: null,
      cooldownMinutes: 720,
    });
    expect(stored).toMatchObject({ placement: "every", periodHours: "12", repeat: false });
    expect(toUpdateAlertBody({ ...stored, mode: "crypto" })).toMatchObject({
      cooldownMinutes: 720,
      level: null,
    });
  });

  it("refuses an expiry in the past and a cooldown out of bounds, and sends them when valid", () => {
    expect(validateAlertForm({ ...valid, expiresAt: "2025-12-31T10:00" }, now).expiresAt).toMatch(/future/);
    expect(validateAlertForm({ ...valid, repeat: true, cooldownMinutes: "2" }, now).cooldownMinutes).toMatch(
      /5 to 10080/,
    );
    const body = toCreateAlertBody({
      ...valid,
      repeat: true,
      cooldownMinutes: "30",
      expiresAt: "2999-01-01T00:00",
    });
    expect(body).toMatchObject({
      cooldownMinutes: 30,
      expiresAt: new Date("2999-01-01T00:00").toISOString(),
    });
    expect(toCreateAlertBody({ ...valid, repeat: false, cooldownMinutes: "30" })).not.toHaveProperty(
      "cooldownMinutes",
    );
  });

  it("words every problem the contract finds, for each kind the contract's table lists", () => {
    expect(validateAlertForm({ ...valid, placement: "crosses", level: "" }, now)).toEqual({
      level: "Enter the price level.",
    });
    expect(validateAlertForm({ ...valid, repeat: true, cooldownMinutes: "2.5" }, now)).toEqual({
      cooldownMinutes: "Enter whole minutes, like 60.",
    });
    expect(validateAlertForm({ ...valid, expiresAt: "soon" }, now)).toEqual({
      expiresAt: "Enter a date and time.",
    });
    expect(validateAlertForm({ ...valid, delivery: "webhook", webhookUrl: "" }, now)).toEqual({
      webhookUrl: "Enter the webhook's full URL, starting with https://.",
    });
  });

  it("checks the webhook URL and the channel choice, and sends only the chosen target", () => {
    expect(validateAlertForm({ ...valid, delivery: "webhook", webhookUrl: "http://x.example" }, now)).toEqual(
      {
        webhookUrl: "Use an https:// URL.",
      },
    );
    expect(validateAlertForm({ ...valid, delivery: "channel" }, now)).toEqual({
      communityId: "Choose the community.",
    });
    const hook = toUpdateAlertBody({
      ...valid,
      delivery: "webhook",
      webhookUrl: " https://hooks.example.com/x ",
      channelId: "123456789012345678",
    });
    expect(hook).toMatchObject({
      webhookUrl: "https://hooks.example.com/x",
      channelId: null,
      communityId: null,
    });
    expect(hook).not.toHaveProperty("ticker");
  });
});

describe("message templates", () => {
  it("words an unknown placeholder and a template too long at its longest in the contract's words", () => {
    expect(validateAlertForm({ ...valid, message: "{tickr} up" }).message).toBe(
      "Unknown placeholder {tickr}: use {ticker}, {name}, {price}, {level}, {change}, {condition}, {time}, {role}.",
    );
    expect(validateAlertForm({ ...valid, message: "{role}".repeat(33) }).message).toMatch(
      /^With every placeholder at its longest the message is 3,333 characters, over Discord's 2,000/,
    );
    expect(validateAlertForm({ ...valid, message: "{ticker} {condition}" }).message).toBeUndefined();
  });

  it("previews with the form's ticker, market name and condition", () => {
    expect(alertFormTemplateValues({ ...valid, level: "65000.5" }, "BTCUSD (Bitstamp)")).toEqual({
      ticker: "btc",
      name: "BTCUSD (Bitstamp)",
      level: "65,000.5",
      condition: "above 65,000.5",
    });
    expect(
      alertFormTemplateValues(
        { ...valid, placement: "percent_move", percent: "5", window: "24h" },
        undefined,
      ),
    ).toMatchObject({ name: "", level: "", condition: "moves 5 % within 24 hours" });
  });
});
