"use client";

import { RadioGroup as RadixRadioGroup } from "radix-ui";
import { type ReactNode, useId } from "react";
import { ChoiceRow } from "../choice/choice-row";
import { joinClassNames } from "../class-names/join-class-names";
import * as fieldStyles from "../field/field.css";
import { describedBy, FieldMessages } from "../field/field-message";
import * as styles from "./radio-group.css";

export interface RadioOption {
  value: string;
  /** The option's name, next to its radio button. */
  label: string;
  /** Help under the label, read with the option (`aria-describedby`). */
  description?: ReactNode;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the options answer; names the group. */
  label: string;
  options: readonly RadioOption[];
  /** The chosen value (controlled). */
  value?: string;
  /** The initially chosen value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** Help about the whole group, under the options. */
  hint?: string;
  /** A validation message; marks the group invalid. */
  error?: string;
  /** The form field name, for native form submission. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
  /** Stacks the options, or lays them out in a row. @default "vertical" */
  orientation?: "vertical" | "horizontal";
  /** Plain rows, or bordered cards that highlight the chosen option. @default "plain" */
  variant?: "plain" | "cards";
  className?: string;
}

/**
 * A labelled single choice among a few options, each with its own help text (Radix RadioGroup): arrow keys
 * move and choose, Tab leaves the group.
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  orientation = "vertical",
  variant = "plain",
  className,
  ...rootProps
}: RadioGroupProps) {
  const id = useId();
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` };
  return (
    <div className={joinClassNames(fieldStyles.field, className)}>
      <span id={`${id}-label`} className={styles.legend}>
        {label}
      </span>
      <RadixRadioGroup.Root
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy(ids, hint, error)}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        className={styles.options}
        {...rootProps}
      >
        {options.map((option) => (
          <ChoiceRow
            key={option.value}
            label={option.label}
            hint={option.description}
            className={variant === "cards" ? styles.card : undefined}
          >
            {(control) => (
              <RadixRadioGroup.Item
                {...control}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
              >
                <RadixRadioGroup.Indicator className={styles.indicator} />
              </RadixRadioGroup.Item>
            )}
          </ChoiceRow>
        ))}
      </RadixRadioGroup.Root>
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  );
}
