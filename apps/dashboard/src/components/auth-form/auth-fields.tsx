import { TextField } from "@chartbot/ui/text-field";
import { MIN_PASSWORD_LENGTH } from "@/auth/validation";
import type { FieldProps } from "@/components/form";

/** The account's email address. */
export function EmailField(props: FieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}

export interface NewPasswordFieldsProps {
  password: FieldProps;
  confirmation: FieldProps;
  /** The password field's label; the confirmation's is "Confirm" and the same in lower case. @default "Password" */
  label?: string;
}

/** A password being chosen, with the length rule as a hint, and the same password again. */
export function NewPasswordFields({ password, confirmation, label = "Password" }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...password}
      />
      <TextField
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
