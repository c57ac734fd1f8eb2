"use client";

import type { CommunitySummary } from "@chartbot/contracts/communities";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { Avatar } from "@chartbot/ui/avatar";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Card } from "@chartbot/ui/card";
import { EmptyState } from "@chartbot/ui/empty-state";
import { GridIcon } from "@chartbot/ui/icons";
import { Inline, inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { Stack } from "@chartbot/ui/stack";
import { Tiles } from "@chartbot/ui/tiles";
import { cardLink } from "@chartbot/ui/tokens";
import { communityPath } from "@/auth/routes";
import { useApiQuery } from "@/client/use-api-query";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { Page, PageSection } from "@/components/page";
import { pluralize } from "@/features/format/format";
import { AddBotAgain } from "./add-bot-again";
import * as styles from "./communities.css";
import { ServerPicker } from "./server-picker";

/** /communities: the servers the user manages Chartbot in. */
export function CommunityList() {
  const query = useApiQuery(communityEndpoints.list);
  return (
    <Page
      title="My Communities"
      description="The Discord servers where you manage Chartbot: parsing mode, chart defaults, satellites, scheduled posts and layouts."
      actions={
        <Button asChild variant="secondary">
          <Link href="#your-discord-servers-heading" unstyled>
            Add Chartbot to a server
          </Link>
        </Button>
      }
    >
      <Content query={query} />
      <Card>
        <PageSection title="Your Discord servers">
          <ServerPicker />
        </PageSection>
      </Card>
    </Page>
  );
}

function Content({ query }: { query: ReturnType<typeof useApiQuery<typeof communityEndpoints.list>> }) {
  if (query.isPending) {
    return (
      <Tiles aria-busy="true">
        <Spinner size="sm" label="Loading your communities…" />
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </Tiles>
    );
  }
  if (query.isError) {
    return <QueryFailure title="Could not load your communities" query={query} />;
  }
  if (query.data.communities.length === 0) {
    return (
      <EmptyState
        icon={<GridIcon size={22} />}
        title="No communities yet"
        description="Pick one of your Discord servers below: add Chartbot to it, then set it up. It shows up here once it is set up."
      />
    );
  }
  return (
    <Tiles as="ul">
      {query.data.communities.map((community) => (
        <CommunityCard key={community.id} community={community} />
      ))}
    </Tiles>
  );
}

function CommunityCard({ community }: { community: CommunitySummary }) {
  const { counts } = community;
  const disconnected = community.status === "disconnected";
  return (
    <Card as="li" interactive className={styles.card}>
      <div className={inline({ gap: "md", wrap: false })}>
        <Avatar user={{ displayName: community.name, photoURL: community.iconUrl }} decorative />
        <h2 className={styles.cardTitle}>
          <Link href={communityPath(community.id)} unstyled className={cardLink}>
            {community.name}
          </Link>
        </h2>
        {disconnected && <Badge tone="negative">Disconnected</Badge>}
      </div>
      {disconnected && (
        <Stack gap="xs">
          <p className={styles.deletion}>
            Chartbot is not in this server. Its settings are kept for 30 days, then deleted.
          </p>
          <Inline className={styles.aboveCardLink}>
            <AddBotAgain guildId={community.guildId} name={community.name} />
          </Inline>
        </Stack>
      )}
      <p className={formLayout.muted}>
        {pluralize(counts.satellites, "satellite", "satellites")} ·{" "}
        {pluralize(counts.scheduledPosts, "scheduled post", "scheduled posts")} ·{" "}
        {pluralize(counts.layouts, "layout", "layouts")}
      </p>
      <Inline gap="xs">
        {community.addons.length === 0 ? (
          <span className={formLayout.muted}>No add-ons active</span>
        ) : (
          community.addons.map((addon) => (
            <Badge key={addon.slug} tone="new">
              {addon.name}
              {addon.slots > 1 ? ` × ${addon.slots}` : ""}
            </Badge>
          ))
        )}
      </Inline>
    </Card>
  );
}
