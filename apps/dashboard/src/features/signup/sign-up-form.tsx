"use client";

import { Button } from "@chartbot/ui/button";
import { Link } from "@chartbot/ui/link";
import { createUserWithEmailAndPassword, sendEmailVerification, type UserCredential } from "firebase/auth";
import { useRouter } from "next/navigation";
import { ROUTES } from "@/auth/routes";
import { getTabStorage } from "@/auth/tab-storage";
import { validateSignUp } from "@/auth/validation";
import { clearVerificationSent, markVerificationSent } from "@/auth/verification-cooldown";
import { AuthCard } from "@/components/auth-card";
import { DiscordAlternative, EmailField, NewPasswordFields, showAuthError } from "@/components/auth-form";
import { useHrefWithNext } from "@/components/auth-links";
import { Form, useForm } from "@/components/form";
import { getFirebaseAuth } from "@/firebase/firebase-auth";

/** Creates an email and password account, sends the verification email and moves on to verify it. */
export function SignUpForm() {
  const router = useRouter();
  const form = useForm({
    initialValues: { email: "", password: "", confirmPassword: "" },
    validate: validateSignUp,
    onSendError: showAuthError,
  });
  const loginHref = useHrefWithNext(ROUTES.login);

  const onSubmit = form.handleSubmit(
    async ({ email, password }) => {
      // Marked before the account exists: the gate sends the new, unverified user to /account/verify-email as
      // soon as Firebase reports them, possibly before the email below has gone, and that page reads the cooldown.
      markVerificationSent(getTabStorage());
      let credential: UserCredential;
      try {
        credential = await createUserWithEmailAndPassword(getFirebaseAuth(), email.trim(), password);
      } catch (error) {
        clearVerificationSent(getTabStorage());
        throw error;
      }
      try {
        await sendEmailVerification(credential.user);
      } catch (error) {
        // The account exists: the verify-email screen offers to send the email again.
        clearVerificationSent(getTabStorage());
        console.error("Could not send the verification email", error);
      }
      router.replace(ROUTES.verifyEmail);
    },
    { keepBusy: true },
  );

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
      <Form form={form} onSubmit={onSubmit}>
        <EmailField {...form.field("email")} />
        <NewPasswordFields password={form.field("password")} confirmation={form.field("confirmPassword")} />
        <Button type="submit" fullWidth loading={form.submitting}>
          Create account
        </Button>
      </Form>
      <DiscordAlternative />
    </AuthCard>
  );
}
