"use client";

import { Switch as RadixSwitch } from "radix-ui";
import { useId } from "react";
import * as choice from "../choice/choice.css";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./switch.css";

export interface SwitchProps {
  /** The visible label; clicking it flips the switch. */
  label: string;
  /** Help under the label, announced with the switch. */
  hint?: string;
  /** Whether it is on (controlled). */
  checked?: boolean;
  /** Whether it starts on (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** The form field name, for native form submission. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  className?: string;
}

/** An on/off setting that applies at once (Radix Switch). */
export function Switch({ label, hint, className, ...props }: SwitchProps) {
  const id = useId();
  return (
    <div className={joinClassNames(choice.row, className)}>
      <RadixSwitch.Root
        id={id}
        className={styles.track}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
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
