import { type ReactNode, useId } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./choice.css";

/** What a choice's control needs to be named by the label and described by the hint. */
export interface ChoiceControlProps {
  id: string;
  "aria-describedby": string | undefined;
}

/** A labelled on/off choice: the props a checkbox and a switch share. */
export interface BooleanChoiceProps {
  /** The visible label; clicking it works the control. */
  label: string;
  /** Help under the label, announced with the control. */
  hint?: string;
  /** Whether it is checked, or on (controlled). */
  checked?: boolean;
  /** Whether it starts checked, or on (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** The form field name, for native form submission. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

export interface ChoiceRowProps {
  /** The visible label; clicking it works the control. */
  label: string;
  /** Help under the label, announced with the control. */
  hint?: ReactNode;
  className?: string;
  /** Renders the control (a checkbox, switch or radio) with the props that tie it to the label and hint. */
  children: (control: ChoiceControlProps) => ReactNode;
}

/** A checkbox, switch or radio beside its label, with an optional hint under the label. */
export function ChoiceRow({ label, hint, className, children }: ChoiceRowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={joinClassNames(styles.row, className)}>
      {children({ id, "aria-describedby": hint ? hintId : undefined })}
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
