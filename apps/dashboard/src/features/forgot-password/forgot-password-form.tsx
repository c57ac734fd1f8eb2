"use client";

import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { sendPasswordResetEmail } from "firebase/auth";
import { useState } from "react";
import { ROUTES } from "@/auth/routes";
import { validateEmail } from "@/auth/validation";
import { AuthCard } from "@/components/auth-card";
import { EmailField, showAuthError } from "@/components/auth-form";
import { Form, useForm } from "@/components/form";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { isShownResetError, RESET_LINK_ON_ITS_WAY } from "./reset-request";

function validateResetRequest({ email }: { email: string }) {
  const error = validateEmail(email);
  return error ? { email: error } : {};
}

/**
 * Sends a password reset link; the link opens /account/action?mode=resetPassword. Known and unknown addresses get
 * the same answer, so the page cannot be used to find out who has an account (`reset-request.ts`).
 */
export function ForgotPasswordForm() {
  const form = useForm({
    initialValues: { email: "" },
    validate: validateResetRequest,
    onSendError: showAuthError,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await sendPasswordResetEmail(getFirebaseAuth(), email.trim());
    } catch (error) {
      if (isShownResetError(error)) throw error;
    }
    setSentTo(email.trim());
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox" footer={<Link href={ROUTES.login}>Back to sign in</Link>}>
        <Callout tone="success" title={RESET_LINK_ON_ITS_WAY}>
          If <strong>{sentTo}</strong> belongs to an account, we sent it a link to choose a new password. It
          can take a minute to arrive; check your spam folder too.
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
      <Form form={form} onSubmit={onSubmit}>
        <EmailField {...form.field("email")} />
        <Button type="submit" fullWidth loading={form.submitting}>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
