"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { relayEndpoints } from "@chartbot/contracts/endpoints/relays";
import { RELAY_ROTATION_OVERLAP_HOURS, type Relay, type RelayWithUrl } from "@chartbot/contracts/relays";
import { Button } from "@chartbot/ui/button";
import { Dialog, DialogTrigger } from "@chartbot/ui/dialog";
import { Inline } from "@chartbot/ui/inline";
import { List, ListRow, ListRowActions, ListRowMain, ListRowTitle } from "@chartbot/ui/list";
import { Skeleton } from "@chartbot/ui/skeleton";
import { Stack } from "@chartbot/ui/stack";
import { useState } from "react";
import { useApiMutation } from "@/client/use-api-mutation";
import { useApiQuery } from "@/client/use-api-query";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryFailure } from "@/components/failure";
import * as formLayout from "@/components/form-layout.css";
import { UsageMeter } from "@/components/usage-meter";
import { channelName, roleName } from "@/features/communities/discord-options";
import { useServerChannels, useServerRoles } from "@/features/communities/discord-pickers";
import { itemInvalidations } from "@/features/communities/use-save-community-item";
import { formatDate, formatDateTime } from "@/features/format/format";
import { RelayDialog } from "./relay-dialog";
import { RelayDryRunBox } from "./relay-dry-run";
import { RelayMessages } from "./relay-messages";
import { RelayTemplateDialog } from "./relay-template-dialog";
import { RelayUrlDialog } from "./relay-url-dialog";

/** Where a relay posts, by the server's names: `#signals · mentions @Traders`. */
function RelayTarget({ communityId, relay }: { communityId: string; relay: Relay }) {
  const channels = useServerChannels(communityId);
  const roles = useServerRoles(communityId);
  const channel = channelName(channels, relay.channelId);
  const role = relay.roleId ? roleName(roles, relay.roleId) : undefined;
  return role ? `${channel.name} · mentions ${role.name}` : channel.name;
}

/** When a relay was last used and created, in a line. */
function usedLine(relay: Relay): string {
  const used = relay.lastUsedAt ? `Last used ${formatDateTime(relay.lastUsedAt)}` : "Never used";
  return `${used} · created ${formatDate(relay.createdAt)}`;
}

/**
 * Webhook relays (free): the list with each relay's channel, role, last use and last messages; create in a
 * dialog; the URL shown once; rotate and delete after a confirmation; a dry-run box.
 */
export function RelaysSection({ settings }: { settings: CommunitySettings }) {
  const query = useApiQuery(relayEndpoints.list, { params: { id: settings.id } });
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ relay: RelayWithUrl; rotated: boolean } | null>(null);

  if (query.isPending) return <Skeleton height="6rem" />;
  if (query.isError) return <QueryFailure title="Could not load the relays" query={query} />;
  const { relays, limit } = query.data;
  return (
    <Stack gap="lg">
      <Inline gap="md" justify="space-between">
        <UsageMeter used={relays.length} limit={limit}>
          {relays.length} of at most {limit} relays.
        </UsageMeter>
        <Dialog open={creating} onOpenChange={setCreating}>
          <DialogTrigger asChild>
            <Button size="sm" disabled={relays.length >= limit}>
              Create a relay
            </Button>
          </DialogTrigger>
          {creating && (
            <RelayDialog
              settings={settings}
              onCreated={(relay) => {
                setCreating(false);
                setShown({ relay, rotated: false });
              }}
            />
          )}
        </Dialog>
      </Inline>
      {relays.length === 0 ? (
        <p className={formLayout.muted}>
          No relays yet. Create one to post TradingView alerts or your scripts' messages in a channel.
        </p>
      ) : (
        <List aria-label="Relays">
          {relays.map((relay) => (
            <RelayRow
              key={relay.id}
              settings={settings}
              relay={relay}
              onRotated={(rotated) => setShown({ relay: rotated, rotated: true })}
            />
          ))}
        </List>
      )}
      {relays.length > 0 && <RelayDryRunBox settings={settings} relays={relays} />}
      <RelayUrlDialog
        relay={shown?.relay ?? null}
        rotated={shown?.rotated ?? false}
        onDone={() => setShown(null)}
      />
    </Stack>
  );
}

function RelayRow({
  settings,
  relay,
  onRotated,
}: {
  settings: CommunitySettings;
  relay: Relay;
  onRotated: (relay: RelayWithUrl) => void;
}) {
  const communityId = settings.id;
  const [editing, setEditing] = useState(false);
  const params = { id: communityId, relayId: relay.id };
  const invalidates = itemInvalidations(relayEndpoints.list, communityId);
  const rotate = useApiMutation(relayEndpoints.rotate, {
    call: () => ({ params }),
    invalidates,
    errorTitle: "Could not rotate the relay's URL",
    onSuccess: onRotated,
  });
  const remove = useApiMutation(relayEndpoints.delete, {
    call: () => ({ params }),
    invalidates,
    successMessage: `Relay ${relay.number} deleted`,
    errorTitle: "Could not delete the relay",
  });
  return (
    <ListRow>
      <ListRowMain>
        <Stack gap="sm">
          <ListRowTitle>Relay {relay.number}</ListRowTitle>
          <p className={formLayout.muted}>
            Posts in <RelayTarget communityId={communityId} relay={relay} />
          </p>
          <p className={formLayout.muted}>{usedLine(relay)}</p>
          <p className={formLayout.muted}>
            {relay.template ? `Template: ${relay.template}` : "No template: posts the text as sent."}
          </p>
          <RelayMessages number={relay.number} messages={relay.recentMessages} />
        </Stack>
      </ListRowMain>
      <ListRowActions>
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogTrigger asChild>
            <Button variant="secondary" size="sm" aria-label={`Edit template of relay ${relay.number}`}>
              Edit template
            </Button>
          </DialogTrigger>
          {editing && (
            <RelayTemplateDialog settings={settings} relay={relay} onSaved={() => setEditing(false)} />
          )}
        </Dialog>
        <ConfirmDialog
          trigger={
            <Button variant="secondary" size="sm" aria-label={`Rotate URL of relay ${relay.number}`}>
              Rotate URL
            </Button>
          }
          title={`Give relay ${relay.number} a new URL?`}
          description={`You get a new URL to paste where the messages come from. The old one keeps working for ${RELAY_ROTATION_OVERLAP_HOURS} hours, then stops.`}
          confirmLabel="Rotate URL"
          danger={false}
          onConfirm={() => rotate.mutate(undefined)}
        />
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Delete relay ${relay.number}`}>
              Delete
            </Button>
          }
          title={`Delete relay ${relay.number}?`}
          description="Its URL stops working at once, and messages still waiting for the bot are dropped."
          confirmLabel="Delete relay"
          onConfirm={() => remove.mutate(undefined)}
        />
      </ListRowActions>
    </ListRow>
  );
}
