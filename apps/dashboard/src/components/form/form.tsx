"use client";

import { joinClassNames } from "@chartbot/ui/class-names";
import { stack } from "@chartbot/ui/stack";
import { type ComponentProps, type ReactNode, useEffect, useId } from "react";
import { Failure } from "@/components/failure";
import type { FormState } from "./use-form";

export interface FormProps<Failure>
  extends Omit<ComponentProps<"form">, "ref" | "noValidate" | "className" | "children"> {
  /** The form's state from `useForm`. */
  form: Pick<FormState<never, Failure>, "formRef" | "failure">;
  /** Draws a failure that is not a plain message (an `ApiError` with a code). @default the message in a `Failure` */
  renderFailure?: (failure: Failure, id: string) => ReactNode;
  /** The class that lays the children out. @default a stack with a large gap */
  layout?: string;
  /** Extra classes (a width limit). */
  className?: string;
  children: ReactNode;
}

/**
 * A dashboard form: our own checks (`noValidate`), fields one under the other, and the failure of the last send
 * above them, describing the form while shown. A new failure takes the focus, so the eye and the screen reader
 * are where the error is.
 */
export function Form<Failure>({
  form,
  renderFailure,
  layout = stack({ gap: "lg" }),
  className,
  children,
  ...props
}: FormProps<Failure>) {
  const failureId = `${useId()}-failure`;
  const { failure } = form;
  useEffect(() => {
    if (failure !== null) document.getElementById(failureId)?.focus();
  }, [failure, failureId]);
  return (
    <form
      ref={form.formRef}
      noValidate
      className={joinClassNames(layout, className)}
      aria-describedby={failure === null ? undefined : failureId}
      {...props}
    >
      {failure !== null &&
        (renderFailure ? (
          renderFailure(failure, failureId)
        ) : (
          <Failure id={failureId}>{String(failure)}</Failure>
        ))}
      {children}
    </form>
  );
}
