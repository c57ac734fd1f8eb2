"use client";

import { type ComponentProps, useId } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as fieldStyles from "../field/field.css";
import { describedBy, FieldMessages, RequiredMark } from "../field/field-message";

export interface TextFieldProps extends Omit<ComponentProps<"input">, "children"> {
  /** The visible label. */
  label: string;
  /** Help shown under the input and announced with it. */
  hint?: string;
  /** A validation message; marks the input invalid. */
  error?: string;
  /** Classes for the wrapper (label, input and messages). */
  className?: string;
}

/** A labelled text input with an optional hint and error message. */
export function TextField({ label, hint, error, className, id, required, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = { hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
  return (
    <div className={joinClassNames(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={inputId}
        className={fieldStyles.control}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...props}
      />
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  );
}
