import {
  expandTemplate,
  knownPlaceholderList,
  previewValues,
  type TemplateKind,
  type TemplateValues,
} from "@chartbot/contracts/message-templates";
import * as styles from "./template-preview.css";

export interface TemplatePreviewProps {
  /** What carries the template: it decides the placeholders offered. */
  kind: TemplateKind;
  /** The template as typed; empty shows the placeholders instead of a preview. */
  template: string;
  /** Values known now (the form's ticker, condition…); the rest show their samples. */
  values?: TemplateValues;
  /** The line's id, for the field's `aria-describedby`. */
  id?: string;
}

/**
 * The line under a message field: the placeholders it may use while empty, then the message as it would be
 * posted, filled with the form's values and samples for what is known only when it posts.
 */
export function TemplatePreview({ kind, template, values, id }: TemplatePreviewProps) {
  const trimmed = template.trim();
  if (!trimmed) {
    return (
      <p id={id} className={styles.preview}>
        Placeholders: {knownPlaceholderList(kind)}
      </p>
    );
  }
  return (
    <p id={id} className={styles.preview} data-testid="template-preview">
      Preview: <span className={styles.expansion}>{expandTemplate(trimmed, previewValues(values))}</span>
    </p>
  );
}
