import { stack } from "@chartbot/ui/stack";
import type { ReactNode } from "react";
import { Container } from "./container";
import * as styles from "./page-header.css";
import { RichText } from "./rich-text";

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** A short line above the title: the section the page belongs to. */
  eyebrow?: ReactNode;
  /** One or two sentences under the title (content markup allowed). */
  lead?: string;
  /** Buttons or badges under the lead. */
  children?: ReactNode;
}

/** The top band of every inner page: eyebrow, h1, lead and actions. */
export function PageHeader({ title, eyebrow, lead, children }: PageHeaderProps) {
  return (
    <div className={styles.band}>
      <Container className={stack({ gap: "md" })}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 className={styles.title}>{title}</h1>
        {lead && (
          <p className={styles.lead}>
            <RichText text={lead} />
          </p>
        )}
        {children && <div className={styles.extra}>{children}</div>}
      </Container>
    </div>
  );
}
