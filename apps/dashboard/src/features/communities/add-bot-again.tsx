"use client";

import { useState } from "react";
import { goToDiscord } from "@/auth/go-to-discord";
import { ServiceButton } from "@/components/service-button";
import { useServices } from "@/features/services/use-services";

/** "Add Chartbot again" for a disconnected community: the bot authorization for its server. */
export function AddBotAgain({ guildId, name }: { guildId: string; name: string }) {
  const [leaving, setLeaving] = useState(false);
  const { discordBot } = useServices();
  return (
    <ServiceButton
      service="discord"
      available={discordBot}
      size="sm"
      loading={leaving}
      aria-label={`Add Chartbot again to ${name}`}
      onClick={() => {
        setLeaving(true);
        goToDiscord({ purpose: "add-bot", guildId });
      }}
    >
      Add Chartbot again
    </ServiceButton>
  );
}
