"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { Avatar } from "@chartbot/ui/avatar";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { AlertIcon } from "@chartbot/ui/icons";
import { Inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { Section } from "@chartbot/ui/section";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import { Tiles } from "@chartbot/ui/tiles";
import { cardLink } from "@chartbot/ui/tokens";
import { ROUTES } from "@/auth/routes";
import * as formLayout from "@/components/form-layout.css";
import * as communityStyles from "@/features/communities/communities.css";
import { UsagePanel } from "@/features/usage/usage-panel";
import { useCommunity } from "./community-context";
import { COMMUNITY_MODULES, type CommunityModule, communityModulePath } from "./community-modules";
import * as styles from "./community-overview.css";
import { type ModuleStatus, statusLabel } from "./module-summaries";
import { SUMMARY_HOOKS, type SummaryQuery } from "./use-module-summary";

const STATUS_TONES = { on: "positive", off: "neutral", "addon-needed": "new" } as const satisfies Record<
  ModuleStatus["kind"],
  string
>;

/**
 * /communities/[id]: the community's add-ons, then a card per module with its state and a link to its page, then
 * what the add-ons did.
 */
export function CommunityOverview() {
  const settings = useCommunity();
  return (
    <Stack gap="xl">
      <Inline gap="lg">
        <Avatar user={{ displayName: settings.name, photoURL: settings.iconUrl }} size="lg" decorative />
        <ActiveAddons settings={settings} />
      </Inline>
      <Tiles as="ul" aria-label="Modules">
        {COMMUNITY_MODULES.map((module) => (
          <ModuleCard key={module.id} module={module} settings={settings} />
        ))}
      </Tiles>
      <Section
        title="What the add-ons did"
        description="Posts, alerts, satellites, commands and relay messages here, a day at a time (UTC)."
      >
        <UsagePanel communityId={settings.id} communityName={settings.name} />
      </Section>
    </Stack>
  );
}

function ActiveAddons({ settings }: { settings: CommunitySettings }) {
  return (
    <Stack gap="xs">
      <p className={formLayout.muted}>Add-ons active here:</p>
      <Inline gap="xs">
        {settings.addons.length === 0 ? (
          <span>None</span>
        ) : (
          settings.addons.map((addon) => (
            <Badge key={addon.slug} tone="new">
              {addon.name}
              {addon.slots > 1 ? ` × ${addon.slots} slots` : ""}
            </Badge>
          ))
        )}
      </Inline>
      <Link href={ROUTES.subscriptions} variant="standalone">
        Assign add-on slots on the Subscriptions page
      </Link>
    </Stack>
  );
}

function ModuleCard({ module, settings }: { module: CommunityModule; settings: CommunitySettings }) {
  // Each card keeps its module for its life (keyed by it), so it always calls the same hook.
  const query = SUMMARY_HOOKS[module.id](settings);
  return (
    <Card as="li" interactive className={styles.card}>
      <Inline gap="sm" justify="space-between" align="flex-start" wrap={false}>
        <CardTitle as="h2" className={styles.heading}>
          <Link href={communityModulePath(settings.id, module.id)} unstyled className={cardLink}>
            {module.label}
          </Link>
        </CardTitle>
        {query.data && (
          <Badge tone={STATUS_TONES[query.data.status.kind]}>{statusLabel(query.data.status)}</Badge>
        )}
      </Inline>
      <CardDescription>{module.description}</CardDescription>
      <SummaryLines query={query} module={module} />
    </Card>
  );
}

function SummaryLines({ query, module }: { query: SummaryQuery; module: CommunityModule }) {
  if (query.isPending) return <Skeleton height="1.25rem" />;
  if (query.isError) {
    return (
      <Inline gap="xs">
        <span className={formLayout.muted}>Could not load its state.</span>
        <Button
          variant="ghost"
          size="sm"
          className={communityStyles.aboveCardLink}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          aria-label={`Retry loading ${module.label}`}
        >
          Retry
        </Button>
      </Inline>
    );
  }
  const { counts, problems } = query.data;
  return (
    <>
      <p className={styles.counts}>{counts}</p>
      {problems.length > 0 && (
        <Stack as="ul" gap="xs" aria-label={`Problems of ${module.label}`}>
          {problems.map((problem) => (
            <li key={problem} className={communityStyles.warningLine}>
              <AlertIcon size={16} />
              {problem}
            </li>
          ))}
        </Stack>
      )}
    </>
  );
}
