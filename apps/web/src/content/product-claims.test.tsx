import { ADDONS, accountEntitlements, communityEntitlements, getAddon, LIMITS } from "@chartbot/addons";
import { COMMANDS, schedulableCommandOf } from "@chartbot/command-catalogue";
import {
  ALERT_PLACEMENTS,
  ALERT_WINDOWS,
  CreateAlertBodySchema,
  LEVEL_PLACEMENTS,
  MAX_ALERT_COOLDOWN_MINUTES,
  MIN_ALERT_COOLDOWN_MINUTES,
  OPEN_ALERT_STATUSES,
} from "@chartbot/contracts/alerts";
import { LICENSED_BOT_STATUSES, SaveLicensedBotBodySchema } from "@chartbot/contracts/bot-license";
import { DISCORD_PERMISSIONS, satelliteInviteUrl } from "@chartbot/contracts/discord";
import { relayEndpoints } from "@chartbot/contracts/endpoints/relays";
import { readRelayPayload } from "@chartbot/contracts/relay-payload";
import { RELAY_CONTENT_MAX, RELAY_ROTATION_OVERLAP_HOURS } from "@chartbot/contracts/relays";
import * as satelliteContracts from "@chartbot/contracts/satellites";
import {
  CreateScheduledPostBodySchema,
  UpdateScheduledPostBodySchema,
} from "@chartbot/contracts/scheduled-posts";
import { TRADING_EXCHANGE_RULES } from "@chartbot/contracts/trading";
import { DEFAULT_SYMBOL_IDS, getSymbol } from "@chartbot/symbol-catalogue";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddonView } from "@/views/addon-view";
import { FeatureView } from "@/views/feature-view";
import { HomeView } from "@/views/home-view";
import { PricingView } from "@/views/pricing-view";
import { FEATURES, getFeature } from "./features";
import { HIGHLIGHTS } from "./home";

// Every promise the marketing pages make about what the product does, each checked against the product's one
// owner of that fact: the contracts' zod schemas (what the API accepts), the entitlement model (what the API
// allows), the trading exchange rules and the command catalogue (what the bot takes). A page that says more
// than the product does, or a product change the page does not follow, fails here (issue 21 item 3).

/** A page's visible text: tags removed, entities decoded, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<\/?(?:code|strong|em|a|span)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const pages: Record<string, string> = {
  "/": textOf(renderToStaticMarkup(<HomeView />)),
  "/pro": textOf(renderToStaticMarkup(<PricingView />)),
  ...Object.fromEntries(
    ADDONS.map((addon) => [`/pro/${addon.slug}`, textOf(renderToStaticMarkup(<AddonView addon={addon} />))]),
  ),
  ...Object.fromEntries(
    FEATURES.map((doc) => [`/features/${doc.slug}`, textOf(renderToStaticMarkup(<FeatureView doc={doc} />))]),
  ),
};
const page = (path: string): string => {
  const text = pages[path];
  if (text === undefined) throw new Error(`no page ${path}`);
  return text;
};
const everyPage = Object.entries(pages);

const free = accountEntitlements([]);
const withAlerts = accountEntitlements(["price-alerts"]);
const CHANNEL_ID = "123456789012345678";
const ROLE_ID = "223456789012345678";
const COMMUNITY_ID = "8f1c7f62-59a6-4e0b-9b55-1f0f6a9f1a01";
const names = (live: boolean) =>
  Object.values(TRADING_EXCHANGE_RULES)
    .filter((rules) => rules.liveTrading === live)
    .map((rules) => rules.name);
const inWords = (items: readonly string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
const post = { command: "c", arguments: "btcusd 1h", channelId: CHANNEL_ID, periodMinutes: 60 };

/** One promise: the page, the words it says, and the check that the product keeps it. */
interface Claim {
  page: string;
  /** Words the page must show. */
  says: string;
  /** The product keeps the promise. */
  kept: () => void;
}

const CLAIMS: readonly Claim[] = [
  {
    page: "/pro/bot-license",
    says: "submit your bot under Bot License: its name, an avatar link, the application id and the bot token",
    kept: () =>
      expect(Object.keys(SaveLicensedBotBodySchema.shape).sort()).toEqual(
        ["applicationId", "avatarUrl", "name", "token"].sort(),
      ),
  },
  {
    page: "/pro/bot-license",
    says: "submitted, in review, live",
    kept: () => expect(LICENSED_BOT_STATUSES).toEqual(["submitted", "in_review", "live"]),
  },
  {
    page: "/pro/price-satellite-bots",
    says: "Remove it and add the new symbol",
    // No edit of a satellite: the contracts have only add (by symbol or ticker) and remove.
    kept: () => {
      expect(Object.keys(satelliteContracts).filter((name) => /^Update/.test(name))).toEqual([]);
      expect(satelliteContracts.AddSatelliteBodySchema.safeParse({ ticker: "solusd" }).success).toBe(true);
    },
  },
  {
    page: "/pro/price-satellite-bots",
    says: "Each satellite is its own Discord bot, so it joins your server through its own invite",
    // Every satellite the dashboard lists carries its own invite and a state that starts waiting for it.
    kept: () => {
      expect(Object.keys(satelliteContracts.SatelliteSchema.shape)).toEqual(
        expect.arrayContaining(["applicationId", "inviteUrl", "state"]),
      );
      expect(Object.keys(satelliteContracts.SATELLITE_STATES)).toContain("waiting_for_invite");
    },
  },
  {
    page: "/pro/price-satellite-bots",
    says: "Discord opens with your server chosen and only the Change Nickname permission asked",
    kept: () => {
      const invite = new URL(
        satelliteInviteUrl({
          authorizeUrl: "https://discord.com/oauth2/authorize",
          applicationId: DEFAULT_SYMBOL_IDS[0],
          guildId: CHANNEL_ID,
        }),
      );
      expect(invite.searchParams.get("client_id")).toBe(DEFAULT_SYMBOL_IDS[0]);
      expect(invite.searchParams.get("scope")).toBe("bot");
      expect(invite.searchParams.get("guild_id")).toBe(CHANNEL_ID);
      expect(invite.searchParams.get("disable_guild_select")).toBe("true");
      expect(invite.searchParams.get("permissions")).toBe(DISCORD_PERMISSIONS.CHANGE_NICKNAME.toString());
    },
  },
  {
    page: "/pro/price-satellite-bots",
    says: "Every community gets BTC and ETH satellites for free",
    // The free satellites are CoinGecko's BTCUSD and ETHUSD, and a community without any slot may run them.
    kept: () => {
      expect(DEFAULT_SYMBOL_IDS.map((id) => getSymbol(id)?.ticker)).toEqual(["BTCUSD", "ETHUSD"]);
      expect(communityEntitlements([]).paidSatellites).toBe(0);
    },
  },
  {
    page: "/features/webhook-relays",
    says: "The text to post, up to 2,000 characters. Required.",
    kept: () => {
      expect(RELAY_CONTENT_MAX).toBe(2000);
      expect(readRelayPayload({ content: "x".repeat(2000) })).toMatchObject({ content: "x".repeat(2000) });
      expect(readRelayPayload({ content: "x".repeat(2001) })).toMatchObject({ field: "content" });
      expect(readRelayPayload({ ticker: "btcusdt" })).toMatchObject({ field: "content" });
    },
  },
  {
    page: "/features/webhook-relays",
    says: "A plain-text body also works and is posted as it is. The relay answers 204 when the message is queued.",
    kept: () => {
      expect(readRelayPayload("Long BTC")).toEqual({
        content: "Long BTC",
        ticker: null,
        chart: null,
        role: null,
      });
      expect(Object.keys(relayEndpoints.post.responses)).toContain("204");
    },
  },
  {
    page: "/features/webhook-relays",
    says: `A relay accepts up to ${LIMITS.relayMessagesPerMinute} messages per minute; more are refused with 429.`,
    kept: () => expect(LIMITS.relayMessagesPerMinute).toBe(30),
  },
  {
    page: "/features/webhook-relays",
    says: "the old URL keeps working for 24 hours",
    kept: () => expect(RELAY_ROTATION_OVERLAP_HOURS).toBe(24),
  },
  {
    page: "/features/webhook-relays",
    says: "Relays are free.",
    kept: () => {
      for (const addon of ADDONS) expect(JSON.stringify(addon).toLowerCase()).not.toContain("relay");
    },
  },
  {
    page: "/features/webhook-relays",
    says: "TradingView's {{interval}} (15, 240, D)",
    // The page's TradingView message, filled in as TradingView fills it, is read as the page says.
    kept: () => {
      const message = getFeature("webhook-relays")
        ?.sections.flatMap((section) => section.code ?? [])
        .find((block) => block.title === "TradingView alert message")?.code;
      expect(message).toBeDefined();
      for (const [interval, chart] of [
        ["15", "15m"],
        ["240", "4H"],
        ["D", "1D"],
      ]) {
        const filled = (message ?? "")
          .replaceAll("{{ticker}}", "BTCUSDT")
          .replaceAll("{{exchange}}", "BINANCE")
          .replaceAll("{{close}}", "97250.5")
          .replaceAll("{{interval}}", interval as string);
        expect(readRelayPayload(JSON.parse(filled))).toEqual({
          content: `BTCUSDT crossed 97250.5 on the ${interval} chart`,
          ticker: "BINANCE:BTCUSDT",
          chart,
          role: null,
        });
      }
    },
  },
  {
    page: "/features/scheduled-posting",
    says: "pause it without losing its settings, then resume it",
    kept: () => {
      expect(UpdateScheduledPostBodySchema.safeParse({ paused: true }).success).toBe(true);
      expect(UpdateScheduledPostBodySchema.safeParse({ paused: false }).success).toBe(true);
    },
  },
  {
    page: "/features/scheduled-posting",
    says: "start time (HH:MM in the time zone you choose)",
    kept: () => {
      expect(
        CreateScheduledPostBodySchema.safeParse({ ...post, startTime: "20:00", timeZone: "Europe/London" })
          .success,
      ).toBe(true);
      expect(CreateScheduledPostBodySchema.safeParse({ ...post, startTime: "24:00" }).success).toBe(false);
      expect(UpdateScheduledPostBodySchema.safeParse({ startTime: "13:35" }).success).toBe(true);
    },
  },
  {
    page: "/pro/scheduled-posting",
    says: "at times typed with the command are in UTC",
    kept: () => {
      expect(COMMANDS.schedule.usage[0]).toContain("[at <HH:MM>]");
      expect(CreateScheduledPostBodySchema.parse(post).timeZone).toBe("UTC");
    },
  },
  {
    page: "/pro/price-alerts",
    says: "post alerts in a channel, mention a role, send them to a webhook",
    kept: () => {
      const channelAlert = {
        ticker: "btcusd",
        placement: "above",
        level: 100_000,
        communityId: COMMUNITY_ID,
        channelId: CHANNEL_ID,
        roleId: ROLE_ID,
      };
      expect(CreateAlertBodySchema.safeParse(channelAlert).success).toBe(true);
      const webhook = {
        ticker: "btcusd",
        placement: "above",
        level: 1,
        webhookUrl: "https://example.com/hook",
      };
      expect(CreateAlertBodySchema.safeParse(webhook).success).toBe(true);
      // Channels and webhooks are the add-on's, direct messages everyone's.
      expect(free.alertsInChannels).toBe(false);
      expect(withAlerts.alertsInChannels).toBe(true);
    },
  },
  {
    page: "/features/price-alerts",
    says: `Everyone can keep ${free.alerts} active or paused alerts, delivered by direct message, each with your own message`,
    // The limit counts open alerts, paused ones too; a direct message alert may carry its own message.
    kept: () => {
      expect(OPEN_ALERT_STATUSES).toEqual(["active", "paused"]);
      expect(
        CreateAlertBodySchema.safeParse({ ticker: "btcusd", placement: "above", level: 1, message: "Hi" })
          .success,
      ).toBe(true);
    },
  },
  {
    page: "/features/price-alerts",
    says: `raises that to ${withAlerts.alerts}`,
    kept: () => expect(withAlerts.alerts).toBe(LIMITS.alertsPerAccountWithAddon),
  },
  {
    page: "/pro",
    says: `${free.alerts} active or paused price alerts per member, by direct message with your own message`,
    kept: () => expect(OPEN_ALERT_STATUSES).toEqual(["active", "paused"]),
  },
  {
    page: "/pro/price-alerts",
    says: "Active or paused alerts",
    kept: () =>
      expect(getAddon("price-alerts")?.limits).toContainEqual({
        label: "Active or paused alerts",
        value: String(withAlerts.alerts),
      }),
  },
  {
    page: "/features/price-alerts",
    says: "above below crosses Triggers when the price crosses the level upwards (above), downwards (below) or either way (crosses)",
    kept: () => {
      expect(LEVEL_PLACEMENTS).toEqual(["above", "below", "crosses"]);
      expect(COMMANDS.alert.usage[0]).toContain(`<${LEVEL_PLACEMENTS.join(" | ")}>`);
    },
  },
  {
    page: "/features/price-alerts",
    says: `a percent move either way within ${ALERT_WINDOWS.join(", ")}`,
    // Percent moves are the API's (the dashboard's), not the command's.
    kept: () => {
      expect(ALERT_PLACEMENTS).toContain("percent_move");
      expect(COMMANDS.alert.usage.join(" ")).not.toMatch(/percent|%/);
    },
  },
  {
    page: "/features/price-alerts",
    says: `at most once every ${MIN_ALERT_COOLDOWN_MINUTES} minutes to ${MAX_ALERT_COOLDOWN_MINUTES / 1440} days`,
    kept: () => expect(MAX_ALERT_COOLDOWN_MINUTES % 1440).toBe(0),
  },
  {
    page: "/features/price-alerts",
    says: "unless you give it an expiry date in the dashboard",
    kept: () => {
      const parsed = CreateAlertBodySchema.parse({ ticker: "btcusd", placement: "above", level: 1 });
      expect(parsed.expiresAt ?? null).toBeNull();
    },
  },
  {
    page: "/features/paper-trading",
    says: `real orders on ${inWords(names(true))} only`,
    kept: () => expect(names(true)).toEqual(["Binance", "Binance Futures"]),
  },
  {
    page: "/features/paper-trading",
    says: `Keys for ${inWords(names(false))} can be saved too, but do not trade live yet`,
    kept: () => expect(names(false).length).toBeGreaterThan(0),
  },
  {
    page: "/features/paper-trading",
    says: "Paper trading needs no exchange keys",
    kept: () =>
      expect(
        COMMANDS.paper.forms.flatMap((form) => form.arguments.map((argument) => argument.name)),
      ).not.toContain("key"),
  },
  {
    page: "/",
    says: "alerts by direct message are free",
    kept: () => expect(free.alertsInChannels).toBe(false),
  },
];

/** Words that made promises the product does not keep: none may come back on any page. */
const BROKEN_PROMISES: readonly RegExp[] = [
  /Everything above is free/i,
  // A satellite is its own Discord application: it joins a server only through an invite someone approves.
  /nothing to invite|no invite|needs? no invit|without (?:an? |any )?invit|no need to invite|invite-free/i,
  /change a satellite's symbol\?.*Yes/i,
  /the link the dashboard shows/i,
  /\d+ active (?:price )?alerts/i,
  /Custom alert messages/i,
  /keys? for paper trading/i,
  /not fired after \d+ days expire/i,
  /the oldest ones stay active/i,
];

describe("every promise the marketing pages make is one the product keeps", () => {
  it("lists a claim for each page the issue named", () => {
    for (const path of [
      "/",
      "/pro",
      "/pro/bot-license",
      "/pro/price-satellite-bots",
      "/pro/price-alerts",
      "/pro/scheduled-posting",
      "/features/scheduled-posting",
      "/features/price-alerts",
      "/features/paper-trading",
    ]) {
      expect(CLAIMS.map((claim) => claim.page)).toContain(path);
    }
  });

  for (const claim of CLAIMS) {
    it(`${claim.page} says "${claim.says}", and the product keeps it`, () => {
      expect(page(claim.page)).toContain(claim.says);
      claim.kept();
    });
  }

  it.each(BROKEN_PROMISES.map((pattern) => [pattern.source, pattern] as const))(
    "no page says %s",
    (_source, pattern) => {
      for (const [path, text] of everyPage) expect(text, path).not.toMatch(pattern);
    },
  );
});

describe("what the pages mark as free or paid is what the entitlement model allows", () => {
  it("marks a custom alert message free and a role mention as the add-on's on /features/price-alerts", () => {
    const rows = getFeature("price-alerts").options?.flatMap((table) => table.rows) ?? [];
    const availability = (option: string) => rows.find((row) => row.option === option)?.availability;
    // A message needs no add-on (the schema takes it on a direct message alert, above); a role needs a channel.
    expect(availability('"message"')).toBe("free");
    expect(availability("@role")).toBe(free.alertsInChannels ? "free" : "addon");
  });

  it("names the add-on on every home highlight that needs one, so the home page never calls it free", () => {
    const freeCommunity = communityEntitlements([]);
    for (const highlight of HIGHLIGHTS) {
      const doc = getFeature(highlight.feature);
      const needsAddon =
        doc.requiresAddon === true ||
        (highlight.feature === "scheduled-posting" && freeCommunity.scheduledPosts === 0);
      if (needsAddon && doc.addon) {
        expect(String(highlight.description), highlight.feature).toContain(getAddon(doc.addon)?.name);
      }
    }
    // A channel is the add-on's: the alerts highlight says so wherever it mentions one.
    const alerts = HIGHLIGHTS.find((highlight) => highlight.feature === "price-alerts");
    if (String(alerts?.description).includes("channel")) {
      expect(String(alerts?.description)).toContain(getAddon("price-alerts")?.name);
    }
  });

  it("states each alert command example in the syntax the command catalogue gives", () => {
    const examples = everyPage.flatMap(([, text]) => [
      ...text.matchAll(/alert set [a-z0-9:]+ ([a-z_]+) [\d.]+/g),
    ]);
    expect(examples.length).toBeGreaterThan(3);
    for (const [example, placement] of examples) {
      expect(LEVEL_PLACEMENTS as readonly string[], example).toContain(placement);
    }
  });

  it("schedules only commands a scheduled post can run", () => {
    const examples = everyPage.flatMap(([, text]) => [...text.matchAll(/schedule add "([a-z]+)/g)]);
    expect(examples.length).toBeGreaterThan(3);
    for (const [example, word] of examples) expect(schedulableCommandOf(word ?? ""), example).toBeDefined();
  });
});
