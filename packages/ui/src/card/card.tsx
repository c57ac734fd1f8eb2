import type { ComponentProps, HTMLAttributes } from "react";
import { joinClassNames } from "../class-names/join-class-names";
import * as styles from "./card.css";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a plain box, or a list item / article / section for semantics. @default "div" */
  as?: "div" | "article" | "section" | "li";
  /** Inner spacing: 12, 24 or 32 px. @default "md" */
  padding?: keyof typeof styles.padding;
  /** Highlights on hover and when something inside has focus (for cards that link somewhere). @default false */
  interactive?: boolean;
}

/** A raised panel that groups related content. */
export function Card({
  as: Element = "div",
  padding = "md",
  interactive = false,
  className,
  ...props
}: CardProps) {
  return (
    <Element
      className={joinClassNames(
        styles.card,
        styles.padding[padding],
        interactive && styles.interactive,
        className,
      )}
      {...props}
    />
  );
}

export interface CardTitleProps extends ComponentProps<"h3"> {
  /** The heading level that fits the page outline. @default "h3" */
  as?: "h2" | "h3" | "h4";
}

/** A card's heading. */
export function CardTitle({ as: Heading = "h3", className, ...props }: CardTitleProps) {
  return <Heading className={joinClassNames(styles.title, className)} {...props} />;
}

/** Muted supporting text under a card's title. */
export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={joinClassNames(styles.description, className)} {...props} />;
}
