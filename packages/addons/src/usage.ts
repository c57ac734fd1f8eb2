import { type AddonSlug, getAddon } from "./addons.ts";

// What the add-ons did, as figures: the one place that says which figure belongs to which add-on and how a
// community's totals read as one line ("Scheduled Posting: 1,402 posts, 99.6 % on time").

/** The figures of a community's usage, summed over a period (the API's `UsageFigures`). */
export const USAGE_FIGURES = [
  "commandsAnswered",
  "relayMessagesPosted",
  "postsOnTime",
  "postsLate",
  "postsFailed",
  "alertsDelivered",
  "alertsFailed",
  "satelliteHoursUp",
  "satelliteHoursExpected",
] as const;
export type UsageFigure = (typeof USAGE_FIGURES)[number];
export type UsageTotals = Readonly<Record<UsageFigure, number>>;

/** One line of what an add-on (or a free feature, `slug` null) did, with the figures it is made of. */
export interface UsageHeadline {
  /** The add-on that pays for it; null for what every community has free (commands, relays). */
  readonly slug: AddonSlug | null;
  /** The add-on's name, or the free feature's. */
  readonly name: string;
  /** `"1,402 posts, 99.6 % on time"`. */
  readonly summary: string;
  /** The figures the line is made of, in the order a chart of it draws them. */
  readonly figures: readonly UsageFigure[];
}

const count = new Intl.NumberFormat("en-US");
/** `part` of `whole` as a percentage with one decimal, rounded down (99.96 % is not "100.0 %"); `null` of none. */
export function percentOf(part: number, whole: number): string | null {
  if (whole <= 0) return null;
  return `${(Math.floor((part / whole) * 1000) / 10).toFixed(1)} %`;
}
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

interface UsageLine {
  slug: AddonSlug | null;
  name?: string;
  figures: readonly UsageFigure[];
  summary(totals: UsageTotals): string;
}

/** Every line, in the order pages show them: the paid add-ons first, then the free features. */
const LINES: readonly UsageLine[] = [
  {
    slug: "scheduled-posting",
    figures: ["postsOnTime", "postsLate", "postsFailed"],
    summary: ({ postsOnTime, postsLate, postsFailed }) => {
      const posts = postsOnTime + postsLate;
      const onTime = percentOf(postsOnTime, posts);
      const failed = postsFailed > 0 ? `, ${count.format(postsFailed)} failed` : "";
      return `${plural(posts, "post", "posts")}${onTime ? `, ${onTime} on time` : ""}${failed}`;
    },
  },
  {
    slug: "price-alerts",
    figures: ["alertsDelivered", "alertsFailed"],
    summary: ({ alertsDelivered, alertsFailed }) => {
      const sent = alertsDelivered + alertsFailed;
      const delivered = percentOf(alertsDelivered, sent);
      return `${plural(sent, "alert", "alerts")} sent${delivered ? `, ${delivered} delivered` : ""}`;
    },
  },
  {
    slug: "price-satellite-bots",
    figures: ["satelliteHoursUp", "satelliteHoursExpected"],
    summary: ({ satelliteHoursUp, satelliteHoursExpected }) => {
      const uptime = percentOf(Math.min(satelliteHoursUp, satelliteHoursExpected), satelliteHoursExpected);
      return uptime
        ? `${uptime} uptime over ${plural(satelliteHoursExpected, "satellite hour", "satellite hours")}`
        : "no satellites yet";
    },
  },
  {
    slug: null,
    name: "Commands",
    figures: ["commandsAnswered"],
    summary: ({ commandsAnswered }) => `${count.format(commandsAnswered)} answered`,
  },
  {
    slug: null,
    name: "Webhook relays",
    figures: ["relayMessagesPosted"],
    summary: ({ relayMessagesPosted }) => `${plural(relayMessagesPosted, "message", "messages")} posted`,
  },
];

/** The lines of a community's usage over a period, each set against the add-on that pays for it. */
export function usageHeadlines(totals: UsageTotals): UsageHeadline[] {
  return LINES.map((line) => ({
    slug: line.slug,
    name: line.slug ? (getAddon(line.slug)?.name ?? line.slug) : (line.name ?? ""),
    summary: line.summary(totals),
    figures: line.figures,
  }));
}

/** `"Scheduled Posting: 1,402 posts, 99.6 % on time"`. */
export const headlineText = (headline: UsageHeadline) => `${headline.name}: ${headline.summary}`;
