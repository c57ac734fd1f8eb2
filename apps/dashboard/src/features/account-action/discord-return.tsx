"use client";

import { accountEndpoints } from "@chartbot/contracts/endpoints/account";
import { messageForAuthError } from "@chartbot/error-messages";
import { useToast } from "@chartbot/ui/toast";
import { signInWithCustomToken } from "firebase/auth";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { consumeDiscordState, type DiscordPurpose, discordRedirectUri } from "@/auth/discord-sign-in";
import { communitySetupPath, ROUTES } from "@/auth/routes";
import { getTabStorage } from "@/auth/tab-storage";
import { ApiError, messageForError } from "@/client/api-error";
import { callEndpoint } from "@/client/api-fetch";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import type { ActionLinkProblem } from "./action-code-error";
import { ActionProgress } from "./action-progress";
import { LinkProblem, type LinkProblemProps } from "./link-problem";
import { useContinue } from "./use-continue";
import { useRunOnce } from "./use-run-once";

export interface DiscordReturnProps {
  code: string | null;
  state: string;
  /** Discord's `error`, e.g. `access_denied` when the user pressed Cancel. */
  error: string | null;
}

type Purpose = DiscordPurpose["purpose"];

const TEXTS: Record<Purpose, { cancelled: string; failed: string; progress: string; label: string }> = {
  "sign-in": {
    cancelled: "Discord sign-in cancelled",
    failed: "Discord sign-in failed",
    progress: "Signing in with Discord",
    label: "Checking your Discord sign-in…",
  },
  link: {
    cancelled: "Linking Discord cancelled",
    failed: "Discord could not be linked",
    progress: "Linking Discord",
    label: "Linking your Discord account…",
  },
  "add-bot": {
    cancelled: "Adding Chartbot cancelled",
    failed: "Chartbot could not be added",
    progress: "Adding Chartbot",
    label: "Back from Discord…",
  },
};

/** Where a failed return offers to go. */
const NEXT_STEP: Record<Purpose, LinkProblemProps["action"]> = {
  "sign-in": "sign-in",
  link: "settings",
  "add-bot": "communities",
};

/**
 * The Discord sign-ins refused because no account is linked to that Discord user now, though an account may be
 * its owner's: the heading of each, under which the API's message and "Sign in with your password" follow.
 */
const PASSWORD_WAY_BACK = {
  discord_email_in_use: "This email already has an account",
  discord_unlinked: "This Discord account is no longer linked",
} as const;

/**
 * Back from Discord: checks `state` and tells apart what the trip was for. Sign-in trades the code for a
 * Firebase custom token and signs in with it; linking sends the code to the API for the signed-in account;
 * adding the bot goes on to that server's setup (the code is not needed: the API asks Discord whether the
 * bot is there).
 */
export function DiscordReturn({ code, state, error }: DiscordReturnProps) {
  const continueOn = useContinue();
  const router = useRouter();
  const { toast } = useToast();
  const [purpose, setPurpose] = useState<Purpose>("sign-in");
  const [problem, setProblem] = useState<{
    problem: ActionLinkProblem;
    action: LinkProblemProps["action"];
  } | null>(null);

  useRunOnce(() => {
    const returned = consumeDiscordState(getTabStorage(), state);
    const kind = returned?.purpose ?? "sign-in";
    setPurpose(kind);
    const fail = (title: string, message: string, action = NEXT_STEP[kind]) =>
      setProblem({ problem: { title, message }, action });
    if (error) {
      fail(
        TEXTS[kind].cancelled,
        messageForAuthError({ code: error === "access_denied" ? "user-cancelled" : error, message: error }),
      );
      return;
    }
    if (!returned || !code) {
      fail(
        "Discord sign-in could not be checked",
        "This sign-in did not start in this browser tab, or it was already used. Please sign in with Discord again.",
        "sign-in",
      );
      return;
    }
    if (returned.purpose === "add-bot") {
      router.replace(communitySetupPath(returned.guildId));
      return;
    }
    const redirect = discordRedirectUri(window.location.origin);
    void (async () => {
      if (returned.purpose === "link") {
        try {
          await callEndpoint(accountEndpoints.linkDiscord, { body: { code, redirect } });
        } catch (failure) {
          fail(TEXTS.link.failed, messageForError(failure));
          return;
        }
        toast({ title: "Discord linked", tone: "positive" });
        router.replace(returned.from === "communities" ? ROUTES.communities : ROUTES.settings);
        return;
      }
      let token: string;
      try {
        // The answer also starts the API session (its cookie): once Firebase has the sign-in, the session
        // check finds it and the dashboard's first API call does not wait for an ID token to start one.
        ({ token } = await callEndpoint(accountEndpoints.create, {
          body: { code, redirect },
          session: false,
        }));
      } catch (failure) {
        if (failure instanceof ApiError && Object.hasOwn(PASSWORD_WAY_BACK, failure.code)) {
          // Never signs into an account that Discord is not linked to: the owner signs in with their password
          // and links Discord from Account Settings.
          const heading = PASSWORD_WAY_BACK[failure.code as keyof typeof PASSWORD_WAY_BACK];
          fail(heading, failure.message, "sign-in-with-password");
          return;
        }
        fail(TEXTS["sign-in"].failed, messageForError(failure));
        return;
      }
      try {
        await signInWithCustomToken(getFirebaseAuth(), token);
      } catch (failure) {
        fail(TEXTS["sign-in"].failed, messageForAuthError(failure));
        return;
      }
      continueOn();
    })();
  });

  if (problem) return <LinkProblem problem={problem.problem} action={problem.action} />;
  return <ActionProgress title={TEXTS[purpose].progress} label={TEXTS[purpose].label} />;
}
