"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { applyActionCode, checkActionCode, sendPasswordResetEmail } from "firebase/auth";
import { useState } from "react";
import { ROUTES } from "@/auth/routes";
import { AuthCard } from "@/components/auth-card";
import { Failure } from "@/components/failure";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { type ActionLinkProblem, problemForActionCode } from "./action-code-error";
import { ActionProgress } from "./action-progress";
import { DoneCard } from "./done-card";
import { LinkProblem } from "./link-problem";
import { useRunOnce } from "./use-run-once";

type EmailChangeState =
  | { step: "working" }
  | { step: "done"; email: string | null }
  | { step: "failed"; problem: ActionLinkProblem };

export interface RecoverEmailProps {
  oobCode: string;
  /** `recoverEmail`: undo a change of the sign-in email; `verifyAndChangeEmail`: confirm a new one. */
  mode: "recoverEmail" | "verifyAndChangeEmail";
}

/** The two links that change the sign-in email: undoing a change, and confirming a new address. */
export function RecoverEmail({ oobCode, mode }: RecoverEmailProps) {
  const [state, setState] = useState<EmailChangeState>({ step: "working" });
  const [resetSent, setResetSent] = useState(false);
  const [resetError, setResetError] = useState<string | null>(null);
  const purpose = mode === "recoverEmail" ? "restore an email address" : "change an email address";

  useRunOnce(() => {
    void (async () => {
      const auth = getFirebaseAuth();
      try {
        const info = await checkActionCode(auth, oobCode);
        await applyActionCode(auth, oobCode);
        setState({ step: "done", email: info.data.email ?? null });
      } catch (error) {
        setState({ step: "failed", problem: problemForActionCode(error, purpose) });
      }
    })();
  });

  if (state.step === "working")
    return <ActionProgress title="Updating your email" label="Checking your link…" />;
  if (state.step === "failed") return <LinkProblem problem={state.problem} action="sign-in" />;

  const { email } = state;
  if (mode === "verifyAndChangeEmail") {
    return (
      <DoneCard title="Email changed">
        Your sign-in email is now <strong>{email ?? "the new address"}</strong>. Please sign in again with it.
      </DoneCard>
    );
  }

  async function sendReset() {
    if (!email) return;
    setResetError(null);
    try {
      await sendPasswordResetEmail(getFirebaseAuth(), email);
      setResetSent(true);
    } catch (error) {
      setResetError(messageForAuthError(error));
    }
  }

  return (
    <AuthCard title="Email restored" footer={<Link href={ROUTES.login}>Go to sign in</Link>}>
      <Callout tone="success">
        Your sign-in email was changed back to <strong>{email ?? "your previous address"}</strong>.
      </Callout>
      <p>If you did not ask for the change, someone else may know your password. Reset it to be safe.</p>
      {resetError && <Failure>{resetError}</Failure>}
      {resetSent ? (
        <Callout tone="success">We sent a password reset link to {email}.</Callout>
      ) : (
        <Button variant="secondary" fullWidth onClick={() => void sendReset()} disabled={!email}>
          Send a password reset link
        </Button>
      )}
    </AuthCard>
  );
}
