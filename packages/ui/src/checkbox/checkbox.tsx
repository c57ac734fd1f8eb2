"use client";

import { Checkbox as RadixCheckbox } from "radix-ui";
import { useId } from "react";
import * as choice from "../choice/choice.css";
import { joinClassNames } from "../class-names/join-class-names";
import { CheckIcon } from "../icons/status-icons";
import * as styles from "./checkbox.css";

export interface CheckboxProps {
  /** The visible label; clicking it toggles the box. */
  label: string;
  /** Help under the label, announced with the checkbox. */
  hint?: string;
  /** Whether it is checked (controlled). */
  checked?: boolean;
  /** Whether it starts checked (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** The form field name, for native form submission. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
  className?: string;
}

/** A labelled checkbox (Radix Checkbox). */
export function Checkbox({ label, hint, onCheckedChange, className, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <div className={joinClassNames(choice.row, className)}>
      <RadixCheckbox.Root
        id={id}
        className={styles.box}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        {...props}
      >
        <RadixCheckbox.Indicator>
          <CheckIcon size={14} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <span className={choice.text}>
        <label htmlFor={id} className={choice.label}>
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className={choice.hint}>
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}
