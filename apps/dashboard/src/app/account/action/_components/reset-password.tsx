"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { TextField } from "@chartbot/ui/text-field";
import { confirmPasswordReset, verifyPasswordResetCode } from "firebase/auth";
import { type FormEvent, useRef, useState } from "react";
import { ROUTES } from "../../../../auth/routes";
import {
  type FieldErrors,
  isValid,
  MIN_PASSWORD_LENGTH,
  type NewPasswordValues,
  validateNewPasswordForm,
} from "../../../../auth/validation";
import { AuthCard } from "../../../../components/auth-card";
import { focusFirstInvalid } from "../../../../components/focus-first-invalid";
import * as styles from "../../../../components/page.css";
import { getFirebaseAuth } from "../../../../firebase/firebase-auth";
import { type ActionLinkProblem, problemForActionCode } from "./action-code-error";
import { ActionProgress } from "./action-progress";
import { LinkProblem } from "./link-problem";
import { useRunOnce } from "./use-run-once";

type ResetState =
  | { step: "checking" }
  | { step: "choose"; email: string }
  | { step: "done"; email: string }
  | { step: "failed"; problem: ActionLinkProblem };

/** `mode=resetPassword`: checks the link, asks for a new password and sets it. */
export function ResetPassword({ oobCode }: { oobCode: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<ResetState>({ step: "checking" });
  const [values, setValues] = useState<NewPasswordValues>({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useRunOnce(() => {
    verifyPasswordResetCode(getFirebaseAuth(), oobCode).then(
      (email) => setState({ step: "choose", email }),
      (error: unknown) =>
        setState({ step: "failed", problem: problemForActionCode(error, "reset a password") }),
    );
  });

  const update = (field: keyof NewPasswordValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    const found = validateNewPasswordForm(values);
    setErrors(found);
    setFormError(null);
    if (!isValid(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await confirmPasswordReset(getFirebaseAuth(), oobCode, values.password);
      setState({ step: "done", email });
    } catch (error) {
      const code = (error as { code?: string }).code ?? "";
      if (code.endsWith("expired-action-code") || code.endsWith("invalid-action-code")) {
        setState({ step: "failed", problem: problemForActionCode(error, "reset a password") });
      } else {
        setFormError(messageForAuthError(error));
      }
    } finally {
      setSubmitting(false);
    }
  }

  switch (state.step) {
    case "checking":
      return <ActionProgress title="Reset your password" label="Checking your reset link…" />;
    case "failed":
      return <LinkProblem problem={state.problem} action="reset-password" />;
    case "done":
      return (
        <AuthCard title="Password changed">
          <Callout tone="success">
            The password of <strong>{state.email}</strong> has been changed. Sign in with your new password.
          </Callout>
          <Button asChild fullWidth>
            <Link href={ROUTES.login} unstyled>
              Sign in
            </Link>
          </Button>
        </AuthCard>
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
          <form
            ref={formRef}
            className={styles.form}
            noValidate
            onSubmit={(event) => void onSubmit(event, email)}
            aria-describedby={formError ? "reset-error" : undefined}
          >
            {formError && (
              <Callout id="reset-error" tone="danger">
                {formError}
              </Callout>
            )}
            {/* Lets password managers store the new password under the right account. */}
            <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              value={values.password}
              onChange={update("password")}
              error={errors.password}
            />
            <TextField
              label="Confirm new password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              onChange={update("confirmPassword")}
              error={errors.confirmPassword}
            />
            <Button type="submit" fullWidth loading={submitting}>
              Change password
            </Button>
          </form>
        </AuthCard>
      );
    }
  }
}
