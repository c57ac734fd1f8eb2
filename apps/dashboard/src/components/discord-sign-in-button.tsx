"use client";

import { Button } from "@chartbot/ui/button";
import { useState } from "react";
import { discordAvailable, goToDiscord } from "@/auth/go-to-discord";

/** "Sign in with Discord": off to Discord's authorization page; renders nothing without a Discord client id. */
export function DiscordSignInButton() {
  const [leaving, setLeaving] = useState(false);
  if (!discordAvailable()) return null;
  return (
    <Button
      variant="secondary"
      fullWidth
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        goToDiscord({ purpose: "sign-in" });
      }}
    >
      Sign in with Discord
    </Button>
  );
}
