import type { AddonPage } from "./addon-page";

export const botLicense: AddonPage = {
  slug: "bot-license",
  intro: [
    "A Bot License runs Chartbot under your own name and avatar. Your members talk to a bot that carries your brand, while it does everything Chartbot does, with all the add-ons you hold.",
  ],
  examples: [{ command: "c btc 1h rsi", result: "The same commands, answered by your own bot." }],
  steps: [
    "Create an application in the Discord Developer Portal and add a bot user with your name and avatar.",
    "Subscribe in the dashboard and paste the bot token under [My Communities](dashboard:/communities).",
    "Invite your bot; Chartbot runs it within a few minutes.",
  ],
  faq: [
    {
      question: "Is there a free trial?",
      answer:
        "No. Setting up a branded bot takes work on both sides, so licenses start paid; you can cancel at any time.",
    },
    {
      question: "Which features does my bot have?",
      answer: "Every free feature plus the add-ons assigned to the community it serves.",
    },
  ],
  docs: ["charting", "prices", "price-alerts"],
};
