import { Button, type ButtonProps } from "@chartbot/ui/button";

export interface SubmitButtonProps extends Omit<ButtonProps, "type" | "loading" | "form"> {
  /** The form's state from `useForm`: the button shows it busy while the form is sending. */
  form: { submitting: boolean };
}

/** A form's send button, busy while the form is submitting. */
export function SubmitButton({ form, ...props }: SubmitButtonProps) {
  return <Button type="submit" loading={form.submitting} {...props} />;
}
