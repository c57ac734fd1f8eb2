import { stack } from "@chartbot/ui/stack";
import type { Faq } from "@/content/types";
import * as styles from "./faq-list.css";
import { RichText } from "./rich-text";

/** Questions and answers as a description list. */
export function FaqList({ faq }: { faq: readonly Faq[] }) {
  return (
    <dl className={`${stack({ gap: "xl" })} ${styles.list}`}>
      {faq.map((entry) => (
        <div key={entry.question} className={styles.item}>
          <dt className={styles.question}>{entry.question}</dt>
          <dd className={styles.answer}>
            <RichText text={entry.answer} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
