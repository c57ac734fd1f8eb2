import type { LegalDocument } from "./legal-document";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description:
    "The terms for using the Chartbot Discord bot, website, dashboard and paid add-ons, including market data disclaimers, billing and acceptable use.",
  updated: "2026-11-21",
  summary: [
    "Use Chartbot fairly, remember that market data is information and not advice, and pay for the add-ons you use. You can stop at any time.",
  ],
  sections: [
    {
      id: "agreement",
      heading: "The agreement",
      paragraphs: [
        "These terms apply when you add Chartbot to a Discord server, use its commands, or use this website or the dashboard. By doing so you accept them. If you add the bot to a server on behalf of a community, you confirm you may do so for that community.",
      ],
    },
    {
      id: "service",
      heading: "The service",
      paragraphs: [
        "Chartbot provides charts, prices, heatmaps, alerts, paper trading, automation and related tools inside Discord. Features can change as markets, data providers and Discord change. We aim for high availability but do not promise that the bot is always online or error-free.",
      ],
    },
    {
      id: "not-advice",
      heading: "Market data is not financial advice",
      list: [
        "Everything the bot posts is for information only. It is not investment, financial, tax or legal advice.",
        "Data comes from exchanges and data providers and can be delayed, incomplete or wrong. Check important numbers at the source before you act on them.",
        "Price alerts can be late or fail, for example during exchange outages or Discord incidents. Do not rely on them as your only risk control.",
        "Paper trading is a simulation with virtual money; its results say nothing about real trading.",
        "Live trading with your own exchange keys is at your own risk. You are responsible for every order placed with your keys.",
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      paragraphs: [
        "Keep your sign-in details, exchange keys, API tokens and relay URLs secret: actions taken with them count as yours. You must be old enough to use Discord in your country.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      list: [
        "Do not use Chartbot to spam, harass or mislead, for example with fake signals sent through relays.",
        "Do not scrape data through the bot, overload it, or get around rate limits and add-on limits.",
        "Do not resell Chartbot's data or services without a written agreement.",
        "We may limit or suspend use that breaks these rules or harms other communities.",
      ],
    },
    {
      id: "add-ons",
      heading: "Add-ons and billing",
      list: [
        "Add-ons are monthly subscriptions billed in advance through Stripe, per slot, at the price shown on the [pricing page](/pro) when you subscribe.",
        "Trials are free; the subscription starts when the trial ends unless you cancel before.",
        "You can cancel at any time under [Subscriptions](dashboard:/subscriptions); the add-on stays active until the end of the paid period. Payments are not refunded for partial periods, except where the law says otherwise.",
        "We tell you at least 30 days before a price change takes effect for an existing subscription.",
      ],
    },
    {
      id: "bot-license",
      heading: "Bot Licenses",
      paragraphs: [
        "With a Bot License, you supply the bot's name, avatar and Discord application, and you are responsible for them. We run the bot for you while the license is active.",
      ],
    },
    {
      id: "ending",
      heading: "Ending the service",
      paragraphs: [
        "You can remove the bot from a server and delete your account at any time. We may end the service for an account that seriously or repeatedly breaks these terms, and will refund the unused part of any paid period unless the account was ended for abuse.",
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      paragraphs: [
        'Chartbot is provided "as is". To the extent the law allows, we are not liable for trading losses or for indirect damages, and our total liability is limited to what you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms. We change the date at the top and announce significant changes on our support server at least 30 days ahead. Questions? [Email us](link:contactEmail).",
      ],
    },
  ],
};
