import { listInWords } from "@chartbot/addons";
import { TRADING_EXCHANGES } from "@chartbot/contracts/trading";
import type { FeatureDoc } from "./feature-doc";

/** The exchanges live trading places orders on, and those whose keys are only kept: the contracts' flags. */
export const LIVE_EXCHANGES = TRADING_EXCHANGES.filter((exchange) => exchange.liveTrading).map(
  (exchange) => exchange.name,
);
export const KEY_ONLY_EXCHANGES = TRADING_EXCHANGES.filter((exchange) => !exchange.liveTrading).map(
  (exchange) => exchange.name,
);

export const paperTrading: FeatureDoc = {
  slug: "paper-trading",
  title: "Paper Trading",
  summary:
    "Practise trading crypto, stocks and forex with a virtual $100,000 balance: market and limit orders, a portfolio, history and a community leaderboard.",
  intro: [
    "Paper trading lets every member of a community trade with play money at real prices. Each member starts with a virtual balance of $100,000 per community, places market and limit orders with the `paper` command, and can compare results with everyone else on the leaderboard.",
  ],
  examples: [
    { command: "paper buy 0.1 btc", result: "Buys 0.1 BTC at the current price and shows your new balance." },
    {
      command: "paper buy 10 aapl limit 180",
      result: "Places a limit order for 10 Apple shares that fills if the price drops to $180.",
    },
    { command: "paper sell 50% eth", result: "Sells half of your ETH position at market." },
    { command: "paper balance", result: "Your cash, open positions, their value and your profit or loss." },
    { command: "paper orders", result: "Your open limit orders with their ids." },
    { command: "paper cancel 4821", result: "Cancels open order 4821." },
    { command: "paper leaderboard", result: "The community's top 10 paper traders by portfolio value." },
  ],
  options: [
    {
      caption: "Orders",
      rows: [
        {
          option: "amount",
          description: "Units of the asset (`0.1`, `10`); for sells also a share of the position (`50%`).",
        },
        {
          option: "limit <price>",
          description: "Fills only at this price or better; without it, the order fills at market.",
        },
        {
          option: "reset",
          description: "Closes everything and starts over with $100,000. Asks for confirmation first.",
        },
      ],
    },
  ],
  sections: [
    {
      id: "rules",
      heading: "How orders fill",
      list: [
        "Market orders fill at the last price of the resolved market, with no fees or slippage.",
        "Limit orders fill when the market trades through the limit price, and stay open for 30 days.",
        "Stock orders placed while the market is closed fill at the next open.",
        "There is no leverage and no short selling: you can sell only what you hold.",
      ],
    },
    {
      id: "live-trading",
      heading: "From paper to live trading",
      paragraphs: [
        `Paper trading needs no exchange keys. When you are ready, the trading tool can place real orders on ${listInWords(LIVE_EXCHANGES)} only, with exchange keys you save under [Trading & API Keys](dashboard:/account/trading). Keys for ${listInWords(KEY_ONLY_EXCHANGES)} can be saved too, but do not trade live yet. Keys are encrypted at rest and never shown again after saving. The [Trading Wiki](link:tradingWiki) explains live trading step by step.`,
      ],
    },
  ],
  preview: {
    caption: "Chartbot answers a paper trade with a receipt: the fill, its cost and the cash left.",
    command: { text: "paper buy 0.1 btcusdt", ticker: "btcusdt", mode: "traditional" },
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 14:02",
      embed: {
        tone: "positive",
        title: "Market buy filled",
        fields: [
          { name: "Order", value: "#4822" },
          { name: "Amount", value: "0.1 BTC" },
          { name: "Price", value: "97,412.50 USDT" },
          { name: "Cost", value: "9,741.25 USDT" },
          { name: "Cash left", value: "$90,258.75" },
        ],
        footer: "Paper trading · play money, real prices",
      },
    },
  },
  related: ["prices", "orderbook-visualizations", "price-alerts"],
};
