"use client";

import type { CommunitySettings } from "@chartbot/contracts/communities";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { Stack } from "@chartbot/ui/stack";
import { formatDate } from "@/features/format/format";
import { AddBotAgain } from "./add-bot-again";

/**
 * Whether the bot is still in the server: a disconnected community (bot removed, server deleted) says when
 * its data goes and offers to add the bot again; a connected one lists what the bot lacks server-wide.
 */
export function ConnectionNotice({ settings }: { settings: CommunitySettings }) {
  const { connection } = settings;
  if (connection.status === "disconnected") {
    return (
      <Callout tone="danger" title="Chartbot is not in this server">
        <Stack gap="sm">
          <span>
            The bot was removed or the server was deleted
            {connection.disconnectedAt ? ` (${formatDate(connection.disconnectedAt)})` : ""}. The settings
            stay readable but cannot be changed
            {connection.deletesAt
              ? `, and they are deleted on ${formatDate(connection.deletesAt)} unless Chartbot is added again.`
              : "."}
          </span>
          <Inline>
            <AddBotAgain guildId={settings.guildId} name={settings.name} />
          </Inline>
        </Stack>
      </Callout>
    );
  }
  if (connection.warnings.length === 0) return null;
  return (
    <Callout tone="warning" title="Chartbot is missing permissions in this server" announce="none">
      <ul>
        {connection.warnings.map((warning) => (
          <li key={`${warning.permission}-${warning.feature}`}>{warning.message}</li>
        ))}
      </ul>
    </Callout>
  );
}
