import type { ReactNode } from "react";
import * as styles from "./page.css";

export interface PageProps {
  /** The page's one `<h1>`. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the title's right (below it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The layout of every account screen: a heading block, then the content. */
export function Page({ title, description, actions, children }: PageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.headings}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}

export interface PageSectionProps {
  /** The section's `<h2>`; also its accessible name. */
  title: string;
  id?: string;
  children?: ReactNode;
}

/** A titled part of a page. */
export function PageSection({ title, id, children }: PageSectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
