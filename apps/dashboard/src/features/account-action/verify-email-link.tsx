"use client";

import { applyActionCode } from "firebase/auth";
import { useState } from "react";
import { useAuth } from "@/auth/auth-provider";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { type ActionLinkProblem, problemForActionCode } from "./action-code-error";
import { ActionProgress } from "./action-progress";
import { DoneCard } from "./done-card";
import { LinkProblem } from "./link-problem";
import { useContinue } from "./use-continue";
import { useRunOnce } from "./use-run-once";

/** `mode=verifyEmail`: verifies the address, then continues when the user is signed in here. */
export function VerifyEmailLink({ oobCode }: { oobCode: string }) {
  const { user, refreshUser } = useAuth();
  const continueOn = useContinue();
  const [state, setState] = useState<"working" | "verified" | ActionLinkProblem>("working");

  useRunOnce(() => {
    void (async () => {
      try {
        await applyActionCode(getFirebaseAuth(), oobCode);
      } catch (error) {
        // A link opened twice: the first time already verified this user, which is what they wanted.
        const refreshed = user ? await refreshUser().catch(() => null) : null;
        if (refreshed?.emailVerified) continueOn();
        else setState(problemForActionCode(error, "verify an email address"));
        return;
      }
      if (user) {
        const refreshed = await refreshUser().catch(() => null);
        if (refreshed?.emailVerified) {
          continueOn();
          return;
        }
      }
      setState("verified");
    })();
  });

  if (state === "working")
    return <ActionProgress title="Verifying your email" label="Verifying your email address…" />;
  if (state !== "verified") return <LinkProblem problem={state} action="resend-verification" />;
  return <DoneCard title="Email verified">Your email address is verified. Sign in to continue.</DoneCard>;
}
