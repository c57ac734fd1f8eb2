import { communityEntitlements } from "@chartbot/addons";
import type { ActiveAddon, CommunitySettings } from "@chartbot/contracts/communities";

/** A connected community's settings as the API answers them, for component tests; `changes` overrides fields. */
export function communitySettings(changes: Partial<CommunitySettings> = {}): CommunitySettings {
  return {
    id: "5f0e8d7c-1111-4222-8333-944455556666",
    guildId: "900000000000000001",
    name: "Floor",
    iconUrl: null,
    counts: { satellites: 0, scheduledPosts: 0, layouts: 0 },
    addons: [],
    tickerMode: "crypto",
    tickerModes: [],
    autoDeleteMinutes: null,
    charting: { theme: "dark", timeframe: "4H", chartType: "candles", indicators: [] },
    setupCompletedAt: "2026-11-01T10:00:00.000Z",
    acceptedTermsVersion: "1",
    status: "connected",
    entitlements: communityEntitlements(changes.addons ?? []),
    connection: { status: "connected", disconnectedAt: null, deletesAt: null, warnings: [] },
    options: {
      chartThemes: ["dark", "light"],
      chartTimeframes: ["1m", "4H", "1D"],
      chartTypes: ["candles", "line"],
      chartIndicators: ["EMA", "RSI", "MACD"],
      maxChartIndicators: 2,
      autoDeleteMinutes: { min: 1, max: 1440 },
      scheduledPostCommands: ["c"],
      scheduledPostPeriodMinutes: { min: 5, max: 1440 },
      paidSatellitesPerCommunity: 10,
      scheduledPostsPerCommunity: 100,
      layoutsPerCommunity: 25,
    },
    ...changes,
  };
}

/** An add-on active in a community. */
export function activeAddon(slug: ActiveAddon["slug"], name: string, slots = 1): ActiveAddon {
  return { slug, name, slots };
}
