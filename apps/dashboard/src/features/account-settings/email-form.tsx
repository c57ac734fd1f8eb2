"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { sendPasswordResetEmail, verifyBeforeUpdateEmail } from "firebase/auth";
import { useState } from "react";
import { useAuth } from "@/auth/auth-provider";
import { hasPassword, reauthenticateWithPassword } from "@/auth/reauthenticate";
import { type FieldErrors, validateEmail } from "@/auth/validation";
import { showAuthError } from "@/components/auth-form";
import { Failure } from "@/components/failure";
import { Form, SubmitButton, useForm } from "@/components/form";
import * as formLayout from "@/components/form-layout.css";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import * as styles from "./settings.css";

type Field = "email" | "password";

/** Validates a change of email: a valid address that differs from the current one, and the password. */
export function validateEmailChange(values: { email: string; password: string }, current: string | null) {
  const errors: FieldErrors<Field> = {};
  const emailError = validateEmail(values.email);
  if (emailError) errors.email = emailError;
  else if (current && values.email.trim().toLowerCase() === current.toLowerCase()) {
    errors.email = "This is already your email address.";
  }
  if (values.password === "") errors.password = "Enter your current password.";
  return errors;
}

/** Changes the sign-in email: Firebase mails a link to the new address and switches once it is opened. */
export function EmailForm() {
  const { user } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: (values) => validateEmailChange(values, user?.email ?? null),
    onSendError: showAuthError,
  });

  if (!user) return null;
  if (!hasPassword(user)) return <NoPasswordHint email={user.email} />;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    const current = getFirebaseAuth().currentUser;
    if (!current) return;
    await reauthenticateWithPassword(current, password);
    await verifyBeforeUpdateEmail(current, email.trim());
    setSentTo(email.trim());
    form.reset();
  });

  return (
    <Form form={form} onSubmit={onSubmit} className={styles.form}>
      <p>
        You sign in with <strong>{user.email}</strong>.
      </p>
      {sentTo && (
        <Callout tone="success" title="Check your new inbox">
          We sent a link to {sentTo}. Your email changes once you open it; until then you keep signing in with{" "}
          {user.email}.
        </Callout>
      )}
      <TextField
        label="New email address"
        type="email"
        autoComplete="email"
        {...form.field("email")}
        name="newEmail"
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="To confirm it is you."
        {...form.field("password")}
        name="currentPasswordForEmail"
      />
      <Inline gap="md">
        <SubmitButton form={form}>Change email</SubmitButton>
      </Inline>
    </Form>
  );
}

/** For accounts created with Discord: no password yet, so offer to set one by email. */
export function NoPasswordHint({ email }: { email: string | null }) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string | null>(null);
  if (!email) {
    return <p className={formLayout.muted}>You sign in with Discord. Your account has no email address.</p>;
  }
  async function send(address: string) {
    setState("sending");
    setError(null);
    try {
      await sendPasswordResetEmail(getFirebaseAuth(), address);
      setState("sent");
    } catch (failure) {
      setError(messageForAuthError(failure));
      setState("idle");
    }
  }
  return (
    <div className={styles.form}>
      <p>
        You sign in with Discord, as <strong>{email}</strong>. Set a password to sign in with your email too
        and to change these settings.
      </p>
      {error && <Failure>{error}</Failure>}
      {state === "sent" ? (
        <Callout tone="success">We sent a link to set your password to {email}.</Callout>
      ) : (
        <Inline gap="md">
          <Button variant="secondary" loading={state === "sending"} onClick={() => void send(email)}>
            Email me a link to set a password
          </Button>
        </Inline>
      )}
    </div>
  );
}
