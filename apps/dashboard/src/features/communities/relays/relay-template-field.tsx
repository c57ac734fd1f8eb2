import { RELAY_TEMPLATE_MAX } from "@chartbot/contracts/relays";
import { TextField } from "@chartbot/ui/text-field";
import type { FieldProps } from "@/components/form";
import { TemplatePreview } from "@/components/template-preview";
import { templateProblem, validateText } from "@/features/communities/field-rules";

/** A relay template's problem as the form says it (too long, control characters, the contract's check). */
export function relayTemplateProblem(template: string): string | undefined {
  return (
    validateText(template, { max: RELAY_TEMPLATE_MAX, oneLine: false }) ?? templateProblem(template, "relay")
  );
}

/** The template field of a relay's dialogs, with its preview line. */
export function RelayTemplateField({ field }: { field: FieldProps }) {
  return (
    <>
      <TextField
        label="Message template (optional)"
        autoComplete="off"
        maxLength={RELAY_TEMPLATE_MAX}
        hint="Wraps each message: {content} is the text sent. Leave empty to post the text as sent."
        {...field}
      />
      <TemplatePreview kind="relay" template={field.value} />
    </>
  );
}
