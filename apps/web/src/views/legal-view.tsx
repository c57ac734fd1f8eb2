import { Link } from "@chartbot/ui/link";
import { Container } from "@/components/container";
import { ContentSections } from "@/components/content-sections";
import * as layout from "@/components/layout.css";
import { PageHeader } from "@/components/page-header";
import { RichText } from "@/components/rich-text";
import type { LegalDocument } from "@/content/legal/legal-document";
import * as styles from "./legal-view.css";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A legal page: last-updated date, summary, table of contents and the sections. */
export function LegalView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={document.title}>
        <p className={styles.updated}>
          Last updated{" "}
          <time dateTime={document.updated}>{dateFormat.format(new Date(document.updated))}</time>
        </p>
      </PageHeader>
      <div className={layout.band}>
        <Container className={styles.layout}>
          <div className={styles.summary}>
            {document.summary.map((paragraph) => (
              <p key={paragraph}>
                <RichText text={paragraph} />
              </p>
            ))}
          </div>
          <nav aria-label="Contents" className={styles.toc}>
            <h2 className={styles.tocTitle}>Contents</h2>
            <ol className={styles.tocList}>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`}>{section.heading}</Link>
                </li>
              ))}
            </ol>
          </nav>
          <ContentSections sections={document.sections} />
        </Container>
      </div>
    </>
  );
}
