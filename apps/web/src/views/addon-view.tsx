import { ADDONS, type Addon, formatPrice } from "@chartbot/addons";
import { NewBadge } from "@chartbot/ui/badge";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { Link } from "@chartbot/ui/link";
import { stack } from "@chartbot/ui/stack";
import { SubscribeButton, SubscribeNote } from "@/components/addon-card";
import { AddonLimits, AddonPrice } from "@/components/addon-price";
import { BotPreview } from "@/components/bot-preview/bot-preview";
import { Breadcrumb } from "@/components/breadcrumb";
import { CheckList } from "@/components/check-list";
import { CommandExamples } from "@/components/command-examples";
import { Container } from "@/components/container";
import { CtaBand } from "@/components/cta-band";
import { FaqList } from "@/components/faq-list";
import { FeatureCardList } from "@/components/feature-card-list";
import * as layout from "@/components/layout.css";
import { PageHeader } from "@/components/page-header";
import { RichText } from "@/components/rich-text";
import { Steps } from "@/components/steps";
import { getAddonPage } from "@/content/addons";
import { UNIT_LABELS } from "@/content/pricing";
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
          <section aria-labelledby="overview-heading" className={stack({ gap: "md" })}>
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
          <section aria-labelledby="included-heading" className={stack({ gap: "md" })}>
            <h2 id="included-heading" className={layout.sectionHeading}>
              What you get
            </h2>
            <CheckList items={addon.features} variant="columns" />
          </section>
          <section aria-labelledby="examples-heading" className={stack({ gap: "md" })}>
            <h2 id="examples-heading" className={layout.sectionHeading}>
              In your server
            </h2>
            <CommandExamples examples={page.examples} />
            <BotPreview post={page.preview} />
          </section>
          <section aria-labelledby="start-heading" className={stack({ gap: "md" })}>
            <h2 id="start-heading" className={layout.sectionHeading}>
              Get started
            </h2>
            <Steps steps={page.steps} />
          </section>
          <section aria-labelledby="faq-heading" className={stack({ gap: "md" })}>
            <h2 id="faq-heading" className={layout.sectionHeading}>
              Questions
            </h2>
            <FaqList faq={page.faq} />
          </section>
          <section aria-labelledby="docs-heading" className={stack({ gap: "md" })}>
            <h2 id="docs-heading" className={layout.sectionHeading}>
              Documentation
            </h2>
            <FeatureCardList slugs={page.docs} columns={2} />
          </section>
        </div>
        <div className={styles.aside}>
          <Card as="section" className={styles.priceCard} aria-labelledby="price-heading">
            <h2 id="price-heading" className={styles.priceHeading}>
              Price
            </h2>
            <AddonPrice addon={addon} size="lg" amountTestId="addon-price" />
            <AddonLimits addon={addon} className={styles.limitsRuledBelow} />
            <SubscribeButton addon={addon} size="lg" fullWidth />
            <SubscribeNote addon={addon} />
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
