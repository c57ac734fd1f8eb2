import type { AccountProfile } from "@chartbot/contracts/account";
import type { CommunitySummary } from "@chartbot/contracts/communities";
import { ROUTES } from "@/auth/routes";

export type ChecklistStepId = "discord" | "bot" | "mode" | "alert";

/** One step of the first-run checklist: what to do, whether it is done, and where to do it. */
export interface ChecklistStep {
  id: ChecklistStepId;
  title: string;
  description: string;
  done: boolean;
  /** The page where the step is done. */
  href: string;
  /** The link's text, naming the action. */
  action: string;
}

/** What the checklist is decided from: the account, its communities and how many alerts it has. */
export interface ChecklistFacts {
  profile: Pick<AccountProfile, "discord" | "tickerModeChosen">;
  communities: Pick<CommunitySummary, "status">[];
  alertCount: number;
}

/**
 * The four first-run steps (docs/decisions/first-run-checklist.md). Choosing the mode counts as done once a mode
 * was saved in Account Settings, or once a community is set up (its setup chooses the community's mode).
 */
export function checklistSteps({ profile, communities, alertCount }: ChecklistFacts): ChecklistStep[] {
  const botAdded = communities.some((community) => community.status === "connected");
  return [
    {
      id: "discord",
      title: "Link your Discord account",
      description: "So Chartbot knows which servers you manage and whose direct messages are yours.",
      done: profile.discord !== null,
      href: `${ROUTES.settings}#discord-heading`,
      action: "Link Discord in Account Settings",
    },
    {
      id: "bot",
      title: "Add Chartbot to a server",
      description: "Invite the bot to a community you manage and set it up.",
      done: botAdded,
      href: ROUTES.communities,
      action: "Go to My Communities",
    },
    {
      id: "mode",
      title: "Choose how tickers are read",
      description: "The ticker parsing mode decides what a ticker like BTC or AAPL means.",
      done: profile.tickerModeChosen || communities.length > 0,
      href: `${ROUTES.settings}#ticker-parsing-mode-heading`,
      action: "Choose a mode in Account Settings",
    },
    {
      id: "alert",
      title: "Create your first price alert",
      description: "Get a message when a market crosses the level you choose.",
      done: alertCount > 0,
      href: ROUTES.alerts,
      action: "Go to Price Alerts",
    },
  ];
}
