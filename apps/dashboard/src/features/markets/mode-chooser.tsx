"use client";

import type { TickerMode, TickerModeChoice } from "@chartbot/contracts/markets";
import { MODE_HELP, MODE_LABELS, TICKER_MODES } from "@chartbot/ticker-parser";
import { Stack, stack } from "@chartbot/ui/stack";
import { Tiles } from "@chartbot/ui/tiles";
import { useId } from "react";
import * as choiceCard from "@/components/choice-card.css";
import * as formLayout from "@/components/form-layout.css";
import * as styles from "./mode-chooser.css";

/** The modes with the spec's help texts, from @chartbot/ticker-parser. */
export const DEFAULT_MODE_CHOICES: readonly TickerModeChoice[] = TICKER_MODES.map((value) => ({
  value,
  label: MODE_LABELS[value],
  help: MODE_HELP[value],
}));

export interface ModeChooserProps {
  /** The fieldset's legend. */
  legend: string;
  /** A line under the legend. */
  description?: string;
  value: TickerMode | undefined;
  onChange: (mode: TickerMode) => void;
  /** The modes with their help texts, e.g. a community's `tickerModes`. @default DEFAULT_MODE_CHOICES */
  choices?: readonly TickerModeChoice[];
  /** @default false */
  disabled?: boolean;
  /** Two cards side by side from tablet width, or always stacked (narrow columns). @default "columns" */
  layout?: "columns" | "stacked";
}

/** The ticker parsing mode as two radio cards, each with its help text (spec section 5). */
export function ModeChooser({
  legend,
  description,
  value,
  onChange,
  choices = DEFAULT_MODE_CHOICES,
  disabled = false,
  layout = "columns",
}: ModeChooserProps) {
  const id = useId();
  return (
    <Stack as="fieldset" gap="sm" aria-describedby={description ? `${id}-description` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {description && (
        <p id={`${id}-description`} className={formLayout.muted}>
          {description}
        </p>
      )}
      <Tiles columns={layout === "columns" ? { mobile: 1, tablet: 2 } : 1} gap="md">
        {choices.map((choice) => (
          <label key={choice.value} className={choiceCard.choice}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={choice.value}
              className={choiceCard.radio}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              aria-describedby={`${id}-${choice.value}-help`}
            />
            <span className={stack({ gap: "xs" })}>
              <span className={choiceCard.label}>{choice.label}</span>
              <span id={`${id}-${choice.value}-help`} className={choiceCard.help}>
                {choice.help}
              </span>
            </span>
          </label>
        ))}
      </Tiles>
    </Stack>
  );
}
