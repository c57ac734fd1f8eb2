import type { SVGProps } from "react";
import * as styles from "./logo.css";

export interface BotLogoProps extends Omit<SVGProps<SVGSVGElement>, "children"> {
  /** Width and height in CSS pixels. @default 32 */
  size?: number;
  /** The accessible name; leave empty when text beside it already names the brand. @default "" */
  title?: string;
}

/** Chartbot's mark: a friendly bot head with antenna, whose visor shows a rising chart line. */
export function BotLogo({ size = 32, title = "", ...props }: BotLogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      focusable="false"
      role="img"
      aria-label={title || undefined}
      aria-hidden={title === "" ? true : undefined}
      {...props}
    >
      <circle className={styles.botBody} cx="16" cy="3.5" r="2" />
      <rect className={styles.botBody} x="15.1" y="4.5" width="1.8" height="4" rx="0.9" />
      <rect className={styles.botBody} x="1.5" y="14" width="3" height="7" rx="1.5" />
      <rect className={styles.botBody} x="27.5" y="14" width="3" height="7" rx="1.5" />
      <rect className={styles.botBody} x="4" y="8" width="24" height="20" rx="7" />
      <rect className={styles.botFace} x="7.5" y="12" width="17" height="11" rx="4" />
      <path
        className={styles.botChart}
        d="M10 20.2l3.2-3.4 2.8 2.2 5.6-5.4"
        fill="none"
        strokeWidth="2.1"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle className={styles.botBody} cx="21.8" cy="13.7" r="1.3" />
    </svg>
  );
}
