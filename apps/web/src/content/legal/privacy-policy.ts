import { LIMITS } from "@chartbot/addons";
import { STORAGE_KEYS } from "@chartbot/browser-storage";
import type { LegalDocument } from "./legal-document";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description:
    "What Chartbot collects when you use the bot, the website and the dashboard, why, how long we keep it, and your choices about cookies and advertising.",
  updated: "2026-11-26",
  summary: [
    "We collect what the bot and your account need to work, and nothing for sale. The bot reads messages only to recognise its commands. The website stores three small preferences in your browser, and an advertising pixel loads only if you press **Accept all**. Your theme and cookie choice count for both the website and the dashboard.",
  ],
  sections: [
    {
      id: "who",
      heading: "Who we are",
      paragraphs: [
        'Chartbot ("we") runs the Chartbot Discord bot, this website and the account dashboard. For anything in this policy, [email us](link:contactEmail) or ask on our [support server](link:supportServer).',
      ],
    },
    {
      id: "collect",
      heading: "What we collect",
      list: [
        "**Your account:** email address, display name and, if you sign in with Discord, your Discord user id, username and avatar. Passwords are handled by our authentication provider and never stored by us.",
        "**Communities you manage:** the server's id, name and icon, and the settings you choose: parsing mode, chart defaults, satellites, scheduled posts, layouts and relays.",
        "**Commands:** when a message starts with a Chartbot command, we process it to answer and keep a log of the command (not the rest of the conversation) for 30 days to fix errors and prevent abuse. Other messages are ignored and never stored.",
        `**Price alerts and paper trading:** the markets, levels, messages and virtual orders you create. Up to ${LIMITS.alertsPerAccountWithAddon} alerts per account.`,
        "**Exchange keys and API tokens:** exchange API secrets are encrypted at rest (AES-256-GCM) and never shown again after you save them; personal API tokens are stored only as a hash.",
        "**Payments:** handled by Stripe. We receive your subscription status and the last four digits of your card, never the full card number.",
      ],
    },
    {
      id: "browser-storage",
      heading: "Cookies and browser storage",
      paragraphs: [
        "The website and the dashboard keep three small preferences in your browser's local storage. The theme and the cookie choice are also kept in a first-party cookie of the same name on Chartbot's own domain, so a choice made on the website holds on the dashboard and the other way round. None of them identifies you, and our servers ignore them. Signing in adds one cookie:",
      ],
      table: {
        caption: "What Chartbot stores in your browser",
        headers: ["Name", "What it holds"],
        rows: [
          {
            option: STORAGE_KEYS.cookieConsent,
            description:
              "Your choice in the cookie banner: `all` or `required`. Local storage and a first-party cookie, for one year.",
          },
          {
            option: STORAGE_KEYS.theme,
            description:
              "The theme you picked with the theme toggle: `light` or `dark`. Local storage and a first-party cookie, for one year.",
          },
          {
            option: STORAGE_KEYS.lastPage,
            description:
              "The page you were on before signing in, without the leading slash, so you come back to it. Cleared after sign-in.",
          },
          {
            option: "session cookie",
            description:
              "Set only when you sign in: an HttpOnly cookie that keeps you signed in across the website and the dashboard for up to 5 days.",
          },
        ],
      },
    },
    {
      id: "advertising",
      heading: "The advertising pixel",
      paragraphs: [
        "To measure which campaigns bring new communities, the website can load an advertising pixel. It loads **only** after you press **Accept all** in the cookie banner, which stores `cookies=all`. If you press **Use only required**, or make no choice, the pixel never loads.",
        "The dashboard loads no advertising or analytics script at all, whatever you choose; it shows the same banner so that one choice covers both.",
        "To change your choice, clear the data of Chartbot's sites in your browser (the `cookies` cookie and the `cookies` entry in local storage). The banner then asks again on your next visit.",
      ],
    },
    {
      id: "use",
      heading: "How we use it",
      list: [
        "To answer commands, deliver alerts and run scheduled posts and relays.",
        "To sign you in, show your account and communities, and bill add-ons.",
        "To keep the service safe: rate limits, abuse prevention and error logs.",
        "We do not sell personal data and do not use message content for advertising or to train models.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      list: [
        "Account data: until you delete your account in [Account Settings](dashboard:/account/settings); deletion removes your alerts, keys, tokens and settings within 30 days, including backups.",
        "Command logs: 30 days.",
        "Billing records: as long as tax law requires.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: [
        "You can export all your data as JSON and delete your account at any time in [Account Settings](dashboard:/account/settings). You may also ask us to access, correct or restrict the use of your data, and complain to your data protection authority.",
      ],
    },
    {
      id: "processors",
      heading: "Who processes data for us",
      list: [
        "Our authentication provider, for sign-in.",
        "Stripe, for payments.",
        "Discord, which delivers every message the bot sends.",
        "Our hosting provider, which runs the bot, the website and the database.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy we update the date at the top, and for significant changes we announce it on our support server before it takes effect.",
      ],
    },
  ],
};
