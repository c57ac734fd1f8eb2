import type { AddonPage } from "./addon-page";

export const priceSatelliteBots: AddonPage = {
  slug: "price-satellite-bots",
  intro: [
    "Satellite bots are small companion bots that sit in your member list and show a live price as their name, with the 24-hour change as their status. Members see the market the moment they open the server, without typing a command.",
    "Each satellite is its own Discord bot, so it joins your server through its own invite, which someone with Manage Server approves on Discord.",
    "Every community gets BTC and ETH satellites for free: they are on its satellites page from set-up, each with its invite. Each additional satellite, for any symbol in the catalogue, is one slot.",
  ],
  examples: [
    { command: "p sol", result: "Still works as usual; satellites add prices that are always visible." },
  ],
  preview: {
    caption:
      "Satellite bots in the member list: each shows a live price as its name and the 24-hour change as its status.",
    post: {
      kind: "members",
      satellites: [
        { name: "BTC $97,412", status: "▲ 2.41% 24h", tone: "positive" },
        { name: "ETH $3,612", status: "▼ 0.84% 24h", tone: "negative" },
        { name: "SOL $182.40", status: "▲ 5.12% 24h", tone: "positive" },
      ],
      members: ["alex", "priya", "sam"],
    },
  },
  steps: [
    "Subscribe in the dashboard and choose how many satellites you need (BTC and ETH need no slot).",
    "Pick the symbols under [My Communities](dashboard:/communities): any market from the [catalogue](/symbols).",
    "Invite each satellite from its row: Discord opens with your server chosen and only the Change Nickname permission asked. Once it is approved, the satellite joins and its price starts updating within a minute.",
    "Each row says whether its satellite is waiting for its invite, running, not updating or removed from the server, with what fixes it.",
  ],
  faq: [
    {
      question: "How often do satellites update?",
      answer: "Every minute, the fastest Discord allows for names without hitting its rate limits.",
    },
    {
      question: "Can I change a satellite's symbol?",
      answer:
        "Remove it and add the new symbol under [My Communities](dashboard:/communities). Removing a satellite frees its slot at once, so the new one takes it.",
    },
  ],
  docs: ["prices", "lookup"],
};
