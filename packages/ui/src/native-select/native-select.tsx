import { type ComponentProps, useId } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as fieldStyles from "../field/field.css";
import { describedBy, FieldMessages, RequiredMark } from "../field/field-message";
import { ChevronDownIcon } from "../icons/ui-icons";
import type { SelectOption } from "../select/select";
import * as styles from "./native-select.css";

export interface NativeSelectProps
  extends Omit<ComponentProps<"select">, "children" | "className" | "multiple" | "onChange"> {
  /** The visible label. */
  label: string;
  options: readonly SelectOption[];
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** Help shown under the control. */
  hint?: string;
  /** A validation message; marks the control invalid. */
  error?: string;
  /** Classes for the wrapper (label, control and messages). */
  className?: string;
}

/**
 * A labelled single-choice list on the browser's own `<select>`: the platform's picker (best on phones),
 * no script of its own, so it costs nothing on static pages. Same props as `Select` where they overlap.
 */
export function NativeSelect({
  label,
  options,
  onValueChange,
  hint,
  error,
  className,
  id,
  required,
  ...props
}: NativeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const ids = { hintId: `${selectId}-hint`, errorId: `${selectId}-error` };
  return (
    <div className={joinClassNames(fieldStyles.field, className)}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className={styles.wrapper}>
        <select
          id={selectId}
          className={styles.select}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onChange={onValueChange && ((event) => onValueChange(event.target.value))}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className={styles.icon} />
      </div>
      <FieldMessages {...ids} hint={hint} error={error} />
    </div>
  );
}
