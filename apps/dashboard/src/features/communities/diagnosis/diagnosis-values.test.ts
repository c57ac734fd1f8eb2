import type { DiscordChannel } from "@chartbot/contracts/discord";
import { describe, expect, it } from "vitest";
import { diagnosisChannelOptions, tickerSentence } from "./diagnosis-values";

const channel = (id: string, name: string, botCanPost: boolean, type: DiscordChannel["type"] = "text") =>
  ({ id, name, type, category: null, position: Number(id), botCanPost, warnings: [] }) as DiscordChannel;

describe("diagnosisChannelOptions", () => {
  it("offers the channels Chartbot cannot post in too, saying so, and leaves out voice channels", () => {
    const options = diagnosisChannelOptions([
      channel("1", "signals", true),
      channel("2", "locked", false),
      channel("3", "voice", true, "voice"),
    ]);
    expect(options.map((o) => [o.label, o.disabled])).toEqual([
      ["#signals", false],
      ["#locked — Chartbot cannot post here", false],
    ]);
  });
});

describe("tickerSentence", () => {
  it("says what the ticker is here and in the other mode", () => {
    expect(
      tickerSentence({
        ticker: "btc",
        mode: "traditional",
        market: null,
        otherMode: "crypto",
        otherMarket: "BTCUSDT (Binance)",
      }),
    ).toBe(`"btc" names no market in traditional mode (this channel's); BTCUSDT (Binance) in crypto mode.`);
  });
});
