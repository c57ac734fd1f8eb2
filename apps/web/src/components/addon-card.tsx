import type { Addon } from "@chartbot/addons";
import { NewBadge } from "@chartbot/ui/badge";
import { Button, type ButtonProps } from "@chartbot/ui/button";
import { Card, CardDescription, CardTitle } from "@chartbot/ui/card";
import { inline } from "@chartbot/ui/inline";
import { Link } from "@chartbot/ui/link";
import { visuallyHidden } from "@chartbot/ui/tokens";
import { env } from "@/env";
import { subscribeUrl } from "@/lib/site-links";
import * as styles from "./addon-card.css";
import { AddonLimits, AddonPrice } from "./addon-price";
import { CheckList } from "./check-list";
import { PaymentsOffNote, SubscribeLink } from "./subscribe-link";

/** "Start free trial" while an add-on has a trial, else "Subscribe". */
export function subscribeLabel(addon: Addon): string {
  return addon.trialDays > 0 ? "Start free trial" : "Subscribe";
}

/** The id of the line that says why an add-on's Subscribe button is disabled. */
const paymentsNoteId = (addon: Addon) => `payments-off-${addon.slug}`;

/**
 * The button to an add-on's checkout, named for the add-on for screen readers; disabled once the API says
 * payments are off, described by the add-on's `SubscribeNote`.
 */
export function SubscribeButton({
  addon,
  ...buttonProps
}: { addon: Addon } & Pick<ButtonProps, "size" | "fullWidth">) {
  return (
    <SubscribeLink
      apiOrigin={env.NEXT_PUBLIC_API_ORIGIN}
      href={subscribeUrl(addon.slug)}
      noteId={paymentsNoteId(addon)}
      {...buttonProps}
    >
      {subscribeLabel(addon)}
      <span className={visuallyHidden}> for {addon.name}</span>
    </SubscribeLink>
  );
}

/** The line under an add-on's Subscribe button that says why it is disabled (reserved while it is not). */
export function SubscribeNote({ addon }: { addon: Addon }) {
  return <PaymentsOffNote apiOrigin={env.NEXT_PUBLIC_API_ORIGIN} id={paymentsNoteId(addon)} />;
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
      <div className={inline({ gap: "sm", justify: "space-between", wrap: false })}>
        <CardTitle as={headingLevel} id={titleId} className={styles.title}>
          <Link href={`/pro/${addon.slug}`} unstyled className={styles.titleLink}>
            {addon.name}
          </Link>
        </CardTitle>
        {addon.isNew && <NewBadge />}
      </div>
      <CardDescription>{addon.tagline}</CardDescription>
      <AddonPrice addon={addon} size="md" />
      {detailed && (
        <>
          <CheckList items={addon.features} variant="compact" />
          <AddonLimits addon={addon} />
        </>
      )}
      <div className={styles.actions}>
        <SubscribeButton addon={addon} />
        <Button asChild variant="ghost">
          <Link href={`/pro/${addon.slug}`} unstyled>
            Explore {addon.name}
          </Link>
        </Button>
      </div>
      <SubscribeNote addon={addon} />
    </Card>
  );
}
