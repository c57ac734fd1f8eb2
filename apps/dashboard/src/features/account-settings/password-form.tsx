"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { Button } from "@chartbot/ui/button";
import { Callout } from "@chartbot/ui/callout";
import { Inline } from "@chartbot/ui/inline";
import { TextField } from "@chartbot/ui/text-field";
import { useToast } from "@chartbot/ui/toast";
import { updatePassword } from "firebase/auth";
import { type FormEvent, useState } from "react";
import { useAuth } from "@/auth/auth-provider";
import { type FieldErrors, isValid, MIN_PASSWORD_LENGTH, validateNewPasswordForm } from "@/auth/validation";
import { getFirebaseAuth } from "@/firebase/firebase-auth";
import { NoPasswordHint } from "./email-form";
import { hasPassword, reauthenticateWithPassword } from "./reauthenticate";
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  if (!user) return null;
  if (!hasPassword(user)) return <NoPasswordHint email={user.email} />;

  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    setFormError(null);
    const current = getFirebaseAuth().currentUser;
    if (!isValid(found) || !current) return;
    setWorking(true);
    try {
      await reauthenticateWithPassword(current, values.currentPassword);
      await updatePassword(current, values.password);
      setValues(EMPTY);
      toast({ title: "Password changed", tone: "positive" });
    } catch (error) {
      setFormError(messageForAuthError(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {formError && <Callout tone="danger">{formError}</Callout>}
      <input type="email" name="username" autoComplete="username" value={user.email ?? ""} readOnly hidden />
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={update("currentPassword")}
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={values.password}
        onChange={update("password")}
        error={errors.password}
      />
      <TextField
        label="Confirm new password"
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update("confirmPassword")}
        error={errors.confirmPassword}
      />
      <Inline gap="md">
        <Button type="submit" loading={working}>
          Change password
        </Button>
      </Inline>
    </form>
  );
}
