"use client";

import { messageForAuthError } from "@chartbot/error-messages";
import { type FormEvent, type RefObject, useRef, useState } from "react";
import { type FieldErrors, isValid } from "@/auth/validation";
import { focusFirstInvalid } from "@/components/focus-first-invalid";

/** What a text field of the form receives: `<TextField {...form.field("email")} />`. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

export interface AuthFormOptions<Values> {
  /** The values the form starts with. */
  initialValues: Values;
  /** Checks the values before anything is sent; a field with a message is invalid. */
  validate: (values: Values) => FieldErrors<keyof Values & string>;
}

export interface AuthFormState<Values> {
  formRef: RefObject<HTMLFormElement | null>;
  values: Values;
  /** The failure shown above the fields, or null. */
  formError: string | null;
  submitting: boolean;
  /** A field's value, change handler (which clears its message) and message. */
  field: (name: keyof Values & string) => FieldProps;
  /**
   * A submit handler: checks the values (showing the messages and focusing the first invalid field), then runs
   * `send` with the form busy. A rejection is shown above the fields with the spec's sign-in message. After
   * success the form stays busy when `keepBusy` is set (the page is about to change), else it is ready again.
   */
  handleSubmit: (
    send: (values: Values) => Promise<void>,
    options?: { keepBusy?: boolean },
  ) => (event: FormEvent<HTMLFormElement>) => void;
  /** Shows a failure above the fields (the spec's message for a Firebase error) and ends the busy state. */
  fail: (error: unknown) => void;
}

/** State and submission of the email forms: values, field messages, the failure above the fields, busy. */
export function useAuthForm<Values extends Record<string, string>>({
  initialValues,
  validate,
}: AuthFormOptions<Values>): AuthFormState<Values> {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<keyof Values & string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof Values & string): FieldProps => ({
    name,
    value: values[name] ?? "",
    error: errors[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
    },
  });

  const fail = (error: unknown) => {
    setFormError(messageForAuthError(error));
    setSubmitting(false);
  };

  const handleSubmit: AuthFormState<Values>["handleSubmit"] = (send, options) => (event) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    if (!isValid(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    send(values).then(() => {
      if (!options?.keepBusy) setSubmitting(false);
    }, fail);
  };

  return { formRef, values, formError, submitting, field, handleSubmit, fail };
}
