"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { signInWithCustomToken } from "firebase/auth";
import { useState } from "react";
import { messageForError } from "@/api/api-error";
import { apiFetch } from "@/api/api-fetch";
import { consumeDiscordState, discordRedirectUri } from "@/auth/discord-sign-in";
import { getTabStorage } from "@/auth/tab-storage";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import type { ActionLinkProblem } from "./action-code-error";
import { ActionProgress } from "./action-progress";
import { LinkProblem } from "./link-problem";
import { useContinue } from "./use-continue";
import { useRunOnce } from "./use-run-once";

export interface DiscordReturnProps {
  code: string | null;
  state: string;
  /** Discord's `error`, e.g. `access_denied` when the user pressed Cancel. */
  error: string | null;
}

/** Back from Discord: checks `state`, trades the code for a Firebase custom token and signs in with it. */
export function DiscordReturn({ code, state, error }: DiscordReturnProps) {
  const continueOn = useContinue();
  const [problem, setProblem] = useState<ActionLinkProblem | null>(null);

  useRunOnce(() => {
    const stateMatches = consumeDiscordState(getTabStorage(), state);
    if (error) {
      setProblem({
        title: "Discord sign-in cancelled",
        message: messageForAuthError({
          code: error === "access_denied" ? "user-cancelled" : error,
          message: error,
        }),
      });
      return;
    }
    if (!stateMatches || !code) {
      setProblem({
        title: "Discord sign-in could not be checked",
        message:
          "This sign-in did not start in this browser tab, or it was already used. Please sign in with Discord again.",
      });
      return;
    }
    void (async () => {
      let token: string;
      try {
        ({ token } = await apiFetch<{ token: string }>("/api/account/create", {
          method: "POST",
          body: { code, redirect: discordRedirectUri(window.location.origin) },
          session: false,
        }));
      } catch (failure) {
        setProblem({ title: "Discord sign-in failed", message: messageForError(failure) });
        return;
      }
      try {
        await signInWithCustomToken(getFirebaseAuth(), token);
      } catch (failure) {
        setProblem({ title: "Discord sign-in failed", message: messageForAuthError(failure) });
        return;
      }
      continueOn();
    })();
  });

  if (problem) return <LinkProblem problem={problem} action="sign-in" />;
  return <ActionProgress title="Signing in with Discord" label="Checking your Discord sign-in…" />;
}
