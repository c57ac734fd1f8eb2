import type { AddonSlug } from "@chartbot/addons";
import { TERMS_VERSION } from "@chartbot/contracts/communities";
import { DEFAULT_SYMBOL_IDS, findByTicker } from "@chartbot/symbol-catalogue";
import { LOCAL_BOT_TOKEN, LOCAL_BOT_TOKEN_LABEL } from "@chartbot/test-servers/local-bot-token";
import type { LicensedBotInput } from "../data/licensed-bots/save-licensed-bot.js";
import type { communities, scheduledPosts, tradingviewLayouts } from "../db/schema.js";

/** The catalogue id of `ticker` as listed by `source` (an exchange, venue or provider). */
function symbolId(ticker: string, source: string): string {
  const symbol = findByTicker(ticker).find((s) => s.exchange === source || s.provider === source);
  if (!symbol) throw new Error(`demo symbol ${source}:${ticker} is not in the catalogue`);
  return symbol.id;
}

const chart = (id: string) => `https://www.tradingview.com/chart/${id}/`;
const [BTCUSD, ETHUSD] = DEFAULT_SYMBOL_IDS;

/**
 * The bot token the demo seed stores (its hash), the local sandbox's: the reference bot of `pnpm dev` uses it.
 * Never in production: the seed refuses to run there (`assertSeedAllowed`).
 */
export const DEMO_BOT_TOKEN = { token: LOCAL_BOT_TOKEN, label: LOCAL_BOT_TOKEN_LABEL } as const;

/** A demo community and what runs in it. */
export interface DemoCommunity {
  community: Omit<typeof communities.$inferInsert, "ownerAccountId">;
  satellites: string[];
  /** Slots of the demo account's subscriptions assigned to the community. */
  slots: Partial<Record<AddonSlug, number>>;
  posts: Omit<typeof scheduledPosts.$inferInsert, "communityId">[];
  layouts: Omit<typeof tradingviewLayouts.$inferInsert, "communityId">[];
  /** Its own bot (needs a Bot License slot), as submitted, and when staff started on it. */
  licensedBot?: Required<LicensedBotInput> & { submittedAt: Date; inReviewAt: Date };
}

/** The demo licensed bot's application: a made-up id, and a token shaped like Discord's that opens nothing. */
const DEMO_BOT_APPLICATION_ID = "900000000000000500";
const DEMO_LICENSED_BOT_TOKEN = `${Buffer.from(DEMO_BOT_APPLICATION_ID).toString("base64url")}.Demo00.not-a-real-token-only-a-demo-value`;

/**
 * The communities of the two servers of the local Discord sandbox's demo world where the bot already is
 * (`demoWorld()` of `@chartbot/test-servers`): the channel and role ids of their posts are that world's.
 * "Forex Friends" (900000000000000003) has no community: it is the server the demo user can add Chartbot to.
 */
export const DEMO_COMMUNITIES: DemoCommunity[] = [
  {
    community: {
      guildId: "900000000000000001",
      name: "Satoshi's Trading Floor",
      tickerMode: "crypto",
      autoDeleteMinutes: 60,
      chartTheme: "dark",
      chartTimeframe: "4H",
      chartType: "candles",
      chartIndicators: ["EMA", "RSI", "MACD"],
      setupCompletedAt: new Date("2025-01-06T09:00:00Z"),
      acceptedTermsVersion: TERMS_VERSION,
    },
    satellites: [
      BTCUSD,
      ETHUSD,
      symbolId("SOLUSDT", "binance"),
      symbolId("XRPUSDT", "binance"),
      symbolId("BTC.D", "CoinGecko"),
    ],
    slots: {
      "price-satellite-bots": 3,
      "scheduled-posting": 1,
      "tradingview-layouts": 1,
      "advanced-charting": 1,
      "bot-license": 1,
    },
    posts: [
      { command: "c", arguments: "BTCUSD 4H", channelId: "900000000000000101", periodMinutes: 240 },
      {
        command: "hmap",
        arguments: "crypto",
        channelId: "900000000000000102",
        periodMinutes: 1440,
        message: "Daily market heatmap",
        // Five minutes after the US open, on trading days.
        timeZone: "America/New_York",
        startTime: "09:35",
        days: ["mon", "tue", "wed", "thu", "fri"],
        skipHolidays: true,
      },
      {
        command: "p",
        arguments: "ETHUSD",
        channelId: "900000000000000101",
        periodMinutes: 60,
        roleId: "900000000000000199",
      },
    ],
    layouts: [
      { label: "BTC swing", url: chart("DemoBtc1"), theme: "dark", wide: false },
      { label: "ETH scalps", url: chart("DemoEth2"), theme: "light", wide: true },
    ],
    licensedBot: {
      name: "Satoshi Charts",
      avatarUrl: null,
      applicationId: DEMO_BOT_APPLICATION_ID,
      token: DEMO_LICENSED_BOT_TOKEN,
      submittedAt: new Date("2025-03-03T10:00:00Z"),
      inReviewAt: new Date("2025-03-04T15:30:00Z"),
    },
  },
  {
    community: {
      guildId: "900000000000000002",
      name: "Wall Street Bets Lounge",
      tickerMode: "traditional",
      autoDeleteMinutes: null,
      chartTheme: "light",
      chartTimeframe: "1D",
      chartType: "bars",
      chartIndicators: ["SMA", "Volume"],
      setupCompletedAt: new Date("2025-02-10T14:30:00Z"),
      acceptedTermsVersion: TERMS_VERSION,
    },
    satellites: [BTCUSD, symbolId("TSLA", "NASDAQ"), symbolId("NVDA", "NASDAQ")],
    slots: { "price-satellite-bots": 2 },
    posts: [],
    layouts: [],
  },
];
