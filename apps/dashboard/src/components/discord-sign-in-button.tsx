"use client";

import { useState } from "react";
import { goToDiscord } from "@/auth/go-to-discord";
import { ServiceButton } from "@/components/service-button";
import { useServices } from "@/features/services/use-services";

/** "Sign in with Discord": off to Discord's authorization page; disabled with the reason while Discord is off. */
export function DiscordSignInButton() {
  const [leaving, setLeaving] = useState(false);
  const { discordSignIn } = useServices();
  return (
    <ServiceButton
      service="discord"
      available={discordSignIn}
      variant="secondary"
      fullWidth
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        goToDiscord({ purpose: "sign-in" });
      }}
    >
      Sign in with Discord
    </ServiceButton>
  );
}
