import { type Addon, formatPrice } from "@chartbot/addons";
import { inline } from "@chartbot/ui/inline";
import { UNIT_LABELS } from "@/content/pricing";
import * as styles from "./addon-price.css";

/** "14-day free trial", or "No free trial". */
export function trialLabel(addon: Addon): string {
  return addon.trialDays > 0 ? `${addon.trialDays}-day free trial` : "No free trial";
}

export interface AddonPriceProps {
  addon: Addon;
  /** `md` in a card among others, `lg` on the add-on's own page. */
  size: "md" | "lg";
  /** A test id on the amount, for the one place tests read it from. */
  amountTestId?: string;
}

/** An add-on's monthly price with its unit, and a line on its free trial. */
export function AddonPrice({ addon, size, amountTestId }: AddonPriceProps) {
  return (
    <>
      <p className={inline({ gap: "xs", align: "baseline" })}>
        <span className={styles.amount[size]} data-testid={amountTestId}>
          {formatPrice(addon.monthlyPriceCents)}
        </span>{" "}
        <span className={styles.unit[size]}>{UNIT_LABELS[addon.unit]}</span>
      </p>
      <p className={addon.trialDays > 0 ? styles.trial[size] : styles.noTrial[size]}>{trialLabel(addon)}</p>
    </>
  );
}

/** An add-on's limits as label/value rows, ruled off from what comes before. */
export function AddonLimits({ addon, className }: { addon: Addon; className?: string }) {
  return (
    <dl className={className ? `${styles.limits} ${className}` : styles.limits}>
      {addon.limits.map((limit) => (
        <div key={limit.label} className={styles.limit}>
          <dt>{limit.label}</dt>
          <dd>{limit.value}</dd>
        </div>
      ))}
    </dl>
  );
}
