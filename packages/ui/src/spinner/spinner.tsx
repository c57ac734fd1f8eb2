import { joinClassNames } from "../class-names/join-class-names";
import { visuallyHidden } from "../theme/visually-hidden.css";
import * as styles from "./spinner.css";

export interface SpinnerProps {
  /** Diameter: 16, 24 or 40 px. @default "md" */
  size?: keyof typeof styles.size;
  /** What is loading, for screen readers; empty when the surrounding UI already says so. @default "Loading" */
  label?: string;
  className?: string;
}

/** An indeterminate progress indicator; a live status when labelled. */
export function Spinner({ size = "md", label = "Loading", className }: SpinnerProps) {
  const svg = (
    <svg
      className={joinClassNames(styles.spinner, styles.size[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (label === "") return svg;
  return (
    <span role="status" className={styles.status}>
      {svg}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
