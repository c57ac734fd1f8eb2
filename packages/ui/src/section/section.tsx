import { type ComponentProps, type ReactNode, useId } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./section.css";

export interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** The section's heading; also its accessible name. */
  title: ReactNode;
  /** The heading level that fits the page outline. @default "h2" */
  headingLevel?: "h2" | "h3" | "h4";
  /** The heading's id, for links to it. @default an id React makes */
  headingId?: string;
  /** A muted line under the heading. */
  description?: ReactNode;
  /** Buttons at the heading's end (under it when the row is narrow). */
  actions?: ReactNode;
}

/** A titled part of a page: the heading (with its actions) above the content, in the page's rhythm. */
export function Section({
  title,
  headingLevel: Heading = "h2",
  headingId,
  description,
  actions,
  className,
  children,
  ...props
}: SectionProps) {
  const madeId = useId();
  const id = headingId ?? madeId;
  const heading = (
    <div className={styles.headings}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  );
  return (
    <section aria-labelledby={id} className={joinClassNames(styles.section, className)} {...props}>
      {actions ? (
        <div className={styles.bar}>
          {heading}
          <div className={styles.actions}>{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
