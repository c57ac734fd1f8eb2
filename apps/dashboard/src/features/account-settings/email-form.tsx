"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { sendPasswordResetEmail, verifyBeforeUpdateEmail } from "firebase/auth";
import { type FormEvent, useState } from "react";
import { useAuth } from "@/auth/auth-provider";
import { type FieldErrors, isValid, validateEmail } from "@/auth/validation";
import * as formLayout from "@/components/form-layout.css";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { hasPassword, reauthenticateWithPassword } from "./reauthenticate";
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
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  if (!user) return null;
  if (!hasPassword(user)) return <NoPasswordHint email={user.email} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateEmailChange(values, user?.email ?? null);
    setErrors(found);
    setFormError(null);
    const current = getFirebaseAuth().currentUser;
    if (!isValid(found) || !current) return;
    setWorking(true);
    try {
      await reauthenticateWithPassword(current, values.password);
      await verifyBeforeUpdateEmail(current, values.email.trim());
      setSentTo(values.email.trim());
      setValues({ email: "", password: "" });
    } catch (error) {
      setFormError(messageForAuthError(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>
        You sign in with <strong>{user.email}</strong>.
      </p>
      {sentTo && (
        <Callout tone="success" title="Check your new inbox">
          We sent a link to {sentTo}. Your email changes once you open it; until then you keep signing in with{" "}
          {user.email}.
        </Callout>
      )}
      {formError && <Callout tone="danger">{formError}</Callout>}
      <TextField
        label="New email address"
        name="newEmail"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        error={errors.email}
      />
      <TextField
        label="Current password"
        name="currentPasswordForEmail"
        type="password"
        autoComplete="current-password"
        hint="To confirm it is you."
        value={values.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        error={errors.password}
      />
      <Inline gap="md">
        <Button type="submit" loading={working}>
          Change email
        </Button>
      </Inline>
    </form>
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
      {error && <Callout tone="danger">{error}</Callout>}
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
