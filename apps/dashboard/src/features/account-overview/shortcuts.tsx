"use client";

import { Button } from "@chartbot/ui/button";
import { Tiles } from "@chartbot/ui/tiles";
import { useAuth } from "@/auth/auth-provider";
import { ROUTES } from "@/auth/routes";
import { Page } from "@/components/page";
import { FirstRunChecklist, useChecklistQueries, useChecklistVisibility } from "./first-run-checklist";
import { ShortcutCard, type ShortcutCardProps } from "./shortcut-card";
import { useActiveAddonCount, useActiveAlertCount, useCommunityCount } from "./shortcut-counts";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Where focus goes once the checklist is hidden: the page's heading, not the top of the document. */
function focusHeading() {
  document.querySelector<HTMLElement>("#shortcuts-heading")?.focus();
}

/** /account: the first-run checklist while steps are left, then a card for every area, with live counts. */
export function Shortcuts() {
  const { user } = useAuth();
  const checklist = useChecklistQueries();
  const visibility = useChecklistVisibility(checklist);
  const communities = useCommunityCount();
  const addons = useActiveAddonCount();
  const alerts = useActiveAlertCount();
  const name = user?.displayName?.trim() || user?.email;

  const shortcuts: ShortcutCardProps[] = [
    {
      title: "My Communities",
      description:
        "Set up Chartbot in your servers: parsing mode, chart defaults, satellites and scheduled posts.",
      href: ROUTES.communities,
      count: {
        query: communities,
        name: "communities",
        label: (count) => plural(count, "community", "communities"),
      },
    },
    {
      title: "Subscriptions",
      description: "Add-ons you pay for, their renewal dates, and which communities use them.",
      href: ROUTES.subscriptions,
      count: {
        query: addons,
        name: "add-ons",
        label: (count) => plural(count, "active add-on", "active add-ons"),
      },
    },
    {
      title: "Price Alerts",
      description: "Get a message when a market crosses the level you choose.",
      href: ROUTES.alerts,
      count: {
        query: alerts,
        name: "alerts",
        label: (count) => plural(count, "active alert", "active alerts"),
      },
    },
    {
      title: "Trading & API Keys",
      description:
        "Exchange keys for live trading (paper trading needs none), and personal tokens for the API and webhook relays.",
      href: ROUTES.trading,
    },
    {
      title: "Account Settings",
      description: "Your name, email, password, linked Discord account, data export and account deletion.",
      href: ROUTES.settings,
    },
  ];

  return (
    <Page
      title="Shortcuts"
      titleId="shortcuts-heading"
      description={name ? `Signed in as ${name}. Where to next?` : "Where to next?"}
      actions={
        visibility.hidden &&
        visibility.unfinished && (
          <Button
            variant="secondary"
            size="sm"
            loading={visibility.show.isPending}
            onClick={() => visibility.show.mutate({ checklistHidden: false })}
          >
            Show checklist
          </Button>
        )
      }
    >
      <FirstRunChecklist queries={checklist} onHidden={focusHeading} />
      <Tiles as="ul">
        {shortcuts.map((shortcut) => (
          <ShortcutCard key={shortcut.href} {...shortcut} />
        ))}
      </Tiles>
    </Page>
  );
}
