import type { RichText as RichTextValue } from "@/content/types";
import { RichText } from "./rich-text";
import * as styles from "./steps.css";

/** Numbered steps, each a sentence or two. */
export function Steps({ steps }: { steps: readonly RichTextValue[] }) {
  return (
    <ol className={styles.list}>
      {steps.map((step) => (
        <li key={step} className={styles.item}>
          <RichText text={step} />
        </li>
      ))}
    </ol>
  );
}
