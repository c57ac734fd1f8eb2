import type { CSSProperties } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./skeleton.css";

export interface SkeletonProps {
  /** CSS width (a number is pixels). @default "100%" */
  width?: CSSProperties["width"];
  /** CSS height (a number is pixels). @default "1em" */
  height?: CSSProperties["height"];
  /** Round, for avatars. @default false */
  circle?: boolean;
  className?: string;
}

/** A placeholder shaped like content that is still loading; hidden from assistive technology. */
export function Skeleton({ width = "100%", height = "1em", circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={joinClassNames(styles.skeleton, circle && styles.circle, className)}
      style={{ width, height }}
    />
  );
}
