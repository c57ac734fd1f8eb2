import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { ExternalLinkIcon, menuIcons } from "@chartbot/ui/icons";
import { Link } from "@chartbot/ui/link";
import { createSiteMenu, type MenuGroup } from "@chartbot/ui/menu";
import { stack } from "@chartbot/ui/stack";
import { visuallyHidden } from "@chartbot/ui/tokens";
import { Container } from "@/components/container";
import { ContentSections } from "@/components/content-sections";
import * as layout from "@/components/layout.css";
import { PageHeader } from "@/components/page-header";
import { COMMAND_BASICS } from "@/content/command-basics";
import { getFeature, isFeatureSlug } from "@/content/features";
import { env } from "@/env";
import * as styles from "./feature-index-view.css";

/** The Documentation mega menu's groups: the index shows the same grouping as the menu. */
export function documentationGroups(): readonly MenuGroup[] {
  const menu = createSiteMenu({ tradingWikiUrl: env.NEXT_PUBLIC_TRADING_WIKI_URL });
  return menu.find((item) => item.id === "features")?.groups ?? [];
}

const featureSlugOf = (href: string) => href.replace(/^\/features\//, "");

/** /features: how commands work, then every documentation page in the menu's groups. */
export function FeatureIndexView() {
  return (
    <>
      <PageHeader
        eyebrow="Documentation"
        title="Chartbot documentation"
        lead="Every command, with the options it takes and examples you can paste into your server. New here? Start with [Charting](/features/charting) and [Prices](/features/prices)."
      />
      <div className={layout.band}>
        <Container className={stack({ gap: "xxxl" })}>
          {documentationGroups().map((group) => {
            const GroupIcon = menuIcons[group.image];
            const headingId = `group-${group.image}`;
            return (
              <section key={group.title} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.groupHeading}>
                  <span className={styles.groupIcon}>
                    <GroupIcon size={20} />
                  </span>
                  {group.title}
                </h2>
                <ul className={layout.cardGrid}>
                  {group.items.map((item) => {
                    const slug = featureSlugOf(item.href);
                    if (!isFeatureSlug(slug)) {
                      return (
                        <Card as="li" key={item.id} interactive>
                          <CardTitle>
                            <a
                              href={item.href}
                              target="_blank"
                              rel="noopener noreferrer"
                              className={layout.cardLink}
                            >
                              {item.name}
                              <ExternalLinkIcon size={14} className={styles.external} />
                              <span className={visuallyHidden}> (opens in a new tab)</span>
                            </a>
                          </CardTitle>
                          <CardDescription>{item.description}</CardDescription>
                        </Card>
                      );
                    }
                    const doc = getFeature(slug);
                    return (
                      <Card as="li" key={item.id} interactive>
                        <CardTitle>
                          <Link href={item.href} unstyled className={layout.cardLink}>
                            {doc.title}
                          </Link>
                        </CardTitle>
                        <CardDescription>{doc.summary}</CardDescription>
                        <code className={layout.commandChip}>{doc.examples[0]?.command}</code>
                      </Card>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </Container>
      </div>
      <div className={layout.bandMuted}>
        <Container>
          <ContentSections sections={COMMAND_BASICS} />
        </Container>
      </div>
    </>
  );
}
