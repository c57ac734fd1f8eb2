import { AUTH_ERROR_MESSAGES } from "@chartbot/error-messages";

/** The shortest password accepted on sign-up and when choosing a new one. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest email address (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

/** Field name -> message; a field without a message is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

// One @, something on both sides, a dot in the domain, no spaces: what a person can get wrong by typing.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * An email address: required, one plausible address. A malformed one gets the spec's `invalid-email` message, the
 * one Firebase's answer would have produced: the check only saves the round trip.
 */
export function validateEmail(email: string): string | undefined {
  const value = email.trim();
  if (value === "") return "Enter your email address.";
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(value))
    return AUTH_ERROR_MESSAGES["invalid-email"];
  return undefined;
}

/** A password being chosen: at least MIN_PASSWORD_LENGTH characters. */
export function validateNewPassword(password: string): string | undefined {
  if (password === "") return "Enter a password.";
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return undefined;
}

/** The same password typed again. */
export function validatePasswordConfirmation(password: string, confirmation: string): string | undefined {
  if (confirmation === "") return "Enter the password again.";
  if (confirmation !== password) return "The passwords do not match.";
  return undefined;
}

function withoutEmpty<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<Field>;
}

export interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** The sign-up form: email, a new password and its confirmation. */
export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return withoutEmpty({
    email: validateEmail(values.email),
    password: validateNewPassword(values.password),
    confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
  });
}

export interface SignInValues {
  email: string;
  password: string;
}

/** The sign-in form: email and a password (no length rule: older accounts may have shorter ones). */
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return withoutEmpty({
    email: validateEmail(values.email),
    password: values.password === "" ? "Enter your password." : undefined,
  });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Choosing a new password (reset link, settings). */
export function validateNewPasswordForm(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return withoutEmpty({
    password: validateNewPassword(values.password),
    confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
  });
}

/** Whether a form has no errors. */
export function isValid<Field extends string>(errors: FieldErrors<Field>): boolean {
  return Object.keys(errors).length === 0;
}
