"use client";

import { Inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { useToast } from "@chartbot/ui/toast";
import { updatePassword } from "firebase/auth";
import { refreshApiSession } from "@/auth/api-session";
import { useAuth } from "@/auth/auth-provider";
import { hasPassword, reauthenticateWithPassword } from "@/auth/reauthenticate";
import { type FieldErrors, MIN_PASSWORD_LENGTH, validateNewPasswordForm } from "@/auth/validation";
import { showAuthError } from "@/components/auth-form";
import { Form, SubmitButton, useForm } from "@/components/form";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { NoPasswordHint } from "./email-form";
import { endOtherSessions } from "./sessions-api";
import * as styles from "./settings.css";

type Field = "currentPassword" | "password" | "confirmPassword";
const EMPTY = { currentPassword: "", password: "", confirmPassword: "" };

/** Validates a password change: the current password, and a new one typed twice that differs from it. */
export function validatePasswordChange(values: typeof EMPTY): FieldErrors<Field> {
  const errors: FieldErrors<Field> = validateNewPasswordForm(values);
  if (values.currentPassword === "") errors.currentPassword = "Enter your current password.";
  else if (!errors.password && values.password === values.currentPassword) {
    errors.password = "Choose a password different from the current one.";
  }
  return errors;
}

/** Changes the password after confirming the current one. */
export function PasswordForm() {
  const { user } = useAuth();
  const { toast } = useToast();
  const form = useForm({
    initialValues: EMPTY,
    validate: validatePasswordChange,
    onSendError: showAuthError,
  });

  if (!user) return null;
  if (!hasPassword(user)) return <NoPasswordHint email={user.email} />;

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    const current = getFirebaseAuth().currentUser;
    if (!current) return;
    await reauthenticateWithPassword(current, currentPassword);
    await updatePassword(current, password);
    // Firebase revoked the other devices' sign-ins; the API ends their sessions and keeps this one.
    await refreshApiSession(await current.getIdToken(true));
    await endOtherSessions();
    form.reset();
    toast({ title: "Password changed", tone: "positive" });
  });

  return (
    <Form form={form} onSubmit={onSubmit} className={styles.form}>
      <input type="email" name="username" autoComplete="username" value={user.email ?? ""} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field("currentPassword")}
        name="currentPassword"
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...form.field("password")}
        name="newPassword"
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.field("confirmPassword")}
        name="confirmNewPassword"
      />
      <Inline gap="md">
        <SubmitButton form={form}>Change password</SubmitButton>
      </Inline>
    </Form>
  );
}
