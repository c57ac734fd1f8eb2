import type { CodeSample as CodeSampleValue } from "@/content/types";
import * as styles from "./code-sample.css";

/** A titled block of code (HTTP requests, payloads), scrollable on small screens. */
export function CodeSample({ sample }: { sample: CodeSampleValue }) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{sample.title}</figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard. */}
      <pre className={styles.pre} tabIndex={0}>
        <code>{sample.code}</code>
      </pre>
    </figure>
  );
}
