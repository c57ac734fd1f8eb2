import type { BotAlert } from "@chartbot/contracts/bot";
import type { BotRelayMessage } from "@chartbot/contracts/bot-relays";
import { describe, expect, it } from "vitest";
import { alertMessageText, postMessageText, relayMessageText } from "../src/message-text";

const relayMessage = (changes: Partial<BotRelayMessage>): BotRelayMessage => ({
  id: crypto.randomUUID(),
  relayId: crypto.randomUUID(),
  relayNumber: 1,
  guildId: "100000000000000001",
  channelId: "100000000000000002",
  roleId: null,
  template: null,
  content: "Long BTC at 97,250",
  ticker: { input: "btcusdt", symbolId: "binance:BTCUSDT", label: "BTCUSDT (Binance)" },
  chart: null,
  role: "Signals",
  receivedAt: "2026-11-30T14:05:00.000Z",
  attempt: 1,
  ...changes,
});

describe("the texts the reference bot posts", () => {
  it("posts a relay message as sent, after its mentions, without a template", () => {
    expect(relayMessageText(relayMessage({ roleId: "100000000000000003" }))).toBe(
      "<@&100000000000000003> @Signals Long BTC at 97,250",
    );
  });

  it("wraps a relay message in its template, the mentions at {role} or else first", () => {
    expect(relayMessageText(relayMessage({ template: "{name} at {time}: {content} {role}" }))).toBe(
      "BTCUSDT (Binance) at 2026-11-30 14:05 UTC: Long BTC at 97,250 @Signals",
    );
    expect(relayMessageText(relayMessage({ template: "[{ticker}] {content}" }))).toBe(
      "@Signals [btcusdt] Long BTC at 97,250",
    );
    const long = relayMessageText(relayMessage({ template: "{role} {content}!", content: "x".repeat(3000) }));
    expect(long).toHaveLength(2000);
    expect(long.endsWith("x!")).toBe(true);
  });

  it("fills an alert's template with the API's values and the price it fired at", () => {
    const alert: Pick<BotAlert, "message" | "templateValues" | "delivery"> = {
      message: "{role} {ticker} is {condition}: {price} at {time}",
      templateValues: {
        ticker: "BTCUSD",
        name: "BTCUSD (Bitstamp)",
        level: "65,000",
        condition: "above 65,000",
      },
      delivery: { kind: "channel", guildId: "1", channelId: "2", roleId: "100000000000000003" },
    };
    expect(alertMessageText(alert, 65012.5, new Date("2026-11-30T14:05:00Z"))).toBe(
      "<@&100000000000000003> BTCUSD is above 65,000: 65,012.5 at 2026-11-30 14:05 UTC",
    );
  });

  it("fills a scheduled post's template with its first argument and the time in its zone", () => {
    const post = {
      message: "{ticker} at {time} {role}",
      arguments: "ETHUSD 4H",
      timeZone: "Asia/Tokyo",
      roleId: null,
    };
    expect(postMessageText(post, new Date("2026-11-30T14:05:00Z"))).toBe(
      "ETHUSD at 2026-11-30 23:05 Asia/Tokyo ",
    );
    expect(postMessageText({ ...post, message: null }, new Date())).toBeUndefined();
  });
});
