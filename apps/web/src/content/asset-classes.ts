import type { AssetClass } from "@chartbot/symbol-catalogue";

/** How the site names and explains each asset class of the symbol catalogue. */
export const ASSET_CLASS_INFO: Readonly<Record<AssetClass, { label: string; description: string }>> = {
  crypto: {
    label: "Crypto",
    description:
      "Coin pairs on Binance, Bybit, BitMEX, Huobi, Gate, KuCoin and Poloniex, and CoinGecko's aggregate prices.",
  },
  stock: { label: "Stocks", description: "US-listed companies on NASDAQ and the NYSE." },
  forex: { label: "Forex", description: "Major and cross currency pairs." },
  metal: { label: "Metals", description: "Gold and silver against the US dollar." },
  index: { label: "Indices and funds", description: "Index funds and indices such as SPY, QQQ and NDX." },
  sentiment: { label: "Sentiment", description: "Fear and Greed indices for the crypto and stock markets." },
  dominance: {
    label: "Dominance",
    description: "The share of total crypto market cap held by BTC, ETH, SOL and USDT.",
  },
  halving: { label: "Halvings", description: "Countdowns to the next block reward halving." },
  "on-chain": { label: "On-chain tokens", description: "Tokens priced directly on the Base network." },
};
