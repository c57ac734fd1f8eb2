import {
  ALERT_PLACEMENTS,
  ALERT_WINDOW_LABELS,
  ALERT_WINDOWS,
  type AlertConditionField,
  alertCondition,
  conditionUses,
  MAX_ALERT_PERIOD_HOURS,
  MIN_ALERT_PERIOD_HOURS,
} from "@chartbot/contracts/alerts";
import { NativeSelect } from "@chartbot/ui/native-select";
import { TextField } from "@chartbot/ui/text-field";
import type { ApiError } from "@/client/api-error";
import type { FormState } from "@/components/form";
import { onSchedule, PLACEMENT_LABELS } from "./alert-condition";
import type { AlertFormValues } from "./alert-validation";
import * as styles from "./alerts.css";

/** The alert form's values and state, as each of its fieldsets gets them. */
export type AlertFormState = FormState<Omit<AlertFormValues, "mode">, ApiError>;

/**
 * What the alert waits for: the kind of condition, then the fields that kind takes and the kind's hints (the
 * contract's table of conditions): a level, or a percent move and its window.
 */
export function AlertConditionFields({ form }: { form: AlertFormState }) {
  const { values } = form;
  const uses = (field: AlertConditionField) => conditionUses(values.placement, field);
  // The kind's own hints, where it says more than a field's usual one.
  const hints = alertCondition(values.placement).hints ?? {};
  return (
    <>
      <fieldset className={styles.placement}>
        <legend className={styles.placementLegend}>Notify me</legend>
        <div className={styles.segmented}>
          {ALERT_PLACEMENTS.map((placement) => (
            <label key={placement} className={styles.segment}>
              <input
                type="radio"
                name="placement"
                value={placement}
                className={styles.segmentInput}
                checked={values.placement === placement}
                onChange={() => form.setValue("placement", placement)}
              />
              {PLACEMENT_LABELS[placement]}
            </label>
          ))}
        </div>
      </fieldset>
      {uses("percent") && (
        <TextField
          label="Move (%)"
          inputMode="decimal"
          autoComplete="off"
          required
          placeholder="5"
          hint="Up or down, from the price at the start of the window."
          {...form.field("percent")}
        />
      )}
      {uses("window") && (
        <NativeSelect
          label="Within"
          options={ALERT_WINDOWS.map((window) => ({ value: window, label: ALERT_WINDOW_LABELS[window] }))}
          value={values.window}
          onValueChange={(window) => form.setValue("window", window as AlertFormValues["window"])}
        />
      )}
      {onSchedule(values.placement) && (
        <TextField
          label="Every (hours)"
          inputMode="numeric"
          autoComplete="off"
          required
          placeholder="4"
          hint={`Posts the price now, then every this many hours, whatever it is: ${MIN_ALERT_PERIOD_HOURS} to ${MAX_ALERT_PERIOD_HOURS}.`}
          {...form.field("periodHours")}
        />
      )}
      {uses("level") && (
        <TextField
          label="Level"
          inputMode="decimal"
          autoComplete="off"
          required
          placeholder="65000"
          hint={hints.level ?? "The price in the market's quote currency, e.g. USD for BTCUSD."}
          {...form.field("level")}
        />
      )}
    </>
  );
}
