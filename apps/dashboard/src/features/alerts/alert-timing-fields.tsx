import { MAX_ALERT_COOLDOWN_MINUTES, MIN_ALERT_COOLDOWN_MINUTES } from "@chartbot/contracts/alerts";
import type { TemplateValues } from "@chartbot/contracts/message-templates";
import { Checkbox } from "@chartbot/ui/checkbox";
import { TextField } from "@chartbot/ui/text-field";
import { TemplatePreview } from "@/components/template-preview";
import { onSchedule } from "./alert-condition";
import type { AlertFormState } from "./alert-condition-fields";
import { MAX_ALERT_MESSAGE_LENGTH } from "./alert-validation";

/** What the alert says and how long and how often it fires: the message, the expiry, repetition and its cooldown. */
export function AlertTimingFields({
  form,
  templateValues,
}: {
  form: AlertFormState;
  /** What the message's placeholders read as the form stands, for its preview. */
  templateValues: TemplateValues;
}) {
  const { values } = form;
  return (
    <>
      <TextField
        label="Message (optional)"
        autoComplete="off"
        maxLength={MAX_ALERT_MESSAGE_LENGTH}
        hint={`Sent with the alert; at most ${MAX_ALERT_MESSAGE_LENGTH} characters. Placeholders such as {price} are filled in when it posts.`}
        {...form.field("message")}
      />
      <TemplatePreview kind="alert" template={values.message} values={templateValues} />
      <TextField
        label="Expires (optional)"
        type="datetime-local"
        hint="Leave empty: the alert never expires."
        {...form.field("expiresAt")}
      />
      {/* A condition on a schedule repeats by itself, every period. */}
      {!onSchedule(values.placement) && (
        <Checkbox
          label="Repeat every time"
          hint="Stays active after it triggers, instead of firing once."
          checked={values.repeat}
          onCheckedChange={(repeat) => form.setValue("repeat", repeat)}
        />
      )}
      {values.repeat && !onSchedule(values.placement) && (
        <TextField
          label="Cooldown (minutes)"
          inputMode="numeric"
          autoComplete="off"
          hint={`At most one message per cooldown: ${MIN_ALERT_COOLDOWN_MINUTES} to ${MAX_ALERT_COOLDOWN_MINUTES} minutes.`}
          {...form.field("cooldownMinutes")}
        />
      )}
    </>
  );
}
