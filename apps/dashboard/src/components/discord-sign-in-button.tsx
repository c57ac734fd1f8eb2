"use client";

import { Button } from "@chartbot/ui/button";
import { useState } from "react";
import { startDiscordSignIn } from "@/auth/discord-sign-in";
import { getTabStorage } from "@/auth/tab-storage";
import { env } from "@/env";

/** "Sign in with Discord": off to Discord's authorization page; renders nothing without a Discord client id. */
export function DiscordSignInButton() {
  const [leaving, setLeaving] = useState(false);
  const clientId = env.discordClientId;
  if (!clientId) return null;
  return (
    <Button
      variant="secondary"
      fullWidth
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        const url = startDiscordSignIn({
          clientId,
          origin: window.location.origin,
          storage: getTabStorage(),
        });
        window.location.assign(url);
      }}
    >
      Sign in with Discord
    </Button>
  );
}
