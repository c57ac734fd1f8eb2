"use client";

import { Button } from "@chartbot/ui/button";
import { useState } from "react";
import { discordAvailable, goToDiscord } from "@/auth/go-to-discord";

/** "Add Chartbot again" for a disconnected community: the bot authorization for its server. */
export function AddBotAgain({ guildId, name }: { guildId: string; name: string }) {
  const [leaving, setLeaving] = useState(false);
  if (!discordAvailable()) return null;
  return (
    <Button
      size="sm"
      loading={leaving}
      aria-label={`Add Chartbot again to ${name}`}
      onClick={() => {
        setLeaving(true);
        goToDiscord({ purpose: "add-bot", guildId });
      }}
    >
      Add Chartbot again
    </Button>
  );
}
