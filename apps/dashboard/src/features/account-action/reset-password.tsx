"use client";

import { Button } from "@chartbot/ui/button";
import { confirmPasswordReset, verifyPasswordResetCode } from "firebase/auth";
import { useState } from "react";
import { validateNewPasswordForm } from "@/auth/validation";
import { AuthCard } from "@/components/auth-card";
import { NewPasswordFields, showAuthError } from "@/components/auth-form";
import { Form, useForm } from "@/components/form";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { type ActionLinkProblem, problemForActionCode } from "./action-code-error";
import { ActionProgress } from "./action-progress";
import { DoneCard } from "./done-card";
import { LinkProblem } from "./link-problem";
import { useRunOnce } from "./use-run-once";

type ResetState =
  | { step: "checking" }
  | { step: "choose"; email: string }
  | { step: "done"; email: string }
  | { step: "failed"; problem: ActionLinkProblem };

/** `mode=resetPassword`: checks the link, asks for a new password and sets it. */
export function ResetPassword({ oobCode }: { oobCode: string }) {
  const [state, setState] = useState<ResetState>({ step: "checking" });
  const form = useForm({
    initialValues: { password: "", confirmPassword: "" },
    validate: validateNewPasswordForm,
    onSendError: showAuthError,
  });

  useRunOnce(() => {
    verifyPasswordResetCode(getFirebaseAuth(), oobCode).then(
      (email) => setState({ step: "choose", email }),
      (error: unknown) =>
        setState({ step: "failed", problem: problemForActionCode(error, "reset a password") }),
    );
  });

  const submitFor = (email: string) =>
    form.handleSubmit(async ({ password }) => {
      try {
        await confirmPasswordReset(getFirebaseAuth(), oobCode, password);
        setState({ step: "done", email });
      } catch (error) {
        const code = (error as { code?: string }).code ?? "";
        if (!code.endsWith("expired-action-code") && !code.endsWith("invalid-action-code")) throw error;
        setState({ step: "failed", problem: problemForActionCode(error, "reset a password") });
      }
    });

  switch (state.step) {
    case "checking":
      return <ActionProgress title="Reset your password" label="Checking your reset link…" />;
    case "failed":
      return <LinkProblem problem={state.problem} action="reset-password" />;
    case "done":
      return (
        <DoneCard title="Password changed">
          The password of <strong>{state.email}</strong> has been changed. Sign in with your new password.
        </DoneCard>
      );
    case "choose": {
      const { email } = state;
      return (
        <AuthCard
          title="Choose a new password"
          description={
            <>
              For <strong>{email}</strong>.
            </>
          }
        >
          <Form form={form} onSubmit={submitFor(email)}>
            {/* Lets password managers store the new password under the right account. */}
            <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
            <NewPasswordFields
              label="New password"
              password={form.field("password")}
              confirmation={form.field("confirmPassword")}
            />
            <Button type="submit" fullWidth loading={form.submitting}>
              Change password
            </Button>
          </Form>
        </AuthCard>
      );
    }
  }
}
