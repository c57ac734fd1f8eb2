import { LIMITS } from "@chartbot/addons";
import type { FeatureDoc } from "./feature-doc";

export const webhookRelays: FeatureDoc = {
  slug: "webhook-relays",
  title: "Webhook Relays",
  summary:
    "Relay signals from TradingView alerts, trading bots or your own scripts into a Discord channel, with a fresh chart attached.",
  intro: [
    "A webhook relay is a private URL that posts whatever you send it into a channel. Point a TradingView alert, a trading bot or a script at it; Chartbot formats the message and, if you name a ticker, attaches a chart of that market.",
    "Relays are free. Anyone who can manage the server creates them with the `relay` command or under Webhook relays on the community's page in the dashboard, which also shows each relay's last messages and whether they were posted.",
  ],
  examples: [
    {
      command: "relay create #signals",
      result:
        "Creates a relay for #signals and sends you its URL by direct message. The URL is shown only once.",
    },
    { command: "relay list", result: "The community's relays, their channels and when each was last used." },
    { command: "relay delete 3", result: "Deletes relay 3; its URL stops working immediately." },
  ],
  options: [
    {
      caption: "Payload fields (JSON)",
      rows: [
        { option: "content", description: "The text to post, up to 2,000 characters. Required." },
        {
          option: "ticker",
          description: "A ticker read like any command's, e.g. `btcusdt` or `binance:ethusdt`.",
        },
        {
          option: "chart",
          description:
            "A timeframe such as `15m` or `4h`, or TradingView's `{{interval}}` (`15`, `240`, `D`): attaches a chart of `ticker`.",
        },
        { option: "role", description: "The name of a role to mention, e.g. `Signals`." },
      ],
    },
  ],
  sections: [
    {
      id: "send",
      heading: "Send a message",
      paragraphs: [
        "Send an HTTP `POST` to the relay URL with a JSON body. A plain-text body also works and is posted as it is. The relay answers `204` when the message is queued.",
      ],
      code: [
        {
          title: "From a terminal",
          code: 'curl -X POST "$RELAY_URL" \\\n  -H "content-type: application/json" \\\n  -d \'{"content": "Long BTC at 97,250", "ticker": "btcusdt", "chart": "15m"}\'',
        },
        {
          title: "TradingView alert message",
          code: '{\n  "content": "{{ticker}} crossed {{close}} on the {{interval}} chart",\n  "ticker": "{{exchange}}:{{ticker}}",\n  "chart": "{{interval}}"\n}',
        },
      ],
    },
    {
      id: "tradingview",
      heading: "Connect a TradingView alert",
      steps: [
        "Create a relay with `relay create #channel` and copy the URL from the direct message.",
        "In TradingView, create an alert, open **Notifications** and tick **Webhook URL**. Paste the relay URL.",
        "Paste the alert message above into the alert's message box and save.",
      ],
    },
    {
      id: "safety",
      heading: "Keep the URL secret",
      list: [
        "Anyone with the URL can post to the channel: treat it like a password.",
        `A relay accepts up to ${LIMITS.relayMessagesPerMinute} messages per minute; more are refused with \`429\`.`,
        "Lost a URL or think it leaked? Rotate it in the dashboard: the old URL keeps working for 24 hours while you update your alerts. Or delete the relay: its URL stops working at once.",
        "Personal API tokens for scripts are managed under [Trading & API Keys](dashboard:/account/trading).",
      ],
    },
  ],
  preview: {
    caption:
      "A relayed message: what your TradingView alert or script sent, posted by Chartbot in the relay's channel.",
    market: { label: "BTC/USDT", ticker: "BTCUSDT", source: "Binance" },
    post: {
      kind: "message",
      time: "Today at 09:15",
      embed: {
        tone: "accent",
        title: "Breakout 4h: long entry at 97,420",
        description:
          "Sent to relay 3 by a TradingView alert, with the payload's ticker btcusdt and chart 4h.",
        picture: {
          kind: "chart",
          variant: "rsi",
          alt: "A 4-hour BTC/USDT candlestick chart with an RSI pane.",
        },
        footer: "Relay 3 · #signals",
      },
    },
  },
  related: ["price-alerts", "scheduled-posting", "charting"],
};
