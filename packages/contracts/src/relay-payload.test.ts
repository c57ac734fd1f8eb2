import { describe, expect, it } from "vitest";
import { readRelayPayload, relayBodyOfText, relayChartTimeframe } from "./relay-payload.ts";

describe("relayChartTimeframe", () => {
  it.each([
    ["15m", "15m"],
    ["4h", "4H"],
    ["4H", "4H"],
    ["1d", "1D"],
    ["1w", "1W"],
    ["1M", "1M"],
    ["1m", "1m"],
    // TradingView's {{interval}}
    ["1", "1m"],
    ["15", "15m"],
    ["60", "1H"],
    ["240", "4H"],
    ["D", "1D"],
    ["1D", "1D"],
    ["W", "1W"],
    ["M", "1M"],
  ])("reads %s as %s", (typed, timeframe) => {
    expect(relayChartTimeframe(typed)).toBe(timeframe);
  });

  it.each(["45", "7m", "1S", "hour", ""])("refuses %j", (typed) => {
    expect(relayChartTimeframe(typed)).toBeUndefined();
  });
});

describe("readRelayPayload", () => {
  it("reads plain text as the content, and a JSON object's fields", () => {
    expect(readRelayPayload("  Hello  ")).toEqual({
      content: "Hello",
      ticker: null,
      chart: null,
      role: null,
    });
    expect(readRelayPayload({ content: "Go", ticker: "btcusdt", chart: "240", role: "@Signals" })).toEqual({
      content: "Go",
      ticker: "btcusdt",
      chart: "4H",
      role: "Signals",
    });
    expect(readRelayPayload({ content: "Go", ticker: null, chart: "", role: " " })).toEqual({
      content: "Go",
      ticker: null,
      chart: null,
      role: null,
    });
  });

  it.each([
    [{}, "content"],
    [{ content: 1 }, "content"],
    [{ content: "a", extra: true }, "body"],
    [{ content: "a", chart: "15m" }, "ticker"],
    [{ content: "a", ticker: "x".repeat(65) }, "ticker"],
    [{ content: "a", ticker: "btc", chart: "45" }, "chart"],
    [{ content: "a", role: "r".repeat(101) }, "role"],
    [[1, 2], "body"],
    ["", "body"],
  ])("refuses %j, naming %s", (body, field) => {
    const read = readRelayPayload(body);
    expect(read).toMatchObject({ field });
    expect((read as { message: string }).message.startsWith(`${field}:`)).toBe(true);
  });
});

describe("relayBodyOfText", () => {
  it("reads a JSON object as JSON and anything else as text, as TradingView sends it", () => {
    expect(relayBodyOfText('{"content": "a"}')).toEqual({ content: "a" });
    expect(relayBodyOfText('{"content": broken')).toBe('{"content": broken');
    expect(relayBodyOfText("just text")).toBe("just text");
  });
});
