import type { UsageFigure } from "@chartbot/addons";

/** What each figure is called in a chart's key and its table's column. */
export const FIGURE_LABELS: Record<UsageFigure, string> = {
  commandsAnswered: "Commands answered",
  relayMessagesPosted: "Messages posted",
  postsOnTime: "On time",
  postsLate: "Late",
  postsFailed: "Failed",
  alertsDelivered: "Delivered",
  alertsFailed: "Not delivered",
  satelliteHoursUp: "Hours up",
  satelliteHoursExpected: "Hours expected",
};

/** Figures that are parts of one whole (posts, alerts) stack; hours up stand beside the hours expected. */
export const stacks = (figures: readonly UsageFigure[]) => !figures.includes("satelliteHoursExpected");

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
/** `2026-11-23` -> `Nov 23` (the days are UTC days). */
export const dayLabel = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
