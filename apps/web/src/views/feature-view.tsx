import { formatPrice, getAddon } from "@chartbot/addons";
import { commandOfFeature } from "@chartbot/command-catalogue";
import { Card } from "@chartbot/ui/card";
import { Link } from "@chartbot/ui/link";
import { stack } from "@chartbot/ui/stack";
import type { ReactNode } from "react";
import { BotPreview } from "@/components/bot-preview/bot-preview";
import { Breadcrumb } from "@/components/breadcrumb";
import { CommandExamples } from "@/components/command-examples";
import { Container } from "@/components/container";
import { ContentSections } from "@/components/content-sections";
import { FeatureCardList } from "@/components/feature-card-list";
import { OptionsTable } from "@/components/options-table";
import { PageHeader } from "@/components/page-header";
import { RichText } from "@/components/rich-text";
import type { FeatureDoc } from "@/content/features";
import { UNIT_LABELS } from "@/content/pricing";
import * as styles from "./feature-view.css";

export interface FeatureViewProps {
  doc: FeatureDoc;
  /** Extra blocks after the options, for pages with more than data (the Lookup mode comparison). */
  children?: ReactNode;
  /** "On this page" entries for the sections in `children`, listed after Options. */
  childrenToc?: readonly { id: string; label: string }[];
}

/** A documentation page: syntax, examples, options, sections, the related add-on and further reading. */
export function FeatureView({ doc, children, childrenToc = [] }: FeatureViewProps) {
  const addon = doc.addon && getAddon(doc.addon);
  const command = commandOfFeature(doc.slug);
  const toc = [
    { id: "syntax", label: "Syntax" },
    { id: "examples", label: "Examples" },
    ...(doc.options ? [{ id: "options", label: "Options" }] : []),
    ...childrenToc,
    ...doc.sections.map((section) => ({ id: section.id, label: section.heading })),
  ];
  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb parent={{ label: "Documentation", href: "/features" }} current={doc.title} />}
        title={doc.title}
        lead={doc.intro[0]}
      />
      <Container className={styles.layout}>
        <div className={styles.main}>
          {doc.intro.slice(1).map((paragraph) => (
            <p key={paragraph}>
              <RichText text={paragraph} />
            </p>
          ))}
          <section id="syntax" className={stack({ gap: "lg" })}>
            <h2 id="syntax-heading" className={styles.heading}>
              Syntax
            </h2>
            <pre className={styles.syntax}>
              <code>{command.usage.join("\n")}</code>
            </pre>
            <p>
              Also as the slash command <code>{command.slash}</code>
              {command.aliases.length > 0 && (
                <>
                  , or typed as{" "}
                  {command.aliases.map((alias, index) => (
                    <span key={alias}>
                      {index > 0 && " or "}
                      <code>{alias}</code>
                    </span>
                  ))}
                </>
              )}
              .
            </p>
          </section>
          <section id="examples" className={stack({ gap: "lg" })}>
            <h2 id="examples-heading" className={styles.heading}>
              Examples
            </h2>
            <CommandExamples examples={doc.examples} />
            <BotPreview post={doc.preview} />
            {doc.slug !== "lookup" && (
              <p className={styles.note}>
                <RichText text="Short crypto tickers such as `btc` complete to a pair in crypto mode. In traditional mode, the default, type the pair: `btcusd`. [How tickers are read](/features/lookup)" />
              </p>
            )}
          </section>
          {doc.options && (
            <section id="options" className={stack({ gap: "lg" })}>
              <h2 id="options-heading" className={styles.heading}>
                Options
              </h2>
              {doc.options.map((table) => (
                <OptionsTable key={table.caption} table={table} />
              ))}
            </section>
          )}
          {children}
          <ContentSections sections={doc.sections} />
          <section className={stack({ gap: "lg" })}>
            <h2 id="related-heading" className={styles.heading}>
              Related
            </h2>
            <FeatureCardList slugs={doc.related} columns={3} />
          </section>
        </div>
        <div className={styles.aside}>
          <nav aria-label="On this page" className={styles.toc}>
            <p className={styles.tocTitle}>On this page</p>
            <ul className={styles.tocList}>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <Link href={`#${entry.id}`} variant="subtle">
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {addon && (
            <Card padding="sm" className={styles.addon}>
              <p className={styles.addonEyebrow}>{doc.requiresAddon ? "Needs the add-on" : "Do more with"}</p>
              <p className={styles.addonName}>{addon.name}</p>
              <p className={styles.addonPrice}>
                {formatPrice(addon.monthlyPriceCents)} {UNIT_LABELS[addon.unit]}
              </p>
              <Link href={`/pro/${addon.slug}`} variant="standalone">
                Explore {addon.name}
              </Link>
            </Card>
          )}
        </div>
      </Container>
    </>
  );
}
