import { Callout } from "@chartbot/ui/callout";
import { stack } from "@chartbot/ui/stack";
import type { FormEvent, ReactNode, RefObject } from "react";

export interface AuthFormProps {
  /** Names the failure box (`<id>-error`), which describes the form while shown. */
  id: string;
  form: { formRef: RefObject<HTMLFormElement | null>; formError: string | null };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The form of the sign-in, sign-up and password screens: our own checks (`noValidate`), the failure on top. */
export function AuthForm({ id, form, onSubmit, children }: AuthFormProps) {
  const errorId = `${id}-error`;
  return (
    <form
      ref={form.formRef}
      className={stack({ gap: "lg" })}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={form.formError ? errorId : undefined}
    >
      {form.formError && (
        <Callout id={errorId} tone="danger">
          {form.formError}
        </Callout>
      )}
      {children}
    </form>
  );
}
