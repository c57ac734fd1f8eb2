"use client";

import { Checkbox as RadixCheckbox } from "radix-ui";
import { type BooleanChoiceProps, ChoiceRow } from "../choice/choice-row";
import { CheckIcon } from "../icons/status-icons";
import * as styles from "./checkbox.css";

export interface CheckboxProps extends BooleanChoiceProps {
  /** @default false */
  required?: boolean;
}

/** A labelled checkbox (Radix Checkbox). */
export function Checkbox({ label, hint, onCheckedChange, className, ...props }: CheckboxProps) {
  return (
    <ChoiceRow label={label} hint={hint} className={className}>
      {(control) => (
        <RadixCheckbox.Root
          {...control}
          className={styles.box}
          onCheckedChange={(state) => onCheckedChange?.(state === true)}
          {...props}
        >
          <RadixCheckbox.Indicator>
            <CheckIcon size={14} strokeWidth={3} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
      )}
    </ChoiceRow>
  );
}
