"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Link } from "@chartbot/ui/link";
import { TextField } from "@chartbot/ui/text-field";
import { createUserWithEmailAndPassword, sendEmailVerification } from "firebase/auth";
import { useRouter } from "next/navigation";
import { type FormEvent, useRef, useState } from "react";
import { ROUTES } from "../../../auth/routes";
import { getTabStorage } from "../../../auth/tab-storage";
import {
  type FieldErrors,
  isValid,
  MIN_PASSWORD_LENGTH,
  type SignUpValues,
  validateSignUp,
} from "../../../auth/validation";
import { clearVerificationSent, markVerificationSent } from "../../../auth/verification-cooldown";
import { AuthCard } from "../../../components/auth-card";
import { useHrefWithNext } from "../../../components/auth-links";
import { DiscordSignInButton } from "../../../components/discord-sign-in-button";
import { focusFirstInvalid } from "../../../components/focus-first-invalid";
import * as styles from "../../../components/page.css";
import { env } from "../../../env";
import { getFirebaseAuth } from "../../../firebase/firebase-auth";

/** Creates an email and password account, sends the verification email and moves on to verify it. */
export function SignUpForm() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignUpValues>({ email: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<keyof SignUpValues>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const loginHref = useHrefWithNext(ROUTES.login);

  const update = (field: keyof SignUpValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    setFormError(null);
    if (!isValid(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    // Marked before the account exists: the gate sends the new, unverified user to /account/verify-email as soon
    // as Firebase reports them, possibly before the email below has gone, and that page reads the cooldown.
    markVerificationSent(getTabStorage());
    let credential: Awaited<ReturnType<typeof createUserWithEmailAndPassword>>;
    try {
      credential = await createUserWithEmailAndPassword(
        getFirebaseAuth(),
        values.email.trim(),
        values.password,
      );
    } catch (error) {
      clearVerificationSent(getTabStorage());
      setFormError(messageForAuthError(error));
      setSubmitting(false);
      return;
    }
    try {
      await sendEmailVerification(credential.user);
    } catch (error) {
      // The account exists: the verify-email screen offers to send the email again.
      clearVerificationSent(getTabStorage());
      console.error("Could not send the verification email", error);
    }
    router.replace(ROUTES.verifyEmail);
  }

  return (
    <AuthCard
      title="Create your account"
      description="Manage your communities, price alerts, add-ons and trading keys in one place."
      footer={
        <span>
          Already have an account? <Link href={loginHref}>Sign in</Link>
        </span>
      }
    >
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-describedby={formError ? "signup-error" : undefined}
      >
        {formError && (
          <Callout id="signup-error" tone="danger">
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
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={values.password}
          onChange={update("password")}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={update("confirmPassword")}
          error={errors.confirmPassword}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Create account
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
