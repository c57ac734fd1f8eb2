"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { TextField } from "@chartbot/ui/text-field";
import { sendPasswordResetEmail } from "firebase/auth";
import { type FormEvent, useRef, useState } from "react";
import { ROUTES } from "../../../auth/routes";
import { validateEmail } from "../../../auth/validation";
import { AuthCard } from "../../../components/auth-card";
import { focusFirstInvalid } from "../../../components/focus-first-invalid";
import * as styles from "../../../components/page.css";
import { getFirebaseAuth } from "../../../firebase/firebase-auth";

/** Sends a password reset link; the link opens /account/action?mode=resetPassword. */
export function ForgotPasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = validateEmail(email);
    setEmailError(error);
    setFormError(null);
    if (error) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await sendPasswordResetEmail(getFirebaseAuth(), email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setFormError(messageForAuthError(failure));
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox" footer={<Link href={ROUTES.login}>Back to sign in</Link>}>
        <Callout tone="success" title="Reset link sent">
          We sent a link to reset your password to <strong>{sentTo}</strong>. Open it to choose a new
          password. It can take a minute to arrive; check your spam folder too.
        </Callout>
        <Button variant="secondary" onClick={() => setSentTo(null)}>
          Use a different email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <span>
          Remembered it? <Link href={ROUTES.login}>Sign in</Link>
        </span>
      }
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-describedby={formError ? "forgot-error" : undefined}
      >
        {formError && (
          <Callout id="forgot-error" tone="danger">
            {formError}
          </Callout>
        )}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
          error={emailError}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
