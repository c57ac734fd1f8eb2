import type { TickerMode } from "@/api/types";

/** An add-on active in a community, with how many of its slots are assigned there. */
export interface ActiveAddon {
  slug: string;
  name: string;
  slots: number;
}

/** A community as GET /api/communities lists it. */
export interface CommunitySummary {
  id: string;
  guildId: string;
  name: string;
  iconUrl: string | null;
  counts: { satellites: number; scheduledPosts: number; layouts: number };
  addons: ActiveAddon[];
}

/** GET /api/communities */
export interface CommunitySummaryList {
  communities: CommunitySummary[];
}

export type ChartTheme = "dark" | "light";

export interface ChartingDefaults {
  theme: ChartTheme;
  timeframe: string;
  chartType: string;
  indicators: string[];
}

/** The allowed values and limits the settings screen offers. */
export interface CommunityOptions {
  chartThemes: ChartTheme[];
  chartTimeframes: string[];
  chartTypes: string[];
  chartIndicators: string[];
  maxChartIndicators: number;
  autoDeleteMinutes: { min: number; max: number };
  scheduledPostCommands: string[];
  scheduledPostPeriodMinutes: { min: number; max: number };
  paidSatellitesPerCommunity: number;
  scheduledPostsPerCommunity: number;
  layoutsPerCommunity: number;
}

/** GET and PATCH /api/communities/:id */
export interface CommunitySettings extends CommunitySummary {
  tickerMode: TickerMode;
  tickerModes: Array<{ value: TickerMode; label: string; help: string }>;
  /** Minutes after which the bot's messages are deleted; null: never. */
  autoDeleteMinutes: number | null;
  charting: ChartingDefaults;
  setupCompletedAt: string | null;
  acceptedTermsVersion: string | null;
  options: CommunityOptions;
}

/** PATCH /api/communities/:id: only the fields sent change. */
export interface UpdateCommunityBody {
  tickerMode?: TickerMode;
  autoDeleteMinutes?: number | null;
  charting?: Partial<ChartingDefaults>;
}

export interface Satellite {
  id: string;
  symbolId: string;
  ticker: string;
  name: string;
  provider: string;
  exchange: string | null;
  /** BTCUSD and ETHUSD (CoinGecko) are free; every other satellite uses a slot. */
  free: boolean;
  /** Free, or covered by a slot: the bot runs it. */
  active: boolean;
  createdAt: string;
}

/** GET /api/communities/:id/satellites */
export interface SatelliteList {
  satellites: Satellite[];
  paid: { used: number; slots: number; limit: number };
}

export interface ScheduledPost {
  id: string;
  command: string;
  arguments: string;
  channelId: string;
  periodMinutes: number;
  skipWeekends: boolean;
  marketHoursOnly: boolean;
  message: string | null;
  roleId: string | null;
  createdAt: string;
}

/** GET /api/communities/:id/scheduled-posts */
export interface ScheduledPostList {
  scheduledPosts: ScheduledPost[];
  limit: number;
}

/** POST (all but the optional fields) and PATCH (any) /api/communities/:id/scheduled-posts[/:postId] */
export interface ScheduledPostBody {
  command: string;
  arguments: string;
  channelId: string;
  periodMinutes: number;
  skipWeekends: boolean;
  marketHoursOnly: boolean;
  message: string | null;
  roleId: string | null;
}

export interface Layout {
  id: string;
  label: string;
  url: string;
  theme: ChartTheme;
  wide: boolean;
  createdAt: string;
}

/** GET /api/communities/:id/layouts */
export interface LayoutList {
  layouts: Layout[];
  limit: number;
}

export interface LayoutBody {
  label: string;
  url: string;
  theme: ChartTheme;
  wide: boolean;
}

/** The endpoints of one community. */
export function communityApi(id: string) {
  const base = `/api/communities/${encodeURIComponent(id)}` as const;
  return {
    settings: base,
    satellites: `${base}/satellites`,
    satellite: (satelliteId: string) => `${base}/satellites/${encodeURIComponent(satelliteId)}` as const,
    posts: `${base}/scheduled-posts`,
    post: (postId: string) => `${base}/scheduled-posts/${encodeURIComponent(postId)}` as const,
    layouts: `${base}/layouts`,
    layout: (layoutId: string) => `${base}/layouts/${encodeURIComponent(layoutId)}` as const,
  } as const;
}

/** Add-on slugs the community screens link to. */
export const ADDON_SLUGS = {
  satellites: "price-satellite-bots",
  scheduledPosting: "scheduled-posting",
  layouts: "tradingview-layouts",
} as const;
