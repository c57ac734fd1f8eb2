import { type AlertPage, AlertPageSchema, AlertSchema } from "@chartbot/contracts/alerts";
import { type CommunityList, CommunityListSchema } from "@chartbot/contracts/communities";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compileFastSerializer } from "../../src/plugins/fast-serializer.js";

const alert = {
  id: "0b9b7a52-5f0e-4a8e-9d6c-1c2f3e4d5a6b",
  ticker: "BTCUSD",
  symbolId: "ccxt:binance:BTC/USDT",
  symbol: {
    id: "ccxt:binance:BTC/USDT",
    ticker: "BTCUSDT",
    provider: "CCXT",
    exchange: null,
    name: "Bitcoin / Tether",
    assetClass: "crypto",
  },
  placement: "above",
  level: 65_000.125,
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
  createdAt: "2026-01-02T03:04:05.678Z",
  triggeredAt: null,
  expiresAt: null,
  cooldownMinutes: null,
  lastTrigger: null,
  test: null,
} satisfies AlertPage["items"][number];

const pages: AlertPage[] = [
  {
    items: [],
    nextCursor: null,
    counts: { active: 0, paused: 0, triggered: 0, canceled: 0, expired: 0 },
  },
  {
    items: [
      alert,
      {
        ...alert,
        symbol: null,
        ticker: 'a "quoted" \\ ticker\n\u2028 with ünïcödé and 😀',
        level: 1e-7,
        message: "</script><script>alert(1)</script>",
        communityId: "7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
        channelId: "123456789012345678",
        roleId: "876543210987654321",
        status: "triggered",
        heldReason: "not_server_manager",
        triggeredAt: "2026-01-03T00:00:00.000Z",
        expiresAt: "2026-02-03T00:00:00.000Z",
        cooldownMinutes: 30,
        lastTrigger: {
          id: "0b1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
          price: 101.5,
          triggeredAt: "2026-01-03T00:00:00.000Z",
          delivery: "failed",
          failureReason: "Cannot send messages to this user",
        },
      },
      { ...alert, symbol: { ...alert.symbol, exchange: "Binance" }, level: 1e12, placement: "below" },
      {
        ...alert,
        placement: "percent_move",
        level: null,
        percent: 5,
        window: "24h",
        delivery: "webhook",
        webhookUrl: 'https://hooks.example.com/a?b="c"',
        test: {
          id: "1b1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
          status: "failed",
          requestedAt: "2026-01-03T00:00:00.000Z",
          reportedAt: "2026-01-03T00:00:01.000Z",
          failureReason: "HTTP 404",
        },
      },
    ],
    nextCursor: "eyJ2IjoxfQ",
    counts: { active: 2, paused: 0, triggered: 1, canceled: 0, expired: 3 },
  },
];

describe("the fast response serializer", () => {
  const serialize = compileFastSerializer(AlertPageSchema);

  it("writes alert pages byte for byte as zod's encode and JSON.stringify do", () => {
    for (const page of pages) {
      expect(serialize(page)).toBe(JSON.stringify(z.encode(AlertPageSchema, page)));
    }
  });

  it("writes a created alert and the communities list byte for byte as zod's encode and JSON.stringify do", () => {
    for (const item of pages.flatMap((page) => page.items)) {
      expect(compileFastSerializer(AlertSchema)(item)).toBe(JSON.stringify(z.encode(AlertSchema, item)));
    }
    const community = {
      id: "7f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
      guildId: "123456789012345678",
      name: 'Traders "Club" </script> 😀',
      iconUrl: null,
      counts: { satellites: 2, scheduledPosts: 0, layouts: 1 },
      addons: [{ slug: "price-alerts", name: "Price Alerts", slots: 1 }],
      status: "connected",
    } satisfies CommunityList["communities"][number];
    const lists: CommunityList[] = [
      { communities: [] },
      {
        communities: [
          community,
          { ...community, iconUrl: "https://cdn.example.com/i.png", addons: [], status: "disconnected" },
        ],
      },
    ];
    const serializeList = compileFastSerializer(CommunityListSchema);
    for (const list of lists) {
      expect(serializeList(list)).toBe(JSON.stringify(z.encode(CommunityListSchema, list)));
    }
  });

  it("leaves out properties the schema does not name, as zod does", () => {
    const page = { ...pages[1], internal: "secret", items: [{ ...alert, accountId: "someone" }] };
    expect(serialize(page)).toBe(JSON.stringify(z.encode(AlertPageSchema, page as AlertPage)));
    expect(serialize(page)).not.toContain("someone");
  });

  it("refuses a schema it cannot write the same way", () => {
    expect(() => compileFastSerializer(z.object({ a: z.union([z.string(), z.number()]) }))).toThrow();
    expect(() =>
      compileFastSerializer(z.object({ a: z.union([z.string(), z.object({ b: z.string() })]) })),
    ).toThrow();
    expect(() => compileFastSerializer(z.object({ a: z.string().default("x") }))).toThrow();
  });
});
