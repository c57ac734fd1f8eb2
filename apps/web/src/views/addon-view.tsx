import { ADDONS, type Addon, formatPrice } from "@chartbot/addons";
import { NewBadge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { CheckIcon } from "@chartbot/ui/icons";
import { Link } from "@chartbot/ui/link";
import { visuallyHidden } from "@/components/a11y.css";
import { subscribeLabel, trialLabel } from "@/components/addon-card";
import { Breadcrumb } from "@/components/breadcrumb";
import { CommandExamples } from "@/components/command-examples";
import { Container } from "@/components/container";
import { CtaBand } from "@/components/cta-band";
import { FaqList } from "@/components/faq-list";
import * as layout from "@/components/layout.css";
import { PageHeader } from "@/components/page-header";
import { RichText } from "@/components/rich-text";
import { Steps } from "@/components/steps";
import { getAddonPage } from "@/content/addons";
import { getFeature } from "@/content/features";
import { UNIT_LABELS } from "@/content/pricing";
import { subscribeUrl } from "@/lib/site-links";
import * as styles from "./addon-view.css";

/** An add-on's page: price and trial from the catalogue, what it adds, examples, set-up and questions. */
export function AddonView({ addon }: { addon: Addon }) {
  const page = getAddonPage(addon.slug);
  const others = ADDONS.filter((other) => other.slug !== addon.slug);
  return (
    <>
      <PageHeader
        eyebrow={<Breadcrumb parent={{ label: "Add-Ons & Pricing", href: "/pro" }} current={addon.name} />}
        title={
          <>
            {addon.name}
            {addon.isNew && <NewBadge />}
          </>
        }
        lead={addon.tagline}
      />
      <Container className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="overview-heading" className={styles.block}>
            <h2 id="overview-heading" className={layout.sectionHeading}>
              Overview
            </h2>
            <p>{addon.description}</p>
            {page.intro.map((paragraph) => (
              <p key={paragraph}>
                <RichText text={paragraph} />
              </p>
            ))}
          </section>
          <section aria-labelledby="included-heading" className={styles.block}>
            <h2 id="included-heading" className={layout.sectionHeading}>
              What you get
            </h2>
            <ul className={styles.features}>
              {addon.features.map((feature) => (
                <li key={feature} className={styles.feature}>
                  <CheckIcon size={18} className={styles.check} />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="examples-heading" className={styles.block}>
            <h2 id="examples-heading" className={layout.sectionHeading}>
              In your server
            </h2>
            <CommandExamples examples={page.examples} />
          </section>
          <section aria-labelledby="start-heading" className={styles.block}>
            <h2 id="start-heading" className={layout.sectionHeading}>
              Get started
            </h2>
            <Steps steps={page.steps} />
          </section>
          <section aria-labelledby="faq-heading" className={styles.block}>
            <h2 id="faq-heading" className={layout.sectionHeading}>
              Questions
            </h2>
            <FaqList faq={page.faq} />
          </section>
          <section aria-labelledby="docs-heading" className={styles.block}>
            <h2 id="docs-heading" className={layout.sectionHeading}>
              Documentation
            </h2>
            <ul className={styles.docs}>
              {page.docs.map((slug) => {
                const doc = getFeature(slug);
                return (
                  <Card as="li" key={slug} interactive padding="sm">
                    <CardTitle>
                      <Link href={`/features/${slug}`} unstyled className={layout.cardLink}>
                        {doc.title}
                      </Link>
                    </CardTitle>
                    <CardDescription>{doc.summary}</CardDescription>
                  </Card>
                );
              })}
            </ul>
          </section>
        </div>
        <div className={styles.aside}>
          <Card as="section" className={styles.priceCard} aria-labelledby="price-heading">
            <h2 id="price-heading" className={styles.priceHeading}>
              Price
            </h2>
            <p className={styles.price}>
              <span className={styles.amount} data-testid="addon-price">
                {formatPrice(addon.monthlyPriceCents)}
              </span>{" "}
              <span className={styles.unit}>{UNIT_LABELS[addon.unit]}</span>
            </p>
            <p className={addon.trialDays > 0 ? styles.trial : styles.noTrial}>{trialLabel(addon)}</p>
            <dl className={styles.limits}>
              {addon.limits.map((limit) => (
                <div key={limit.label} className={styles.limit}>
                  <dt>{limit.label}</dt>
                  <dd>{limit.value}</dd>
                </div>
              ))}
            </dl>
            <Button asChild size="lg" fullWidth>
              <a href={subscribeUrl(addon.slug)}>
                {subscribeLabel(addon)}
                <span className={visuallyHidden}> for {addon.name}</span>
              </a>
            </Button>
            <p className={styles.small}>Cancel any time in the dashboard. Billed monthly through Stripe.</p>
          </Card>
        </div>
      </Container>
      <section aria-labelledby="other-addons-heading" className={layout.bandMuted}>
        <Container>
          <h2 id="other-addons-heading" className={layout.sectionHeading}>
            Other add-ons
          </h2>
          <ul className={layout.cardGrid}>
            {others.map((other) => (
              <Card as="li" key={other.slug} interactive padding="sm">
                <CardTitle>
                  <Link href={`/pro/${other.slug}`} unstyled className={layout.cardLink}>
                    {other.name}
                  </Link>
                </CardTitle>
                <CardDescription>{other.tagline}</CardDescription>
                <p className={styles.small}>
                  {formatPrice(other.monthlyPriceCents)} {UNIT_LABELS[other.unit]}
                </p>
              </Card>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand />
    </>
  );
}
