import { stack } from "@chartbot/ui/stack";
import type { ContentSection } from "@/content/types";
import { CodeSample } from "./code-sample";
import { CommandExamples } from "./command-examples";
import * as styles from "./content-sections.css";
import * as layout from "./layout.css";
import { OptionsTable } from "./options-table";
import { RichText } from "./rich-text";
import { Steps } from "./steps";

/** One content section: an h2 with an anchor, then whichever blocks it has, in a fixed order. */
export function ContentSectionView({ section }: { section: ContentSection }) {
  return (
    <section id={section.id} className={styles.section}>
      <h2 id={`${section.id}-heading`} className={styles.heading}>
        {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          <RichText text={paragraph} />
        </p>
      ))}
      {section.steps && <Steps steps={section.steps} />}
      {section.list && (
        <ul className={layout.list}>
          {section.list.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.examples && <CommandExamples examples={section.examples} />}
      {section.table && <OptionsTable table={section.table} />}
      {section.code?.map((sample) => (
        <CodeSample key={sample.title} sample={sample} />
      ))}
    </section>
  );
}

/** A page's sections, one after the other. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <div className={stack({ gap: "xxxl" })}>
      {sections.map((section) => (
        <ContentSectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
