"use client";

import type { AccountProfile } from "@chartbot/contracts/account";
import type { DiscordLink as DiscordLinkData } from "@chartbot/contracts/discord";
import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { communityEndpoints } from "@chartbot/contracts/endpoints/communities";
import { discordEndpoints } from "@chartbot/contracts/endpoints/discord";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { Stack } from "@chartbot/ui/stack";
import { useState } from "react";
import { goToDiscord } from "@/auth/go-to-discord";
import { ensureRecentSignIn } from "@/auth/recent-sign-in";
import { useApiMutation } from "@/client/use-api-mutation";
import { ConfirmDialog } from "@/components/confirm-dialog";
import * as formLayout from "@/components/form-layout.css";
import { ServiceButton } from "@/components/service-button";
import { useServices } from "@/features/services/use-services";

/**
 * The Discord account connected to this one: linked (with Reconnect when Discord refused our grant, and
 * Unlink when a password remains), or a button to link it. Linking and unlinking need a recent sign-in.
 */
export function DiscordLink({ profile }: { profile: AccountProfile }) {
  const link: DiscordLinkData | null = profile.discord;
  const [leaving, setLeaving] = useState(false);
  const unlink = useApiMutation(accountEndpoints.unlinkDiscord, {
    successMessage: "Discord unlinked",
    errorTitle: "Could not unlink Discord",
    invalidates: [accountEndpoints.get, discordEndpoints.servers, communityEndpoints.list],
  });

  const connect = async () => {
    setLeaving(true);
    if (await ensureRecentSignIn()) goToDiscord({ purpose: "link" });
    else setLeaving(false);
  };
  const { discordSignIn } = useServices();

  if (!link) {
    return (
      <Stack gap="md">
        <p className={formLayout.muted}>
          No Discord account is linked. Link one to sign in with Discord and to manage Chartbot in the servers
          where you have the Manage Server permission.
        </p>
        <Inline>
          <ServiceButton service="discord" available={discordSignIn} onClick={connect} loading={leaving}>
            Link Discord
          </ServiceButton>
        </Inline>
      </Stack>
    );
  }

  const name = link.username ? `@${link.username}` : "your Discord account";
  return (
    <Stack gap="md">
      <p>
        Linked to <strong>{name}</strong> <span className={formLayout.muted}>(Discord id {link.id})</span>.
        You can sign in with Discord.
      </p>
      {link.status === "reconnect_required" && (
        <Callout tone="warning" title="Reconnect Discord">
          Discord no longer accepts Chartbot's access to {name}, so your servers cannot be read. Reconnect to
          fix it.
        </Callout>
      )}
      {!link.canUnlink && (
        <p className={formLayout.muted}>
          Discord is your only way to sign in. Set a password (Email address above) to be able to unlink it.
        </p>
      )}
      <Inline gap="md">
        {link.status === "reconnect_required" && (
          <ServiceButton service="discord" available={discordSignIn} onClick={connect} loading={leaving}>
            Reconnect Discord
          </ServiceButton>
        )}
        {link.canUnlink && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" loading={unlink.isPending}>
                Unlink Discord
              </Button>
            }
            title="Unlink Discord?"
            description={`You will no longer sign in with ${name}, and you lose access to the communities you manage through it until you link Discord again.`}
            confirmLabel="Unlink Discord"
            onConfirm={() => unlink.mutate()}
          />
        )}
      </Inline>
    </Stack>
  );
}
