import { AlertIcon } from "../icons/status-icons";
import * as styles from "./field.css";

export interface FieldMessagesProps {
  hintId: string;
  errorId: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** The hint and error lines under a control; their ids go into the control's `aria-describedby`. */
export function FieldMessages({ hintId, errorId, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} />
          {error}
        </p>
      )}
    </>
  );
}

/** The `aria-describedby` value for a control with an optional hint and error. */
export function describedBy(ids: { hintId: string; errorId: string }, hint?: string, error?: string) {
  return [hint && ids.hintId, error && ids.errorId].filter(Boolean).join(" ") || undefined;
}

/**
 * The visible mark of a required field, after its label: "*" for the eye; the control itself carries `required`
 * (or `aria-required`) for assistive technology, so the mark is hidden from it.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.required} data-required-mark="">
      *
    </span>
  );
}
