import { ADDONS } from "@chartbot/addons";
import { ASSET_CLASSES, listSymbols } from "@chartbot/symbol-catalogue";
import { Button } from "@chartbot/ui/button";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { stack } from "@chartbot/ui/stack";
import type { ReactNode } from "react";
import { AddonCard } from "@/components/addon-card";
import { ChatPreview } from "@/components/chat-preview/chat-preview";
import { Container } from "@/components/container";
import { CtaBand } from "@/components/cta-band";
import * as layout from "@/components/layout.css";
import { RichText } from "@/components/rich-text";
import { ASSET_CLASS_INFO } from "@/content/asset-classes";
import { HIGHLIGHTS, HOME_ADDONS_LEAD, HOME_HERO, HOME_STEPS } from "@/content/home";
import { env } from "@/env";
import * as styles from "./home-view.css";

interface HomeSectionProps {
  /** The id of the section's h2, which names the section. */
  id: string;
  heading: string;
  lead?: string;
  /** On the sunken background, to set the section off from its neighbours. @default false */
  muted?: boolean;
  /** A link under the section's content to the page that says more. */
  more?: { href: string; label: string };
  children: ReactNode;
}

/** A band of the home page: heading, lead, content and a link to read more. */
function HomeSection({ id, heading, lead, muted = false, more, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className={muted ? layout.bandMuted : layout.band}>
      <Container>
        <h2 id={id} className={layout.sectionHeading}>
          {heading}
        </h2>
        {lead && <p className={layout.sectionLead}>{lead}</p>}
        {children}
        {more && (
          <p className={styles.more}>
            <Link href={more.href} variant="standalone">
              {more.label}
            </Link>
          </p>
        )}
      </Container>
    </section>
  );
}

/** The home page: hero, feature highlights, markets, how it works, add-ons and the call to install. */
export function HomeView() {
  const symbolCount = listSymbols().length;
  return (
    <>
      <section aria-labelledby="hero-heading" className={styles.hero}>
        <Container className={styles.heroInner}>
          <div className={stack({ gap: "xl" })}>
            <h1 id="hero-heading" className={styles.heroTitle}>
              {HOME_HERO.title}
            </h1>
            <p className={styles.heroLead}>
              <RichText text={HOME_HERO.lead} />
            </p>
            <div className={inline({ gap: "md" })}>
              <Button asChild size="lg">
                <a href={env.BOT_INVITE_URL}>Add to Discord</a>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link href="/features" unstyled>
                  Browse the commands
                </Link>
              </Button>
            </div>
            <p className={styles.heroNote}>Free for every community. No credit card needed.</p>
          </div>
          <ChatPreview />
        </Container>
      </section>

      <HomeSection
        id="features-heading"
        heading="One bot for every market question"
        lead="Short commands, instant answers, visible to the whole channel. Here are a few of the things members ask Chartbot every day."
      >
        <ul className={layout.cardGrid}>
          {HIGHLIGHTS.map((highlight) => (
            <Card as="li" key={highlight.feature} interactive>
              <CardTitle>
                <Link href={`/features/${highlight.feature}`} unstyled className={layout.cardLink}>
                  {highlight.title}
                </Link>
              </CardTitle>
              <CardDescription>
                <RichText text={highlight.description} />
              </CardDescription>
              <code className={layout.commandChip}>{highlight.command}</code>
            </Card>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="markets-heading"
        heading={`${symbolCount} markets, one syntax`}
        lead="Crypto pairs from seven exchanges, US stocks, forex, metals, indices and sentiment gauges: the same commands work for all of them."
        muted
        more={{ href: "/symbols", label: "Browse the symbol catalogue" }}
      >
        <ul className={styles.markets}>
          {ASSET_CLASSES.map((assetClass) => (
            <li key={assetClass} className={styles.market}>
              <span className={styles.marketCount}>{listSymbols({ assetClass }).length}</span>
              <span>{ASSET_CLASS_INFO[assetClass].label}</span>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="steps-heading"
        heading="Up and running in a minute"
        more={{ href: "/add", label: "Read the installation guide" }}
      >
        <ol className={styles.steps}>
          {HOME_STEPS.map((step, index) => (
            <li key={step.title} className={stack({ gap: "sm" })}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepBody}>
                <RichText text={step.body} />
              </p>
            </li>
          ))}
        </ol>
      </HomeSection>

      <HomeSection
        id="addons-heading"
        heading="Add-ons when you need more"
        lead={HOME_ADDONS_LEAD}
        muted
        more={{ href: "/pro", label: `Compare all ${ADDONS.length} add-ons` }}
      >
        <ul className={layout.cardGrid}>
          {ADDONS.slice(0, 3).map((addon) => (
            <li key={addon.slug}>
              <AddonCard addon={addon} headingLevel="h3" detailed={false} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <CtaBand />
    </>
  );
}
