"use client";

import { type FormEvent, type RefObject, useRef, useState } from "react";
import type { FieldErrors } from "@/auth/validation";
import { focusFirstInvalid } from "@/components/focus-first-invalid";

/** The names of a form's fields. */
export type FieldName<Values> = keyof Values & string;

/** The names of the fields that hold text (what `field()` wires to a `TextField`). */
export type TextFieldName<Values> = {
  [Name in FieldName<Values>]: Values[Name] extends string ? Name : never;
}[FieldName<Values>];

/** What a text field of the form receives: `<TextField {...form.field("email")} />`. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/** How a rejected send is shown: the failure above the fields, or messages on the fields (the first is focused). */
export interface SendErrorReport<Values, Failure> {
  failure: (failure: Failure) => void;
  fieldErrors: (errors: FieldErrors<FieldName<Values>>) => void;
}

/** Decides what the user sees when `send` rejects; showing neither is fine when a toast told them already. */
export type SendErrorHandler<Values, Failure> = (
  error: unknown,
  report: SendErrorReport<Values, Failure>,
) => void;

export interface FormOptions<Values, Failure> {
  /** The values the form starts with (and goes back to on `reset()`). */
  initialValues: Values | (() => Values);
  /** Checks the values before anything is sent; a field with a message is invalid. */
  validate?: (values: Values) => FieldErrors<FieldName<Values>>;
  /** Shows a rejected send. @default the error's message above the fields (for forms whose failure is a string) */
  onSendError?: SendErrorHandler<Values, Failure>;
}

export interface FormState<Values, Failure> {
  formRef: RefObject<HTMLFormElement | null>;
  values: Values;
  /** The field messages of the last check or of the server. */
  errors: FieldErrors<FieldName<Values>>;
  /** The failure shown above the fields, or null. */
  failure: Failure | null;
  /** True while `send` runs (and after it, for `keepBusy`). */
  submitting: boolean;
  /** A text field's value, change handler (which clears its message) and message. */
  field: (name: TextFieldName<Values>) => FieldProps;
  /** Sets one value and clears its field's message: for selects, checkboxes, radios. */
  setValue: <Name extends FieldName<Values>>(name: Name, value: Values[Name]) => void;
  /** Replaces the values from the current ones (e.g. clears the form after a send unless the user typed since). */
  setValues: (update: (current: Values) => Values) => void;
  /** Takes the failure away once its cause is gone (e.g. "Alert limit reached" after an alert is deleted). */
  clearFailure: () => void;
  /** Back to the initial values (or the given ones), without messages or failure. */
  reset: (values?: Values) => void;
  /**
   * A submit handler: checks the values (showing the messages and focusing the first invalid field), then runs
   * `send` with the form busy. A rejection goes to `onSendError`. After success the form stays busy when
   * `keepBusy` is set (the page is about to change), else it is ready again.
   */
  handleSubmit: (
    send: (values: Values) => Promise<unknown>,
    options?: { keepBusy?: boolean },
  ) => (event: FormEvent<HTMLFormElement>) => void;
  /** Shows a failure that happened outside `send` through `onSendError`, and ends the busy state. */
  fail: (error: unknown) => void;
}

/** For forms whose failures a toast reports already (`useApiMutation` without `silentError`): shows nothing more. */
export function reportedByToast(): void {}

/** The message of an error that has none of its own words for the user. */
const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

/** The words of an error for the user: an `ApiError`'s message, else a general sentence. */
export function messageOfError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
}

function showMessage<Values, Failure>(error: unknown, report: SendErrorReport<Values, Failure>) {
  // The overloads let a form skip `onSendError` only when its failure is a string.
  report.failure(messageOfError(error) as Failure);
}

/**
 * The state and submission of every dashboard form: values, field messages, the failure shown above the fields,
 * busy, and focus on the first invalid field.
 */
export function useForm<Values extends object>(
  options: FormOptions<Values, string>,
): FormState<Values, string>;
/** A form whose failure is richer than a message (an `ApiError` with a code) says how to show a rejection. */
export function useForm<Values extends object, Failure>(
  options: FormOptions<Values, Failure> & { onSendError: SendErrorHandler<Values, Failure> },
): FormState<Values, Failure>;
export function useForm<Values extends object, Failure>(
  options: FormOptions<Values, Failure>,
): FormState<Values, Failure> {
  const { initialValues, validate } = options;
  const onSendError: SendErrorHandler<Values, Failure> = options.onSendError ?? showMessage;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValuesState] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<FieldName<Values>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setValue: FormState<Values, Failure>["setValue"] = (name, value) => {
    setValuesState((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  };

  const field = (name: TextFieldName<Values>): FieldProps => ({
    name,
    value: (values[name] as string | undefined) ?? "",
    error: errors[name],
    onChange: (event) => setValue(name, event.target.value as Values[typeof name]),
  });

  const report: SendErrorReport<Values, Failure> = {
    failure: (shown) => setFailure(() => shown),
    fieldErrors: (found) => {
      setErrors((current) => ({ ...current, ...found }));
      focusFirstInvalid(formRef.current);
    },
  };

  const fail = (error: unknown) => {
    setSubmitting(false);
    onSendError(error, report);
  };

  const handleSubmit: FormState<Values, Failure>["handleSubmit"] = (send, submitOptions) => (event) => {
    event.preventDefault();
    const found = validate?.(values) ?? {};
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some((message) => message !== undefined)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    send(values).then(() => {
      if (!submitOptions?.keepBusy) setSubmitting(false);
    }, fail);
  };

  const reset = (next?: Values) => {
    // A function `initialValues` is called again, as React calls a state updater.
    setValuesState(next ?? initialValues);
    setErrors({});
    setFailure(null);
  };

  return {
    formRef,
    values,
    errors,
    failure,
    submitting,
    field,
    setValue,
    setValues: setValuesState,
    clearFailure: () => setFailure(null),
    reset,
    handleSubmit,
    fail,
  };
}
