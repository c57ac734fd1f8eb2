import type { ChannelDiagnosis, DiagnosisCause } from "@chartbot/contracts/diagnosis";
import type { PreviewMessage } from "@chartbot/ui/bot-preview";
import { describe, expect, it } from "vitest";
import { alertPost, commandPost, marketOf } from "./preview-posts";

const cause = (code: DiagnosisCause["code"], severity: DiagnosisCause["severity"], message: string) =>
  ({ code, severity, message, permission: null, deniedBy: null, fix: null }) satisfies DiagnosisCause;

const diagnosis = (overrides: Partial<ChannelDiagnosis> = {}): ChannelDiagnosis => ({
  channelId: "200000000000000001",
  channelName: "markets",
  category: null,
  tickerMode: "traditional",
  autoDeleteMinutes: null,
  command: "c BTCUSD 4H",
  ticker: {
    ticker: "BTCUSD",
    mode: "traditional",
    market: "BTCUSD (Coinbase)",
    otherMode: "crypto",
    otherMarket: "BTCUSD (Coinbase)",
  },
  causes: [],
  checkedAt: "2026-11-30T09:00:00.000Z",
  ...overrides,
});

const messageOf = (preview: ReturnType<typeof commandPost>) => preview?.post.post as PreviewMessage;

describe("marketOf", () => {
  it("splits a market as the API names it into the ticker and where it trades", () => {
    expect(marketOf("BTCUSD (Coinbase)")).toEqual({ label: "BTCUSD", ticker: "BTCUSD", source: "Coinbase" });
    expect(marketOf("AAPL (New York Stock Exchange)")?.source).toBe("New York Stock Exchange");
  });

  it("names no market for a ticker still being typed or nothing", () => {
    expect(marketOf("btc")).toBeUndefined();
    expect(marketOf("")).toBeUndefined();
    expect(marketOf(null)).toBeUndefined();
  });
});

describe("commandPost", () => {
  it("shows nothing until a command is chosen", () => {
    expect(commandPost({ command: "", arguments: "BTCUSD", text: "" })).toBeUndefined();
  });

  it("draws a chart command's chart for the market the channel reads, under the mention and the message", () => {
    const preview = commandPost({
      command: "c",
      arguments: " BTCUSD  4H ",
      text: "Morning chart",
      mention: "traders",
      channelName: "markets",
      diagnosis: diagnosis(),
    });
    expect(preview?.stops).toEqual([]);
    expect(preview?.post.market).toEqual({ label: "BTCUSD", ticker: "BTCUSD", source: "Coinbase" });
    expect(preview?.post.caption).toBe(
      "What Chartbot will post in #markets for c BTCUSD 4H. BTCUSD reads as BTCUSD (Coinbase) in traditional mode.",
    );
    const message = messageOf(preview);
    expect(message).toMatchObject({ mention: "traders", text: "Morning chart" });
    expect(message.embed).toMatchObject({
      tone: "accent",
      title: "BTCUSD · 4H",
      picture: { kind: "chart", variant: "rsi" },
      footer: "BTCUSD · Coinbase",
    });
  });

  it("draws a layout's drawings, an order book's depth and other commands' summaries", () => {
    const layout = messageOf(commandPost({ command: "layout", arguments: "weekly", text: "" }));
    expect(layout.embed?.picture).toMatchObject({ kind: "chart", variant: "layout" });
    const book = messageOf(commandPost({ command: "ob", arguments: "btcusd", text: "" }));
    expect(book.embed?.picture).toMatchObject({ kind: "depth" });
    const price = messageOf(commandPost({ command: "p", arguments: "eth", text: "" }));
    expect(price.embed?.picture).toBeUndefined();
    expect(price.embed?.title).toBe("ETH");
    expect(price.embed?.description).toMatch(/with the figures of when the post runs\.$/);
  });

  it("shows the bot's explanation instead of the chart when the ticker names nothing in the channel's mode", () => {
    const notFound = cause(
      "ticker_not_found",
      "blocking",
      "btc names no market in traditional mode; in crypto mode it would be BTCUSDT (Binance).",
    );
    const preview = commandPost({
      command: "c",
      arguments: "btc",
      text: "",
      diagnosis: diagnosis({
        ticker: {
          ticker: "btc",
          mode: "traditional",
          market: null,
          otherMode: "crypto",
          otherMarket: "BTCUSDT (Binance)",
        },
        causes: [notFound],
      }),
    });
    expect(preview?.post.market).toBeUndefined();
    expect(messageOf(preview).embed).toEqual({
      tone: "negative",
      title: "No market found",
      description: notFound.message,
    });
    expect(preview?.post.caption).toMatch(/btc names no market in traditional mode\.$/);
    expect(preview?.stops).toEqual([]);
  });

  it("applies the community's add-ons: a timeframe it does not hold becomes the bot's upsell", () => {
    const missing = cause("addon_missing", "blocking", "The 4h timeframe needs Advanced Charting.");
    const embed = messageOf(
      commandPost({
        command: "c",
        arguments: "BTCUSD 4h",
        text: "",
        diagnosis: diagnosis({ causes: [missing] }),
      }),
    ).embed;
    expect(embed).toEqual({ tone: "negative", title: "This needs an add-on", description: missing.message });
  });

  it("names what stops any post in the channel, and only the blocking ones", () => {
    const noSend = cause("missing_permission", "blocking", "Chartbot cannot send messages in #markets.");
    const noWebhooks = cause("missing_permission", "warning", "Chartbot lacks Manage Webhooks in #markets.");
    const autoDelete = cause("auto_delete", "info", "Answers are deleted after 5 minutes.");
    const preview = commandPost({
      command: "p",
      arguments: "BTCUSD",
      text: "",
      diagnosis: diagnosis({ causes: [noSend, noWebhooks, autoDelete] }),
    });
    expect(preview?.stops).toEqual([noSend]);
  });
});

describe("alertPost", () => {
  it("titles the trigger by market and condition, for the place it goes", () => {
    const post = alertPost({
      market: "BTCUSD (Bitstamp)",
      condition: "above 65,000",
      text: "BTC broke out",
      mention: "traders",
      where: "in #signals",
    });
    expect(post.caption).toBe("What Chartbot will send in #signals when BTCUSD is above 65,000.");
    expect(post.market).toEqual({ label: "BTCUSD", ticker: "BTCUSD", source: "Bitstamp" });
    expect(post.post).toMatchObject({
      kind: "message",
      mention: "traders",
      text: "BTC broke out",
      embed: {
        title: "BTCUSD is above 65,000",
        fields: [{ name: "Price" }, { name: "Condition", value: "above 65,000" }],
      },
    });
  });

  it("uses the ticker as typed while it does not resolve, and no empty message", () => {
    const post = alertPost({ market: "btc", condition: "", text: "  ", where: "by direct message" });
    expect(post.market).toBeUndefined();
    expect(post.post).not.toHaveProperty("text");
    expect(post.caption).toBe("What Chartbot will send by direct message when BTC is at its condition.");
  });
});
