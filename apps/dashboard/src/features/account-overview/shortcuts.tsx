"use client";

import { Tiles } from "@chartbot/ui/tiles";
import { useAuth } from "@/auth/auth-provider";
import { ROUTES } from "@/auth/routes";
import { Page } from "@/components/page";
import { ShortcutCard, type ShortcutCardProps } from "./shortcut-card";
import { useActiveAddonCount, useActiveAlertCount, useCommunityCount } from "./shortcut-counts";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** /account: a card for every area of the account, with live counts. */
export function Shortcuts() {
  const { user } = useAuth();
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
    <Page title="Shortcuts" description={name ? `Welcome back, ${name}. Where to next?` : "Where to next?"}>
      <Tiles as="ul">
        {shortcuts.map((shortcut) => (
          <ShortcutCard key={shortcut.href} {...shortcut} />
        ))}
      </Tiles>
    </Page>
  );
}
