import { ADDONS } from "@chartbot/addons";
import { Button } from "@chartbot/ui/button";
import { stack } from "@chartbot/ui/stack";
import { AddonCard } from "@/components/addon-card";
import { CheckList } from "@/components/check-list";
import { Container } from "@/components/container";
import { CtaBand } from "@/components/cta-band";
import { FaqList } from "@/components/faq-list";
import * as layout from "@/components/layout.css";
import { PageHeader } from "@/components/page-header";
import { RichText } from "@/components/rich-text";
import { FREE_PLAN, PRICING_FAQ } from "@/content/pricing";
import { env } from "@/env";
import * as styles from "./pricing-view.css";

/** /pro: the free plan, every add-on with price, trial and limits, and billing questions. */
export function PricingView() {
  return (
    <>
      <PageHeader
        eyebrow="Add-Ons & Pricing"
        title="Free to start, add-ons when you grow"
        lead="Every community gets Chartbot's core features for free. Add-ons are monthly, billed per slot, and most start with a free trial."
      />
      <section aria-labelledby="free-heading" className={layout.band}>
        <Container className={styles.free}>
          <div className={stack({ gap: "md", align: "flex-start" })}>
            <h2 id="free-heading" className={layout.sectionHeading}>
              Free for every community
            </h2>
            <p className={styles.freePrice}>
              <span className={styles.amount}>$0</span> forever
            </p>
            <Button asChild size="lg">
              <a href={env.BOT_INVITE_URL}>Add to Discord</a>
            </Button>
          </div>
          <CheckList
            items={FREE_PLAN}
            variant="columns"
            renderItem={(item) => (
              <span>
                <RichText text={item} />
              </span>
            )}
          />
        </Container>
      </section>
      <section aria-labelledby="addons-heading" className={layout.bandMuted}>
        <Container>
          <h2 id="addons-heading" className={layout.sectionHeading}>
            Add-ons
          </h2>
          <p className={layout.sectionLead}>
            Subscribe in the dashboard and assign each slot to a community (or, for Price Alerts, to your
            account).
          </p>
          <ul className={layout.cardGrid}>
            {ADDONS.map((addon) => (
              <li key={addon.slug}>
                <AddonCard addon={addon} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <section aria-labelledby="faq-heading" className={layout.band}>
        <Container>
          <h2 id="faq-heading" className={layout.sectionHeading}>
            Billing questions
          </h2>
          <FaqList faq={PRICING_FAQ} />
        </Container>
      </section>
      <CtaBand />
    </>
  );
}
