import { ADDONS } from "@chartbot/addons";
import { ASSET_CLASSES, listSymbols } from "@chartbot/symbol-catalogue";
import { Button } from "@chartbot/ui/button";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { Link } from "@chartbot/ui/link";
import { AddonCard } from "@/components/addon-card";
import { ChatPreview } from "@/components/chat-preview/chat-preview";
import { Container } from "@/components/container";
import { CtaBand } from "@/components/cta-band";
import * as layout from "@/components/layout.css";
import { RichText } from "@/components/rich-text";
import { ASSET_CLASS_INFO } from "@/content/asset-classes";
import { HIGHLIGHTS, HOME_HERO, HOME_STEPS } from "@/content/home";
import { env } from "@/env";
import * as styles from "./home-view.css";

/** The home page: hero, feature highlights, markets, how it works, add-ons and the call to install. */
export function HomeView() {
  const symbolCount = listSymbols().length;
  return (
    <>
      <section aria-labelledby="hero-heading" className={styles.hero}>
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1 id="hero-heading" className={styles.heroTitle}>
              {HOME_HERO.title}
            </h1>
            <p className={styles.heroLead}>
              <RichText text={HOME_HERO.lead} />
            </p>
            <div className={layout.actions}>
              <Button asChild size="lg">
                <a href={env.NEXT_PUBLIC_BOT_INVITE_URL}>Add to Discord</a>
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

      <section aria-labelledby="features-heading" className={layout.band}>
        <Container>
          <h2 id="features-heading" className={layout.sectionHeading}>
            One bot for every market question
          </h2>
          <p className={layout.sectionLead}>
            Short commands, instant answers, visible to the whole channel. Here are a few of the things
            members ask Chartbot every day.
          </p>
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
        </Container>
      </section>

      <section aria-labelledby="markets-heading" className={layout.bandMuted}>
        <Container>
          <h2 id="markets-heading" className={layout.sectionHeading}>
            {symbolCount} markets, one syntax
          </h2>
          <p className={layout.sectionLead}>
            Crypto pairs from seven exchanges, US stocks, forex, metals, indices and sentiment gauges: the
            same commands work for all of them.
          </p>
          <ul className={styles.markets}>
            {ASSET_CLASSES.map((assetClass) => (
              <li key={assetClass} className={styles.market}>
                <span className={styles.marketCount}>{listSymbols({ assetClass }).length}</span>
                <span>{ASSET_CLASS_INFO[assetClass].label}</span>
              </li>
            ))}
          </ul>
          <p>
            <Link href="/symbols" variant="standalone">
              Browse the symbol catalogue
            </Link>
          </p>
        </Container>
      </section>

      <section aria-labelledby="steps-heading" className={layout.band}>
        <Container>
          <h2 id="steps-heading" className={layout.sectionHeading}>
            Up and running in a minute
          </h2>
          <ol className={styles.steps}>
            {HOME_STEPS.map((step, index) => (
              <li key={step.title} className={styles.step}>
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
          <p>
            <Link href="/add" variant="standalone">
              Read the installation guide
            </Link>
          </p>
        </Container>
      </section>

      <section aria-labelledby="addons-heading" className={layout.bandMuted}>
        <Container>
          <h2 id="addons-heading" className={layout.sectionHeading}>
            Add-ons when you need more
          </h2>
          <p className={layout.sectionLead}>
            Everything above is free. Add-ons unlock more indicators, automation, alerts and branding, per
            community and per month.
          </p>
          <ul className={layout.cardGrid}>
            {ADDONS.slice(0, 3).map((addon) => (
              <li key={addon.slug}>
                <AddonCard addon={addon} headingLevel="h3" detailed={false} />
              </li>
            ))}
          </ul>
          <p className={styles.more}>
            <Link href="/pro" variant="standalone">
              Compare all {ADDONS.length} add-ons
            </Link>
          </p>
        </Container>
      </section>

      <CtaBand />
    </>
  );
}
