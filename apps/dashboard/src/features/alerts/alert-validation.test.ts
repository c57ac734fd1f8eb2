import { describe, expect, it } from "vitest";
import { type AlertFormValues, parseLevel, toCreateAlertBody, validateAlertForm } from "./alert-validation";

const valid: AlertFormValues = {
  ticker: " btc ",
  mode: "crypto",
  placement: "above",
  level: "65000",
  message: "",
};

describe("parseLevel", () => {
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

  it.each(["abc", "1e5", "-5", "12.3.4", "Infinity", "0x10"])("refuses %j as not a number", (text) => {
    expect(parseLevel(text)).toEqual({ ok: false, error: "Enter a number, like 65000 or 0.25." });
  });

  it("explains that a decimal comma is not accepted", () => {
    expect(parseLevel("0,5")).toMatchObject({ ok: false, error: expect.stringContaining("Use a dot") });
  });

  it("refuses 0 and levels above 1e12, as the API does", () => {
    expect(parseLevel("0")).toEqual({ ok: false, error: "Enter a level above 0." });
    expect(parseLevel("0.000")).toEqual({ ok: false, error: "Enter a level above 0." });
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
      level: "Enter a number, like 65000 or 0.25.",
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
