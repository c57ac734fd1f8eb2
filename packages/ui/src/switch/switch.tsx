"use client";

import { Switch as RadixSwitch } from "radix-ui";
import { type BooleanChoiceProps, ChoiceRow } from "../choice/choice-row";
import * as styles from "./switch.css";

export type SwitchProps = BooleanChoiceProps;

/** An on/off setting that applies at once (Radix Switch). */
export function Switch({ label, hint, className, ...props }: SwitchProps) {
  return (
    <ChoiceRow label={label} hint={hint} className={className}>
      {(control) => (
        <RadixSwitch.Root {...control} className={styles.track} {...props}>
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      )}
    </ChoiceRow>
  );
}
