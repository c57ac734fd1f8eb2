import type { ComponentProps } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./badge.css";

export interface BadgeProps extends ComponentProps<"span"> {
  /** Colour meaning: "new" for fresh features, or a status. @default "neutral" */
  tone?: keyof typeof styles.tone;
}

/** A small status label. */
export function Badge({ tone = "neutral", className, ...props }: BadgeProps) {
  return <span className={joinClassNames(styles.tone[tone], className)} {...props} />;
}

/** The "New" badge of menu items and add-ons. */
export function NewBadge(props: Omit<BadgeProps, "tone" | "children">) {
  return (
    <Badge tone="new" {...props}>
      New
    </Badge>
  );
}
