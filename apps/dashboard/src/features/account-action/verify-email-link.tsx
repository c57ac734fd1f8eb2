"use client";

import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { applyActionCode } from "firebase/auth";
import { useState } from "react";
import { useAuth } from "@/auth/auth-provider";
import { ROUTES } from "@/auth/routes";
import { AuthCard } from "@/components/auth-card";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { type ActionLinkProblem, problemForActionCode } from "./action-code-error";
import { ActionProgress } from "./action-progress";
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
  return (
    <AuthCard title="Email verified">
      <Callout tone="success">Your email address is verified. Sign in to continue.</Callout>
      <Button asChild fullWidth>
        <Link href={ROUTES.login} unstyled>
          Sign in
        </Link>
      </Button>
    </AuthCard>
  );
}
