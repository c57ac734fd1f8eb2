"use client";

import { Select as RadixSelect } from "radix-ui";
import { Fragment, useId } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as fieldStyles from "../field/field.css";
import { describedBy, FieldMessages, RequiredMark } from "../field/field-message";
import { CheckIcon } from "../icons/status-icons";
import { ChevronDownIcon } from "../icons/ui-icons";
import * as surface from "../menu-surface/menu-surface.css";
import * as styles from "./select.css";

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
  /** The group heading it is listed under (Select only); consecutive options with the same group share one. */
  group?: string;
  /** A CSS colour shown as a dot before the label (Select only), e.g. a Discord role's colour. */
  swatch?: string;
}

/** Consecutive options with the same `group`, in order. */
export function groupOptions(
  options: readonly SelectOption[],
): { group?: string; options: SelectOption[] }[] {
  const groups: { group?: string; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups;
}

export interface SelectProps {
  /** The visible label. */
  label: string;
  options: readonly SelectOption[];
  /** The selected value (controlled). */
  value?: string;
  /** The initially selected value (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** Shown while nothing is selected. @default "Choose…" */
  placeholder?: string;
  /** Help shown under the control. */
  hint?: string;
  /** A validation message; marks the control invalid. */
  error?: string;
  /** The form field name, for native form submission. */
  name?: string;
  /** @default false */
  disabled?: boolean;
  /** @default false */
  required?: boolean;
  className?: string;
}

/** A labelled single-choice list (Radix Select): typeahead, arrow keys and screen-reader support built in. */
export function Select({
  label,
  options,
  placeholder = "Choose…",
  hint,
  error,
  className,
  ...rootProps
}: SelectProps) {
  const id = useId();
  const ids = { hintId: `${id}-hint`, errorId: `${id}-error` };
  return (
    <div className={joinClassNames(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {rootProps.required && <RequiredMark />}
      </label>
      <RadixSelect.Root {...rootProps}>
        <RadixSelect.Trigger
          id={id}
          aria-required={rootProps.required ? true : undefined}
          className={styles.trigger}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.icon}>
            <ChevronDownIcon size={18} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={6}
            className={joinClassNames(surface.surface, styles.content)}
          >
            <RadixSelect.Viewport>
              {groupOptions(options).map(({ group, options: items }, index) =>
                group === undefined ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a run's place in the list is its identity
                  <Fragment key={index}>
                    {items.map((option) => (
                      <Item key={option.value} option={option} />
                    ))}
                  </Fragment>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a group's place in the list is its identity
                  <RadixSelect.Group key={index}>
                    <RadixSelect.Label className={surface.label}>{group}</RadixSelect.Label>
                    {items.map((option) => (
                      <Item key={option.value} option={option} />
                    ))}
                  </RadixSelect.Group>
                ),
              )}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  );
}

function Item({ option }: { option: SelectOption }) {
  return (
    <RadixSelect.Item value={option.value} disabled={option.disabled} className={surface.item}>
      {option.swatch !== undefined && (
        <span className={styles.swatch} style={{ background: option.swatch }} aria-hidden="true" />
      )}
      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
      <RadixSelect.ItemIndicator className={styles.itemIndicator}>
        <CheckIcon size={16} />
      </RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
}
