import { Inline } from "@chartbot/ui/inline";
import { Section } from "@chartbot/ui/section";
import { Stack } from "@chartbot/ui/stack";
import type { ReactNode } from "react";
import * as styles from "./page.css";

export interface PageProps {
  /** The page's one `<h1>`. */
  title: string;
  /** The heading's id, for links and for moving focus to it (it is then focusable by script). */
  titleId?: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the title's right (below it on phones). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The layout of every account screen: a heading block, then the content. */
export function Page({ title, titleId, description, actions, children }: PageProps) {
  return (
    <Stack gap="xl">
      <Inline gap="lg" align="flex-end" justify="space-between">
        <Stack gap="xs">
          <h1 id={titleId} tabIndex={titleId ? -1 : undefined} className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </Stack>
        {actions && <Inline>{actions}</Inline>}
      </Inline>
      {children}
    </Stack>
  );
}

export interface PageSectionProps {
  /** The section's `<h2>`; also its accessible name. */
  title: string;
  /** The stem of the heading's id (`<id>-heading`). @default the title in kebab case */
  id?: string;
  children?: ReactNode;
}

/** A titled part of a page, with a stable heading id. */
export function PageSection({ title, id, children }: PageSectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <Section title={title} headingId={headingId}>
      {children}
    </Section>
  );
}
