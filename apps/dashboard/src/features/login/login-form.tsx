"use client";

import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { TextField } from "@chartbot/ui/text-field";
import { signInWithEmailAndPassword } from "firebase/auth";
import { ROUTES } from "@/auth/routes";
import { validateSignIn } from "@/auth/validation";
import { AuthCard } from "@/components/auth-card";
import { DiscordAlternative, EmailField, showAuthError } from "@/components/auth-form";
import { useHrefWithNext } from "@/components/auth-links";
import { Form, useForm } from "@/components/form";
import { getFirebaseAuth } from "@/firebase/firebase-auth";

/** Email and password sign-in; the auth gate takes the user on once Firebase reports the sign-in. */
export function LoginForm() {
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: validateSignIn,
    onSendError: showAuthError,
  });
  const signUpHref = useHrefWithNext(ROUTES.signUp);

  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      await signInWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
    },
    // Stays busy: the gate navigates away as soon as the new user is known.
    { keepBusy: true },
  );

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
      <Form form={form} onSubmit={onSubmit}>
        <EmailField {...form.field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          Sign in
        </Button>
      </Form>
      <DiscordAlternative />
    </AuthCard>
  );
}
