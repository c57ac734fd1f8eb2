import type { ReactNode } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import { SearchIcon } from "../icons/status-icons";
import * as styles from "./empty-state.css";

export interface EmptyStateProps {
  /** What is missing, as a heading: "No price alerts yet". */
  title: string;
  /** What the user can do about it. */
  description?: string;
  /** An icon in the badge above the title. @default <SearchIcon /> */
  icon?: ReactNode;
  /** A call to action, usually a `Button`. */
  action?: ReactNode;
  /** The heading element that fits the page outline: `h1` when the empty state is the whole page. @default "h2" */
  as?: "h1" | "h2" | "h3" | "h4";
  /** @deprecated Use `as`; kept for existing callers. `as` wins when both are set. */
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
}

/** The placeholder for an empty list or a search without results. */
export function EmptyState({
  title,
  description,
  icon = <SearchIcon size={22} />,
  action,
  as,
  headingLevel,
  className,
}: EmptyStateProps) {
  const Heading = as ?? headingLevel ?? "h2";
  return (
    <div className={joinClassNames(styles.root, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
