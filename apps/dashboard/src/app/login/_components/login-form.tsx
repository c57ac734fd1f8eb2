"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { TextField } from "@chartbot/ui/text-field";
import { signInWithEmailAndPassword } from "firebase/auth";
import { type FormEvent, useRef, useState } from "react";
import { ROUTES } from "../../../auth/routes";
import { type FieldErrors, isValid, type SignInValues, validateSignIn } from "../../../auth/validation";
import { AuthCard } from "../../../components/auth-card";
import { useHrefWithNext } from "../../../components/auth-links";
import { DiscordSignInButton } from "../../../components/discord-sign-in-button";
import { focusFirstInvalid } from "../../../components/focus-first-invalid";
import * as styles from "../../../components/page.css";
import { env } from "../../../env";
import { getFirebaseAuth } from "../../../firebase/firebase-auth";

/** Email and password sign-in; the auth gate takes the user on once Firebase reports the sign-in. */
export function LoginForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignInValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof SignInValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const signUpHref = useHrefWithNext(ROUTES.signUp);

  const update = (field: keyof SignInValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    setFormError(null);
    if (!isValid(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await signInWithEmailAndPassword(getFirebaseAuth(), values.email.trim(), values.password);
      // Stay busy: the gate navigates away as soon as the new user is known.
    } catch (error) {
      setFormError(messageForAuthError(error));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to manage your communities, alerts and add-ons."
      footer={
        <>
          <Link href={ROUTES.forgotPassword}>Forgot your password?</Link>
          <span>
            New to Chartbot? <Link href={signUpHref}>Create an account</Link>
          </span>
        </>
      }
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-describedby={formError ? "login-error" : undefined}
      >
        {formError && (
          <Callout id="login-error" tone="danger">
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
          value={values.email}
          onChange={update("email")}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={update("password")}
          error={errors.password}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Sign in
        </Button>
      </form>
      {env.discordClientId && (
        <>
          <p className={styles.divider}>or</p>
          <DiscordSignInButton />
        </>
      )}
    </AuthCard>
  );
}
