import type { CommandExample } from "@/content/types";
import * as styles from "./command-examples.css";
import { RichText } from "./rich-text";

/** Commands as a member types them, each with what the bot answers. */
export function CommandExamples({ examples }: { examples: readonly CommandExample[] }) {
  return (
    <dl className={styles.list}>
      {examples.map((example) => (
        <div key={example.command} className={styles.item}>
          <dt className={styles.command}>
            <span className={styles.prompt} aria-hidden="true">
              ›
            </span>
            <code>{example.command}</code>
          </dt>
          <dd className={styles.result}>
            <RichText text={example.result} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
