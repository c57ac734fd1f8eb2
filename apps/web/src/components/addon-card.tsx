import { type Addon, formatPrice } from "@chartbot/addons";
import { NewBadge } from "@chartbot/ui/badge";
import { Button } from "@chartbot/ui/button";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { CheckIcon } from "@chartbot/ui/icons";
import { Link } from "@chartbot/ui/link";
import { UNIT_LABELS } from "@/content/pricing";
import { subscribeUrl } from "@/lib/site-links";
import { visuallyHidden } from "./a11y.css";
import * as styles from "./addon-card.css";

/** "Start free trial" while an add-on has a trial, else "Subscribe". */
export function subscribeLabel(addon: Addon): string {
  return addon.trialDays > 0 ? "Start free trial" : "Subscribe";
}

/** "14-day free trial", or "No free trial". */
export function trialLabel(addon: Addon): string {
  return addon.trialDays > 0 ? `${addon.trialDays}-day free trial` : "No free trial";
}

export interface AddonCardProps {
  addon: Addon;
  /** The heading level that fits the page outline. @default "h2" */
  headingLevel?: "h2" | "h3";
  /** Shows the feature list and limits (the pricing page) or only the summary (teasers). @default true */
  detailed?: boolean;
}

/** An add-on with its price, trial, features and limits, a link to its page and a call to subscribe. */
export function AddonCard({ addon, headingLevel = "h2", detailed = true }: AddonCardProps) {
  const titleId = `addon-${addon.slug}`;
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card}>
      <div className={styles.header}>
        <CardTitle as={headingLevel} id={titleId} className={styles.title}>
          <Link href={`/pro/${addon.slug}`} unstyled className={styles.titleLink}>
            {addon.name}
          </Link>
        </CardTitle>
        {addon.isNew && <NewBadge />}
      </div>
      <CardDescription>{addon.tagline}</CardDescription>
      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(addon.monthlyPriceCents)}</span>{" "}
        <span className={styles.unit}>{UNIT_LABELS[addon.unit]}</span>
      </p>
      <p className={addon.trialDays > 0 ? styles.trial : styles.noTrial}>{trialLabel(addon)}</p>
      {detailed && (
        <>
          <ul className={styles.features}>
            {addon.features.map((feature) => (
              <li key={feature} className={styles.feature}>
                <CheckIcon size={16} className={styles.check} />
                {feature}
              </li>
            ))}
          </ul>
          <dl className={styles.limits}>
            {addon.limits.map((limit) => (
              <div key={limit.label} className={styles.limit}>
                <dt>{limit.label}</dt>
                <dd>{limit.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className={styles.actions}>
        <Button asChild>
          <a href={subscribeUrl(addon.slug)}>
            {subscribeLabel(addon)}
            <span className={visuallyHidden}> for {addon.name}</span>
          </a>
        </Button>
        <Button asChild variant="ghost">
          <Link href={`/pro/${addon.slug}`} unstyled>
            Explore {addon.name}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
