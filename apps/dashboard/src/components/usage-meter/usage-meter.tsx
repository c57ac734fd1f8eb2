import { Link } from "@chartbot/ui/link";
import { stack } from "@chartbot/ui/stack";
import { type ReactNode, useId } from "react";
import * as styles from "./usage-meter.css";

/** How close to the limit counts as near: the way to more shows from here on. */
const NEAR_SHARE = 0.8;

export interface UsageMeterProps {
  /** How many are used. */
  used: number;
  /** The most allowed. */
  limit: number;
  /** The line read out, e.g. "3 of 5 active or paused alerts used." */
  children: ReactNode;
  /** The way to more (an add-on or more slots); shown when `showMore` says so. */
  more?: { href: string; label: string };
  /** When the way to more shows: always, or only at or near the limit. @default "near" */
  showMore?: "always" | "near";
}

/** A count against a limit ("3 of 5"), with a bar and, at or near the limit, the way to more. */
export function UsageMeter({ used, limit, children, more, showMore = "near" }: UsageMeterProps) {
  const id = useId();
  const near = limit > 0 && used >= Math.floor(limit * NEAR_SHARE);
  return (
    <div className={stack({ gap: "xs" })} data-testid="usage-meter">
      <p id={id} className={styles.line} aria-live="polite">
        {children}
        {more && (showMore === "always" || near || limit === 0) && (
          <>
            {" "}
            <Link href={more.href}>{more.label}</Link>
          </>
        )}
      </p>
      {limit > 0 && (
        <meter
          className={styles.bar}
          aria-labelledby={id}
          min={0}
          max={limit}
          value={Math.min(used, limit)}
          high={Math.max(1, Math.floor(limit * NEAR_SHARE))}
          optimum={0}
        />
      )}
    </div>
  );
}
