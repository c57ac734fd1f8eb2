"use client";

import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { discordEndpoints } from "@chartbot/contracts/endpoints/discord";
import { Avatar } from "@chartbot/ui/avatar";
import { Badge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { List, ListRow, ListRowActions, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Spinner } from "@chartbot/ui/spinner";
import { Stack } from "@chartbot/ui/stack";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { goToDiscord } from "@/auth/go-to-discord";
import { ensureRecentSignIn } from "@/auth/recent-sign-in";
import { communityPath, communitySetupPath } from "@/auth/routes";
import { ApiError, messageForError } from "@/client/api-error";
import { callEndpoint } from "@/client/api-fetch";
import { apiQueryKey, useApiQuery } from "@/client/use-api-query";
import { Failure, QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { ServiceButton } from "@/components/service-button";
import { formatDateTime } from "@/features/format/format";
import { useServices } from "@/features/services/use-services";
import * as styles from "./communities.css";
import { groupServers, type PickedServer, serverListProblem } from "./server-groups";

/**
 * The Discord servers the user can manage (owner, Administrator or Manage Server), read from Discord with
 * their linked account: the ones where Chartbot is (open or set up its community) and the ones it can be
 * added to. Refresh reads Discord again, which also re-checks the access to every community.
 */
export function ServerPicker() {
  // An account without Discord is asked to connect it at once, without asking for servers it cannot have (a 409
  // the browser would log); if the account cannot be read, the servers' answer says what is wrong.
  const account = useApiQuery(accountEndpoints.get);
  const linked = account.data ? account.data.discord !== null : undefined;
  const query = useApiQuery(discordEndpoints.servers, { enabled: linked === true || account.isError });
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshError, setRefreshError] = useState<unknown>(null);

  // Reading the servers from Discord also syncs which communities the account manages (a newly linked
  // account gets its communities then): the list of communities is read again after each new read.
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt > 0) {
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(communityEndpoints.list) });
    }
  }, [loadedAt, queryClient]);

  const refresh = async () => {
    setRefreshing(true);
    setRefreshError(null);
    try {
      const fresh = await callEndpoint(discordEndpoints.servers, { query: { refresh: "true" } });
      // Access follows Discord: a server the user no longer manages drops out of the communities too (the
      // new data re-reads them, above).
      queryClient.setQueryData(apiQueryKey(discordEndpoints.servers), fresh);
    } catch (failure) {
      if (failure instanceof ApiError && serverListProblem(failure.code) !== "other") {
        // Not linked any more, reconnect, rate limited: the list's own state says what to do.
        await Promise.all(
          [apiQueryKey(discordEndpoints.servers), apiQueryKey(communityEndpoints.list)].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
      }
      setRefreshError(failure);
    } finally {
      setRefreshing(false);
    }
  };

  const refreshButton = (
    <Button variant="secondary" size="sm" loading={refreshing} onClick={() => void refresh()}>
      Refresh from Discord
    </Button>
  );

  if (linked === false) return <ConnectDiscord />;
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Spinner size="sm" label="Reading your Discord servers…" />
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
      </Stack>
    );
  }
  if (query.isError) {
    return <ServerListFailure error={query.error} query={query} refreshButton={refreshButton} />;
  }

  const groups = groupServers(query.data.servers);
  return (
    <Stack gap="lg">
      <Inline gap="md" justify="space-between" align="center">
        <p className={formLayout.muted}>
          Servers where you are the owner or have the Manage Server or Administrator permission. Read from
          Discord {formatDateTime(query.data.fetchedAt)}.
        </p>
        {refreshButton}
      </Inline>
      {refreshError !== null && (
        <Failure title="Could not refresh from Discord">{messageForError(refreshError)}</Failure>
      )}
      {query.data.servers.length === 0 ? (
        <p>
          You do not manage any Discord server. Ask a server's owner for the Manage Server permission, then
          refresh.
        </p>
      ) : (
        <>
          <ServerGroup
            title="Servers with Chartbot"
            entries={groups.withBot}
            empty="Chartbot is in none of them yet."
          />
          <ServerGroup
            title="Add Chartbot to a server"
            entries={groups.canAdd}
            empty="Chartbot is already in every server you manage."
          />
        </>
      )}
    </Stack>
  );
}

function ServerGroup({ title, entries, empty }: { title: string; entries: PickedServer[]; empty: string }) {
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className={formLayout.muted}>{empty}</p>
      ) : (
        <List>
          {entries.map((entry) => (
            <ServerRow key={entry.server.guildId} entry={entry} />
          ))}
        </List>
      )}
    </Stack>
  );
}

function ServerRow({ entry: { server, action } }: { entry: PickedServer }) {
  const [leaving, setLeaving] = useState(false);
  const { discordBot } = useServices();
  return (
    <ListRow>
      <ListRowMain>
        <ListRowTitle>
          <Avatar user={{ displayName: server.name, photoURL: server.iconUrl }} size="sm" decorative />
          {server.name}
          {server.owner && <Badge>Owner</Badge>}
        </ListRowTitle>
        {action === "add" && <p className={formLayout.muted}>Chartbot is not in this server.</p>}
      </ListRowMain>
      <ListRowActions>
        {action === "manage" && server.communityId && (
          <Button asChild size="sm" variant="secondary">
            <Link href={communityPath(server.communityId)} unstyled aria-label={`Manage ${server.name}`}>
              Manage
            </Link>
          </Button>
        )}
        {action === "set-up" && (
          <Button asChild size="sm">
            <Link href={communitySetupPath(server.guildId)} unstyled aria-label={`Set up ${server.name}`}>
              Set up
            </Link>
          </Button>
        )}
        {action === "add" && (
          <ServiceButton
            service="discord"
            available={discordBot}
            size="sm"
            loading={leaving}
            aria-label={`Add Chartbot to ${server.name}`}
            onClick={() => {
              setLeaving(true);
              goToDiscord({ purpose: "add-bot", guildId: server.guildId });
            }}
          >
            Add Chartbot
          </ServiceButton>
        )}
      </ListRowActions>
    </ListRow>
  );
}

function ServerListFailure({
  error,
  query,
  refreshButton,
}: {
  error: ApiError;
  query: { error: { message: string }; refetch: () => unknown; isFetching: boolean };
  refreshButton: React.ReactNode;
}) {
  const linkButton = useDiscordLinkButton();
  switch (serverListProblem(error.code)) {
    case "not-linked":
      return <ConnectDiscord />;
    case "reconnect":
      return (
        <Stack gap="md">
          <Callout tone="warning" title="Reconnect Discord">
            {error.message}
          </Callout>
          <Inline>{linkButton("Reconnect Discord")}</Inline>
        </Stack>
      );
    case "rate-limited":
      return (
        <Stack gap="md">
          <Callout tone="warning" title="Discord is busy">
            {error.message}
          </Callout>
          <Inline>{refreshButton}</Inline>
        </Stack>
      );
    case "not-configured":
      return (
        <Callout tone="info">Discord is not available right now, so your servers cannot be listed.</Callout>
      );
    default:
      return <QueryFailure title="Could not read your Discord servers" query={query} />;
  }
}

/** The button that links (or links again) the account's Discord, after a recent sign-in, back to this page. */
function useDiscordLinkButton() {
  const [leaving, setLeaving] = useState(false);
  const { discordSignIn } = useServices();
  const connect = async () => {
    setLeaving(true);
    if (await ensureRecentSignIn()) goToDiscord({ purpose: "link", from: "communities" });
    else setLeaving(false);
  };
  const linkButton = (label: string) => (
    <ServiceButton
      service="discord"
      available={discordSignIn}
      onClick={() => void connect()}
      loading={leaving}
    >
      {label}
    </ServiceButton>
  );
  return linkButton;
}

/** An account without Discord: what linking it gives, and the button. */
function ConnectDiscord() {
  const linkButton = useDiscordLinkButton();
  return (
    <Stack gap="md">
      <p>Connect your Discord account to see the servers you manage and add Chartbot to them.</p>
      <Inline>{linkButton("Connect Discord")}</Inline>
    </Stack>
  );
}
